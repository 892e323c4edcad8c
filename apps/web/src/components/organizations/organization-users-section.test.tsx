import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrganizationDetail, OrganizationUser } from '@fleetgraph/shared/contracts/organizations';
import { OrganizationUsersSection } from './organization-users-section';

// jsdom has no ResizeObserver; Mantine's table scroll container asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const member = (overrides: Partial<OrganizationUser>): OrganizationUser => ({
  id: 1,
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
  title: '',
  country: 'Nigeria',
  phone: '',
  role: 'ORGADMIN',
  status: 'ACTIVE',
  organizationid: 7,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  ...overrides,
});

const organization = (overrides: Partial<OrganizationDetail> = {}): OrganizationDetail => ({
  organizationid: 7,
  organization: 'Blue Current',
  organizationType: 'ORGANIZATION',
  industry: 'NGO',
  numUsers: 5,
  adminEmail: 'ada@example.org',
  adminName: 'Ada Okafor',
  phone: '',
  tier: 'TIER_2',
  userCount: 2,
  dossierRequests: 0,
  docRequests: 0,
  riskAlertRequests: 0,
  updateInfoRequests: 0,
  tradeDataRequests: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  users: [
    member({}),
    member({ id: 2, firstName: 'Tunde', lastName: 'Bello', email: 'tunde@example.org', title: 'Analyst', role: 'ORGUSER', status: 'CREATED' }),
  ],
  ...overrides,
});

function renderSection(viewerRole: 'ADMIN' | 'ORGADMIN', detail = organization()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <OrganizationUsersSection organization={detail} viewer={{ id: 1, role: viewerRole }} onCancel={vi.fn()} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the organization users table', () => {
  it('shows Name, Email, Title, Created At as time-ago, Edit and Delete', () => {
    renderSection('ORGADMIN');
    const table = screen.getByRole('table', { name: 'Organization users' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Title',
      'Created At',
      'Edit',
      'Delete',
    ]);
    const row = within(table).getByText('tunde@example.org').closest('tr')!;
    expect(row.textContent).toContain('Tunde Bello');
    expect(row.textContent).toContain('Analyst');
    expect(row.textContent).toContain('Invited');
    expect(within(row).getByText('3 days ago')).toBeTruthy();
  });

  it("never offers an organization admin the deletion of an ORGADMIN, but offers it to the admin", () => {
    renderSection('ORGADMIN');
    expect(screen.getByRole('button', { name: 'Delete ada@example.org' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete tunde@example.org' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets the admin delete the ORGADMIN (the whole organization)', () => {
    renderSection('ADMIN');
    expect(screen.getByRole('button', { name: 'Delete ada@example.org' }).hasAttribute('disabled')).toBe(false);
  });

  it('disables Add User once the organization has its number of users', () => {
    renderSection('ORGADMIN', organization({ numUsers: 2 }));
    expect(screen.getByRole('button', { name: 'Add User' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('2 of 2 users')).toBeTruthy();
  });
});
