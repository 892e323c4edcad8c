import { Badge, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { DownloadButton } from '../../components/download-button';
import { formatTicketDate } from './ticket-dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function statusBadge(ticket: AnalyticalRequestRecord) {
  if (ticket.status === 'PENDING') return <Badge color="blue">Open</Badge>;
  return ticket.resolution === 'DENIED' ? <Badge color="red">Denied</Badge> : <Badge color="green">Resolved</Badge>;
}

/** A ticket as raised; a resolved one also shows the response and its download (spec section 2). */
export function TicketDetailsDialog({ ticket, onClose }: { ticket: AnalyticalRequestRecord | null; onClose: () => void }) {
  return (
    <Modal opened={ticket !== null} onClose={onClose} title={ticket?.subject ?? ''} size="lg">
      {ticket && (
        <Stack gap="md">
          <Group gap="lg">
            <Field label="Type">
              <Text size="sm">{ticket.requestType}</Text>
            </Field>
            <Field label="Date">
              <Text size="sm">{formatTicketDate(ticket.createdAt)}</Text>
            </Field>
            <Field label="Status">{statusBadge(ticket)}</Field>
          </Group>
          <Field label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {ticket.applicationMessage}
            </Text>
          </Field>
          {ticket.fileRequestURL && (
            <Field label="Your attachment">
              <Group>
                <DownloadButton url={ticket.fileRequestURL} fallbackName="attachment" label="Download attachment" />
              </Group>
            </Field>
          )}
          {ticket.status === 'COMPLETE' && (
            <>
              <Divider />
              <Field label={ticket.resolution === 'DENIED' ? 'Why we could not take it on' : 'Response'}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {ticket.responseMessage}
                </Text>
              </Field>
              {ticket.fileResponseURL && (
                <Group>
                  <DownloadButton url={ticket.fileResponseURL} fallbackName="response" label="Download response" />
                </Group>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
