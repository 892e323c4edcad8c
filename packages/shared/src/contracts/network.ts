import { z } from 'zod';
import { ENTITY_TYPES, RELATIONSHIP_TYPES } from '../fleet/relationship-types';

/** Tier 1 sees vessels only (spec section 6); a network shows the companies and persons behind them. */
export const TIER_1_NO_NETWORKS = 'Your tier can search vessels only. Upgrade to explore ownership networks.';
export const PATH_NOT_FOUND = 'No connection within 6 steps.';

/** At most this many links of one entity come in one answer; a hub's others come page by page. */
export const NETWORK_PAGE_SIZE = 200;
/** The path search looks this many steps out at most. */
export const PATH_MAX_HOPS = 6;

const entityId = z.string().min(1).max(200);

/** A graph node: one entity with what the canvas and the details panel need. */
export const graphNode = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  fleet: z.string(),
  containsBO: z.boolean(),
});
export type GraphNode = z.infer<typeof graphNode>;

/** A graph edge: `source` is `label` of `target` ('is registered owner of'). */
export const graphEdge = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  type: z.enum(RELATIONSHIP_TYPES),
  /** The spec's phrase for the type (RELATIONSHIP_PHRASES). */
  label: z.string(),
  /** OUT when the entity asked about is the source, IN when it is the target. */
  direction: z.enum(['OUT', 'IN']),
  /** The IMO number of the vessel at either end, if a vessel with one is there. */
  IMOID: z.string().nullable(),
  /** Ownership share in percent where known. */
  share: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type GraphEdge = z.infer<typeof graphEdge>;

/** GET /api/fleet/v1/network/{id}?offset&limit */
export const networkQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(NETWORK_PAGE_SIZE).default(NETWORK_PAGE_SIZE),
});
export type NetworkQuery = z.infer<typeof networkQuery>;

export const networkResponse = z.object({
  root: graphNode,
  /** The root first, then the neighbours on this page. */
  entities: z.array(graphNode),
  relationships: z.array(graphEdge),
  /** The root's links in all; this page holds `relationships` from `offset`; `nextOffset` asks for the next page. */
  links: z.object({ total: z.number().int(), offset: z.number().int(), nextOffset: z.number().int().nullable() }),
});
export type NetworkResponse = z.infer<typeof networkResponse>;

/** GET /api/fleet/v1/path?from=&to= */
export const pathQuery = z.object({ from: entityId, to: entityId });
export type PathQuery = z.infer<typeof pathQuery>;

export const pathResponse = z.object({
  found: z.boolean(),
  /** Steps between the two; 0 when from and to are one entity. */
  hops: z.number().int(),
  /** From `from` to `to`, in order. */
  entities: z.array(graphNode),
  /** One a step: relationships[i] joins entities[i] and entities[i + 1], in either direction. */
  relationships: z.array(graphEdge),
  /** Why nothing was found, for the page to show. */
  message: z.string().optional(),
});
export type PathResponse = z.infer<typeof pathResponse>;

/** GET /api/fleet/v1/owners/{id} */
export const ownerChain = z.object({
  /** Entity ids from the top owner down to the entity asked about. */
  path: z.array(z.string()),
  /** The ownership links along the chain, top first. */
  relationships: z.array(graphEdge),
  /** The product of the shares along the chain in percent, when every share is known. */
  effectiveShare: z.number().nullable(),
  /** True when the chain stopped at an entity it had passed already. */
  isCycle: z.boolean(),
});
export type OwnerChain = z.infer<typeof ownerChain>;

export const ownersResponse = z.object({
  root: graphNode,
  /** Every entity on any chain, the root among them. */
  entities: z.array(graphNode),
  chains: z.array(ownerChain),
  /** The entities at the top of the chains, with their summed effective share where known. */
  owners: z.array(graphNode.extend({ effectiveShare: z.number().nullable() })),
  /** True when the walk stopped at its limits (depth 10, 200 chains) before the top. */
  isTruncated: z.boolean(),
});
export type OwnersResponse = z.infer<typeof ownersResponse>;
