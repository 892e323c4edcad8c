import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TICKET_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type { AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { Pagination } from '../../components/pagination';
import { errorMessage } from '../../lib/api-client';
import { fetchTickets, ticketsKey, type TicketListKind } from './support-api';
import { formatTicketDate } from './ticket-dates';

const TITLES: Record<TicketListKind, string> = { open: 'Open Tickets', resolved: 'Resolved Tickets' };
const EMPTY: Record<TicketListKind, string> = {
  open: 'No open tickets. Tickets you create appear here until our analysts answer them.',
  resolved: 'No resolved tickets yet.',
};

/** One of the two ticket lists: Subject and Date, 6 a page, a row opens the ticket. */
export function TicketList({ kind, onOpen }: { kind: TicketListKind; onOpen: (ticket: AnalyticalRequestRecord) => void }) {
  const [page, setPage] = useState(1);
  const tickets = useQuery({
    queryKey: ticketsKey(kind, page),
    queryFn: () => fetchTickets(kind, page),
    placeholderData: keepPreviousData,
  });
  const total = tickets.data?.total ?? 0;
  // Spec section 5: the page resets when the total changes (a ticket was created or resolved).
  const [seenTotal, setSeenTotal] = useState(total);
  if (tickets.data && total !== seenTotal) {
    setSeenTotal(total);
    if (page !== 1) setPage(1);
  }
  const headingId = `tickets-${kind}`;

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {TITLES[kind]}
        </Title>
        {tickets.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={`Loading ${TITLES[kind].toLowerCase()}`} />
          </Group>
        ) : tickets.isError ? (
          <Alert color="red" title="The tickets could not be loaded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(tickets.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void tickets.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : tickets.data.analyticalRequests.length === 0 ? (
          <Text c="dimmed" size="sm" py="md">
            {EMPTY[kind]}
          </Text>
        ) : (
          <Table highlightOnHover verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th w={120}>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data.analyticalRequests.map((ticket) => (
                <Table.Tr
                  key={ticket.id}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  aria-label={`Open ticket ${ticket.subject}`}
                  onClick={() => onOpen(ticket)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onOpen(ticket);
                    }
                  }}
                >
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {ticket.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatTicketDate(ticket.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {total > 0 && (
          <Pagination page={page} pageSize={TICKET_PAGE_SIZE} total={total} isLoading={tickets.isFetching} onChange={setPage} />
        )}
      </Stack>
    </Card>
  );
}
