import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { ChangePlanButton } from './change-plan-button';

const user = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 7,
  email: 'ana@example.org',
  firstName: 'Ana',
  lastName: 'Lima',
  title: '',
  country: 'Portugal',
  phone: '',
  industry: 'NGO',
  status: 'ACTIVE',
  roleName: 'INDIVIDUAL',
  role: 2,
  tier: 'TIER_2',
  highestApprovedTier: null,
  organizationId: 3,
  orgPayload: null,
  disclaimerAccepted: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** The server as the button sees it: no open request, and every POST recorded. */
function stubServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ recordCreated: true, id: 1, status: 'CREATED' }), { status: 200 });
      }
      return new Response(JSON.stringify({ upgradeRoleRequests: [], total: 0 }), { status: 200 });
    }),
  );
  return posted;
}

function renderButton(record: UserRecord) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ChangePlanButton user={record} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function openPicker() {
  const button = await screen.findByRole('button', { name: 'Change Plan' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Choose a plan' });
}

// The reason field grows with its text (react-textarea-autosize), which listens to font loading: jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => vi.unstubAllGlobals());

describe('ChangePlanButton', () => {
  it('shows the current plan as current and does not let it be picked', async () => {
    stubServer();
    renderButton(user({ tier: 'TIER_2' }));
    await openPicker();
    const current = screen.getByRole('radio', { name: 'Advanced plan (current plan)' });
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Current plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes from a paid plan to the reason dialog, which needs a reason, and sends the request', async () => {
    const posted = stubServer();
    renderButton(user({ tier: 'TIER_1' }));
    await openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Pro plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Reason for request' });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Dossiers for a newsroom.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Status: CREATED')).toBeTruthy();
    expect(posted).toEqual([{ applicantEmail: 'ana@example.org', desiredRole: 'TIER_3', applicationMessage: 'Dossiers for a newsroom.' }]);
  });

  it('skips the reason dialog for Basic and sends nothing', async () => {
    const posted = stubServer();
    renderButton(user({ tier: 'TIER_2' }));
    await openPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'Basic plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'The Basic plan' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reason for request' })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('is not offered to organization users or admins', () => {
    stubServer();
    renderButton(user({ roleName: 'ORGUSER' }));
    expect(screen.queryByRole('button', { name: 'Change Plan' })).toBeNull();
    renderButton(user({ roleName: 'ADMIN' }));
    expect(screen.queryByRole('button', { name: 'Change Plan' })).toBeNull();
  });
});
