import { TIER_1_NO_NETWORKS, type NetworkQuery, type NetworkResponse } from '@fleetgraph/shared/contracts/network';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { Forbidden, NotFound } from '../http/errors';
import { toGraphEdge, toGraphNode } from './graph-mapping';
import { findNodes, linksOf, type NodeRow } from './network.repo';
import { typesAllowedFor } from './search.service';

/** Tier 1 sees vessels only (spec section 6); a network would show the companies and persons behind them. */
export function ensureNetworksAllowed(actor: Actor): void {
  if (!typesAllowedFor(actor).includes('COMPANY')) throw new Forbidden(TIER_1_NO_NETWORKS);
}

export async function requireNode(deps: Deps, id: string): Promise<NodeRow> {
  const node = (await findNodes(deps.db, [id])).get(id);
  if (!node) throw new NotFound(SERVER_MESSAGES.notFound);
  return node;
}

/** An entity with one page of its links and the entities at their other ends. */
export async function readNetwork(deps: Deps, actor: Actor, id: string, query: NetworkQuery): Promise<NetworkResponse> {
  ensureNetworksAllowed(actor);
  const root = await requireNode(deps, id);
  const { rows, total } = await linksOf(deps.db, id, query.limit, query.offset);
  const nodes = await findNodes(deps.db, rows.map((link) => (link.source_id === id ? link.target_id : link.source_id)));
  nodes.set(root.id, root);
  const neighbours = [...nodes.values()].filter((node) => node.id !== id).sort((a, b) => a.name.localeCompare(b.name));
  const next = query.offset + rows.length;
  return {
    root: toGraphNode(root),
    entities: [root, ...neighbours].map(toGraphNode),
    relationships: rows.map((link) => toGraphEdge(link, id, nodes)),
    links: { total, offset: query.offset, nextOffset: next < total ? next : null },
  };
}
