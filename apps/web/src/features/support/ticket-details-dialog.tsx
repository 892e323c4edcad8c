import { Badge, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { DetailField } from '../../components/detail-field';
import { DownloadButton } from '../../components/download-button';
import { formatTicketDate } from './ticket-dates';

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
            <DetailField label="Type">
              <Text size="sm">{ticket.requestType}</Text>
            </DetailField>
            <DetailField label="Date">
              <Text size="sm">{formatTicketDate(ticket.createdAt)}</Text>
            </DetailField>
            <DetailField label="Status">{statusBadge(ticket)}</DetailField>
          </Group>
          <DetailField label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {ticket.applicationMessage}
            </Text>
          </DetailField>
          {ticket.fileRequestURL && (
            <DetailField label="Your attachment">
              <Group>
                <DownloadButton url={ticket.fileRequestURL} fallbackName="attachment" label="Download attachment" />
              </Group>
            </DetailField>
          )}
          {ticket.status === 'COMPLETE' && (
            <>
              <Divider />
              <DetailField label={ticket.resolution === 'DENIED' ? 'Why we could not take it on' : 'Response'}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {ticket.responseMessage}
                </Text>
              </DetailField>
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
