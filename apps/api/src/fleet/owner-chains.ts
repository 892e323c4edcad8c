import type { OwnerChain, OwnersResponse } from '@fleetgraph/shared/contracts/network';
import type { RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { toGraphEdge, toGraphNode } from './graph-mapping';
import { findNodes, ownershipLinksInto, type LinkRow } from './network.repo';
import { ensureNetworksAllowed, requireNode } from './network.service';

const MAX_DEPTH = 10;
const MAX_CHAINS = 200;

/** When one owner holds another by several links (beneficial owner and shareholder), the chain follows one. */
const PREFERRED: readonly RelationshipType[] = ['ShareholderOf', 'OwnerOf', 'shareholderofIN', 'BeneficialOwnerOf', 'RegisteredOwnerOf'];

interface OpenChain {
  /** From the entity asked about upwards. */
  ids: string[];
  links: LinkRow[];
}

/**
 * Every chain of ownership above an entity to the owners at its top, walked one level at a time
 * (one query a level). A chain that comes back to an entity it has passed stops there, marked
 * as a cycle; the walk stops at 10 levels or 200 chains and says so.
 */
export async function findOwners(deps: Deps, actor: Actor, id: string): Promise<OwnersResponse> {
  ensureNetworksAllowed(actor);
  const root = await requireNode(deps, id);
  const done: (OpenChain & { isCycle: boolean })[] = [];
  let open: OpenChain[] = [{ ids: [id], links: [] }];
  let isTruncated = false;
  for (let depth = 0; open.length > 0; depth += 1) {
    if (depth === MAX_DEPTH || done.length + open.length > MAX_CHAINS) {
      isTruncated = true;
      done.push(...open.filter((chain) => chain.links.length > 0).map((chain) => ({ ...chain, isCycle: false })));
      break;
    }
    const ownersOf = groupByOwned(await ownershipLinksInto(deps.db, [...new Set(open.map((chain) => chain.ids.at(-1)!))]));
    const next: OpenChain[] = [];
    for (const chain of open) {
      const links = ownersOf.get(chain.ids.at(-1)!) ?? [];
      if (links.length === 0 && chain.links.length > 0) done.push({ ...chain, isCycle: false });
      for (const link of links) {
        if (chain.ids.includes(link.source_id)) done.push({ ...chain, isCycle: true });
        else next.push({ ids: [...chain.ids, link.source_id], links: [...chain.links, link] });
      }
    }
    open = next;
  }

  const nodes = await findNodes(deps.db, [id, ...done.flatMap((chain) => chain.ids)]);
  nodes.set(root.id, root);
  const chains: OwnerChain[] = done.map((chain) => ({
    path: [...chain.ids].reverse(),
    relationships: [...chain.links].reverse().map((link) => toGraphEdge(link, link.source_id, nodes)),
    effectiveShare: effectiveShare(chain.links),
    isCycle: chain.isCycle,
  }));
  return {
    root: toGraphNode(root),
    entities: [...nodes.values()].map(toGraphNode),
    chains,
    owners: topOwners(chains, nodes),
    isTruncated,
  };
}

/** Ownership links by the entity owned, one link per owner (the preferred type, a known share first). */
function groupByOwned(links: LinkRow[]): Map<string, LinkRow[]> {
  const rank = (link: LinkRow) => (link.share === null ? 10 : 0) + PREFERRED.indexOf(link.type as RelationshipType);
  const best = new Map<string, LinkRow>();
  for (const link of links) {
    const key = `${link.target_id} ${link.source_id}`;
    const kept = best.get(key);
    if (!kept || rank(link) < rank(kept)) best.set(key, link);
  }
  const byOwned = new Map<string, LinkRow[]>();
  for (const link of best.values()) byOwned.set(link.target_id, [...(byOwned.get(link.target_id) ?? []), link]);
  return byOwned;
}

/** The product of the shares along a chain, in percent, when every share on it is known. */
export function effectiveShare(links: readonly { share: number | null }[]): number | null {
  if (links.length === 0 || links.some((link) => link.share === null)) return null;
  return Math.round(links.reduce((product, link) => product * (link.share! / 100), 100) * 100) / 100;
}

const larger = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * The entity at the top of each chain (for a cycle, the last before it closes), with the largest
 * effective share it holds by any one chain: shares along different chains may overlap, so they
 * are not added up.
 */
function topOwners(chains: OwnerChain[], nodes: Map<string, Parameters<typeof toGraphNode>[0]>): OwnersResponse['owners'] {
  const owners = new Map<string, number | null>();
  for (const chain of chains) {
    const top = chain.path[0]!;
    owners.set(top, owners.has(top) ? larger(owners.get(top) ?? null, chain.effectiveShare) : chain.effectiveShare);
  }
  return [...owners.entries()].map(([ownerId, share]) => ({ ...toGraphNode(nodes.get(ownerId)!), effectiveShare: share }));
}
