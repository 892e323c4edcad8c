import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NETWORK_PAGE_SIZE, type NetworkResponse } from '@fleetgraph/shared/contracts/network';
import { highlightOf, mergeAll, type GraphPiece, type Highlight, type NetworkGraph } from './graph-model';
import { fetchNetwork, fetchOwners, fetchPath } from './network-api';
import type { NetworkView } from './network-view';

/** How many of an entity's links are on the canvas, and where its next page starts. */
export interface LinkCount {
  shown: number;
  total: number;
  nextOffset: number | null;
}

export interface NetworkPageRequest {
  id: string;
  offset: number;
}

// Asked again only when the reader reloads: ownership records change by the month, not the minute.
const GRAPH_STALE_MS = 10 * 60_000;

function pageRequests(view: NetworkView, extraPages: Readonly<Record<string, number>>): NetworkPageRequest[] {
  return [view.root, ...view.expanded].flatMap((id) =>
    Array.from({ length: 1 + (extraPages[id] ?? 0) }, (_, page) => ({ id, offset: page * NETWORK_PAGE_SIZE })),
  );
}

// Outside the component: TanStack Query re-runs `combine` only when a result or this function
// changes, so `data` stays the same array between renders and the merge below runs once per arrival.
const combineNetworks = (results: UseQueryResult<NetworkResponse>[]) => ({
  results,
  data: results.map((result) => result.data).filter((data): data is NetworkResponse => data !== undefined),
});

function linkCounts(requests: NetworkPageRequest[], results: UseQueryResult<NetworkResponse>[]): Map<string, LinkCount> {
  const counts = new Map<string, LinkCount>();
  requests.forEach((request, index) => {
    const data = results[index]?.data;
    if (!data) return;
    const before = counts.get(request.id);
    counts.set(request.id, {
      shown: (before?.shown ?? 0) + data.relationships.length,
      total: data.links.total,
      nextOffset: before && before.nextOffset === null ? null : data.links.nextOffset,
    });
  });
  return counts;
}

/**
 * The graph of a view: the root's network, each expanded entity's network, a path and owner
 * chains, asked for in parallel and merged by the rule in graph-model (no duplicates, reversed
 * ones included). The graph is derived, never edited, so a shared URL rebuilds the same one.
 */
export function useNetworkGraph(view: NetworkView, extraPages: Readonly<Record<string, number>>) {
  const requests = useMemo(() => pageRequests(view, extraPages), [view, extraPages]);
  const networks = useQueries({
    queries: requests.map((request) => ({
      queryKey: ['network', request.id, request.offset],
      queryFn: () => fetchNetwork(request.id, request.offset),
      staleTime: GRAPH_STALE_MS,
      retry: false,
    })),
    combine: combineNetworks,
  });
  const path = useQuery({
    queryKey: ['path', view.path?.[0], view.path?.[1]],
    queryFn: () => fetchPath(view.path![0], view.path![1]),
    enabled: view.path !== null,
    staleTime: GRAPH_STALE_MS,
    retry: false,
  });
  const owners = useQuery({
    queryKey: ['owners', view.owners],
    queryFn: () => fetchOwners(view.owners!),
    enabled: view.owners !== null,
    staleTime: GRAPH_STALE_MS,
    retry: false,
  });

  const pathPiece: GraphPiece | undefined = view.path && path.data?.found ? path.data : undefined;
  const ownersData = view.owners ? owners.data : undefined;
  const ownersPiece: GraphPiece | undefined = useMemo(
    () =>
      ownersData && {
        entities: ownersData.entities,
        relationships: ownersData.chains.flatMap((chain) => chain.relationships),
      },
    [ownersData],
  );

  const graph: NetworkGraph = useMemo(
    () => mergeAll([...networks.data, ...(pathPiece ? [pathPiece] : []), ...(ownersPiece ? [ownersPiece] : [])]),
    [networks.data, pathPiece, ownersPiece],
  );
  const pathHighlight: Highlight = useMemo(() => highlightOf(graph, pathPiece), [graph, pathPiece]);
  const ownersHighlight: Highlight = useMemo(() => highlightOf(graph, ownersPiece), [graph, ownersPiece]);

  const results = networks.results;
  const rootResult = results[0];
  const failed = results
    .map((result, index) => ({ result, request: requests[index]! }))
    .filter(({ result, request }) => result.isError && request.id !== view.root);

  return {
    graph,
    root: { isPending: rootResult?.isPending ?? true, error: rootResult?.error ?? null, data: rootResult?.data },
    isGrowing: results.some((result) => result.isFetching) || path.isFetching || owners.isFetching,
    failedExpansions: failed.map(({ request, result }) => ({ id: request.id, error: result.error })),
    retryFailed: () => failed.forEach(({ result }) => void result.refetch()),
    links: linkCounts(requests, results),
    pendingIds: new Set(requests.filter((_, index) => results[index]?.isPending).map((request) => request.id)),
    path,
    owners,
    pathHighlight,
    ownersHighlight,
  };
}
