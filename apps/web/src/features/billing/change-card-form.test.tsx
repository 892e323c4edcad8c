import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { ChangeCardForm } from './change-card-form';

const user = {
  id: 7,
  email: 'lucia@example.org',
  firstName: 'Lucia',
  lastName: 'Moreau',
  tier: 'TIER_2',
  roleName: 'INDIVIDUAL',
} as UserRecord;

const setup = { provider: 'sandbox' as const, publishableKey: 'pk_sandbox', tier2Price: 'p2', tier3Price: 'p3' };

function renderForm(onChanged = vi.fn()) {
  render(
    <MantineProvider>
      <ChangeCardForm user={user} setup={setup} onBack={vi.fn()} onChanged={onChanged} />
    </MantineProvider>,
  );
  return onChanged;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('ChangeCardForm with the sandbox', () => {
  it('prefills the email and the name, disabled', () => {
    renderForm();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('lucia@example.org');
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lucia Moreau');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
  });

  it('blocks the submit while the card has an error, shows it beneath and focuses the card field', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fill('Card number', '4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('creates the payment method with the billing email and name, then makes it the card on file', async () => {
    const card = { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2031, name: 'Lucia Moreau', email: user.email };
    const fetchSpy = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'pm_sandbox_1' }), { status: 200 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ recordUpdated: true, card }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const onChanged = renderForm();
    fill('Card number', '5555555555554444');
    fill('Expiry', '0831');
    fill('CVC', '321');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('5555 5555 5555 4444');
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe('08 / 31');
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(card));
    const created = JSON.parse(fetchSpy.mock.calls[0]![1].body as string);
    expect(created).toEqual({ number: '5555 5555 5555 4444', expiry: '08 / 31', cvc: '321', email: user.email, name: 'Lucia Moreau' });
    expect(JSON.parse(fetchSpy.mock.calls[1]![1].body as string)).toEqual({ paymentMethodId: 'pm_sandbox_1' });
  });

  it('shows a declined card beneath the card field', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'pm_sandbox_2' }), { status: 200 }))
        .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Your card was declined.' }), { status: 402 })),
    );
    const onChanged = renderForm();
    fill('Card number', '4000 0000 0000 0002');
    fill('Expiry', '12 / 34');
    fill('CVC', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
