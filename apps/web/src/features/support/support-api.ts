import { TICKET_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type { AnalyticalRequestList, CreateAnalyticalRequest } from '@fleetgraph/shared/contracts/requests';
import { apiFetch } from '../../lib/api-client';

export type TicketListKind = 'open' | 'resolved';

const LIST_PATHS: Record<TicketListKind, string> = {
  open: '/api/uaa/v1/pendinganalytical',
  resolved: '/api/uaa/v1/completeanalytical',
};

export const ticketsKey = (kind: TicketListKind, page: number) => ['tickets', kind, page] as const;

/** One page of the user's own open or resolved tickets (6 a page, spec section 9). */
export function fetchTickets(kind: TicketListKind, page: number): Promise<AnalyticalRequestList> {
  const params = new URLSearchParams({ pagesize: String(TICKET_PAGE_SIZE), offset: String((page - 1) * TICKET_PAGE_SIZE) });
  return apiFetch<AnalyticalRequestList>(`${LIST_PATHS[kind]}?${params}`);
}

export const createTicket = (body: CreateAnalyticalRequest) =>
  apiFetch<{ recordCreated: boolean; id: number }>('/api/uaa/v1/createanalytical', { method: 'POST', body });
