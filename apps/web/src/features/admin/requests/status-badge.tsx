import { Badge } from '@mantine/core';
import type { AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';

/** PENDING, COMPLETE, or DENIED for a request that was resolved by a denial. */
export function StatusBadge({ request }: { request: AnalyticalRequestRecord }) {
  if (request.status === 'PENDING') return <Badge color="blue">PENDING</Badge>;
  const isDenied = request.resolution === 'DENIED';
  return <Badge color={isDenied ? 'red' : 'green'}>{isDenied ? 'DENIED' : 'COMPLETE'}</Badge>;
}
