import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentStatusDialog } from './payment-status-dialog';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderAt = (search: string) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/payment${search}`]}>
        <PaymentStatusDialog />
        <Where />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('PaymentStatusDialog', () => {
  it('shows Payment Success for paymentStatus=success, and Ok closes it keeping the other parameters', async () => {
    renderAt('?status=success&paymentStatus=success');
    expect(await screen.findByRole('dialog', { name: 'Payment Success' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?status=success'));
  });

  it('shows Payment Cancelled for paymentStatus=cancelled', async () => {
    renderAt('?status=canceled&paymentStatus=cancelled');
    expect(await screen.findByRole('dialog', { name: 'Payment Cancelled' })).toBeTruthy();
  });

  it('shows nothing without paymentStatus', () => {
    renderAt('?status=success');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
