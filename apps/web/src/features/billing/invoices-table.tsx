import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { formatInvoiceAmount, type InvoiceRecord } from '@fleetgraph/shared/contracts/billing';
import { Pagination } from '../../components/pagination';

/** Spec section 9: invoice dates as MM/dd/yyyy, from the paid date in epoch seconds. */
export const invoiceDate = (paidDate: number) => format(new Date(paidDate * 1000), 'MM/dd/yyyy');

/** The Invoices table: Invoice #, Invoice Date, Amount, Download (spec section 2). */
export function InvoicesTable({
  invoices,
  isLoading,
  error,
}: {
  invoices: InvoiceRecord[] | undefined;
  isLoading: boolean;
  error: string | null;
}) {
  const [page, setPage] = useState(1);
  const rows = invoices ?? [];
  const shown = rows.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoices-title">
          Invoices
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {isLoading && <Loader size="sm" aria-label="Loading invoices" />}
        {!isLoading && !error && rows.length === 0 && <Text c="dimmed">No invoices yet.</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="sm" aria-labelledby="invoices-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice #</Table.Th>
                  <Table.Th>Invoice Date</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Download</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((invoice) => (
                  <Table.Tr key={invoice.invoiceNumber}>
                    <Table.Td>{invoice.invoiceNumber}</Table.Td>
                    <Table.Td>{invoiceDate(invoice.paidDate)}</Table.Td>
                    <Table.Td>{formatInvoiceAmount(invoice.amountPaid, invoice.currency)}</Table.Td>
                    <Table.Td>
                      {invoice.hostedInvoiceURL ? (
                        <Anchor
                          href={invoice.hostedInvoiceURL}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Download invoice ${invoice.invoiceNumber}`}
                        >
                          Download
                        </Anchor>
                      ) : (
                        '-'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows.length > DEFAULT_PAGE_SIZE && (
          <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={rows.length} onChange={setPage} />
        )}
      </Stack>
    </Paper>
  );
}
