import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoicesTable } from './invoices-table';

// jsdom has no ResizeObserver; the table's scroll container asks for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const invoice = (number: number, paidDate: number) => ({
  invoiceNumber: `FG-00000${number}`,
  amountPaid: 2900,
  currency: 'usd',
  paidDate,
  hostedInvoiceURL: `https://billing.example/invoices/${number}`,
});

const renderTable = (invoices: ReturnType<typeof invoice>[] | undefined, error: string | null = null) =>
  render(
    <MantineProvider>
      <InvoicesTable invoices={invoices} isLoading={false} error={error} />
    </MantineProvider>,
  );

describe('InvoicesTable', () => {
  it('shows each invoice with its date as MM/dd/yyyy, its amount in dollars followed by USD, and a download link', () => {
    const paid = new Date(2026, 2, 7, 12).getTime() / 1000;
    renderTable([invoice(1, paid)]);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('FG-000001')).toBeTruthy();
    expect(within(row).getByText('03/07/2026')).toBeTruthy();
    expect(within(row).getByText('$29.00 USD')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Download invoice FG-000001' }).getAttribute('href')).toBe(
      'https://billing.example/invoices/1',
    );
  });

  it('pages more than six invoices', () => {
    renderTable(Array.from({ length: 8 }, (_, index) => invoice(index + 1, 1_780_000_000 - index * 86_400)));
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('says when there is none yet, and shows a failure in red', () => {
    renderTable([]);
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
    renderTable(undefined, 'The payment provider cannot be reached. Please try again in a moment.');
    expect(screen.getByRole('alert').textContent).toBe('The payment provider cannot be reached. Please try again in a moment.');
  });
});
