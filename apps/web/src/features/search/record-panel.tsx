import { Badge, Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SearchRecord } from '@fleetgraph/shared/contracts/fleet';
import { RecordDetailsTable } from '../../components/record-details-table';
import { errorMessage } from '../../lib/api-client';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';
import { fetchRecord } from '../../lib/record-api';

/** The 700px side panel of a result, stepping through the results in the order shown. */
export function RecordPanel({ records, index, onIndexChange, onClose }: {
  records: SearchRecord[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const summary = index === null ? null : records[index];
  const record = useQuery({
    queryKey: ['record', summary?.type, summary?.id],
    queryFn: () => fetchRecord(summary!.type, summary!.id),
    enabled: summary !== null && summary !== undefined,
  });
  const rows = record.data?.properties ?? summary?.values ?? [];

  return (
    <Drawer opened={summary != null} onClose={onClose} position="right" size={700} title="Record" closeButtonProps={{ 'aria-label': 'Close record' }}>
      {summary && (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2}>{summary.name}</Title>
              <Badge variant="light" mt={4}>
                {ENTITY_TYPE_LABELS[summary.type]}
              </Badge>
            </div>
            {record.isFetching && <Loader size="sm" aria-label="Loading record" />}
          </Group>
          <Group>
            <Button variant="default" size="xs" disabled={index === 0} onClick={() => onIndexChange(index! - 1)}>
              Previous Record
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={index === records.length - 1}
              onClick={() => onIndexChange(index! + 1)}
            >
              Next Record
            </Button>
            {summary.containsBO && (
              <Button size="xs" onClick={() => navigate(`/networks?root=${encodeURIComponent(summary.id)}`)}>
                View Network Graph
              </Button>
            )}
          </Group>
          {record.isError && (
            <Text c="red" size="sm">
              {errorMessage(record.error)}
            </Text>
          )}
          <RecordDetailsTable rows={rows} />
        </Stack>
      )}
    </Drawer>
  );
}
