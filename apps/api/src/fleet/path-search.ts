import { PATH_MAX_HOPS, PATH_NOT_FOUND, type PathResponse } from '@fleetgraph/shared/contracts/network';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { toGraphEdge, toGraphNode } from './graph-mapping';
import { countLinksTouching, findBridge, findLinks, findNodes, linkEndsTouching, type LinkEnds } from './network.repo';
import { ensureNetworksAllowed, requireNode } from './network.service';

/** How many entities a search may reach before it gives up: hubs fan out to thousands a step. */
const VISIT_CAP = 200_000;

interface Reached {
  previous: string | null;
  link: LinkEnds | null;
}

interface Side {
  reached: Map<string, Reached>;
  frontier: string[];
}

/** Below this many entities a frontier is widened without counting its links first. */
const SMALL_FRONTIER = 64;

/**
 * The shortest connection between two entities over links in either direction, up to six steps:
 * a breadth-first search from both ends at once, one query a step. Each step widens the side
 * with fewer links (a frontier of a thousand vessels has fewer than one insurer with its fleet);
 * the first step on which the sides meet gives a shortest path. The last step only asks whether
 * any link joins the two sides, instead of reading every link of the frontier.
 */
export async function findPath(deps: Deps, actor: Actor, fromId: string, toId: string): Promise<PathResponse> {
  ensureNetworksAllowed(actor);
  await Promise.all([requireNode(deps, fromId), requireNode(deps, toId)]);
  const ids = fromId === toId ? [{ id: fromId, link: null }] : await searchBothWays(deps, fromId, toId);
  if (!ids) return { found: false, hops: 0, entities: [], relationships: [], message: PATH_NOT_FOUND };
  const [nodes, links] = await Promise.all([
    findNodes(deps.db, ids.map((step) => step.id)),
    findLinks(deps.db, ids.flatMap((step) => (step.link ? [step.link.id] : []))),
  ]);
  return {
    found: true,
    hops: ids.length - 1,
    entities: ids.map((step) => toGraphNode(nodes.get(step.id)!)),
    relationships: ids.slice(1).map((step, index) => toGraphEdge(links.get(step.link!.id)!, ids[index]!.id, nodes)),
  };
}

async function searchBothWays(deps: Deps, fromId: string, toId: string): Promise<{ id: string; link: LinkEnds | null }[] | null> {
  const start: Side = { reached: new Map([[fromId, { previous: null, link: null }]]), frontier: [fromId] };
  const end: Side = { reached: new Map([[toId, { previous: null, link: null }]]), frontier: [toId] };
  for (let hops = 0; hops < PATH_MAX_HOPS; hops += 1) {
    if (start.frontier.length === 0 || end.frontier.length === 0) return null;
    if (start.reached.size + end.reached.size > VISIT_CAP) return null;
    const [near, far] = await cheaperSideFirst(deps, start, end);
    const meeting = hops === PATH_MAX_HOPS - 1 ? await bridge(deps, near, far) : await widen(deps, near, far);
    if (meeting) return joinAt(meeting, start, end);
  }
  return null;
}

async function cheaperSideFirst(deps: Deps, a: Side, b: Side): Promise<[Side, Side]> {
  if (a.frontier.length + b.frontier.length <= SMALL_FRONTIER) return a.frontier.length <= b.frontier.length ? [a, b] : [b, a];
  const [linksOfA, linksOfB] = await Promise.all([countLinksTouching(deps.db, a.frontier), countLinksTouching(deps.db, b.frontier)]);
  return linksOfA <= linksOfB ? [a, b] : [b, a];
}

/** The last step: a link from the side's frontier to anything the other side has reached. */
async function bridge(deps: Deps, side: Side, other: Side): Promise<string | null> {
  const link = await findBridge(deps.db, side.frontier, [...other.reached.keys()]);
  if (!link) return null;
  const [from, to] = side.reached.has(link.source_id) && other.reached.has(link.target_id) ? [link.source_id, link.target_id] : [link.target_id, link.source_id];
  side.reached.set(to, { previous: from, link });
  return to;
}

/** Takes one step out from every entity of the side's frontier; answers where it met the other side. */
async function widen(deps: Deps, side: Side, other: Side): Promise<string | null> {
  const inFrontier = new Set(side.frontier);
  const links = await linkEndsTouching(deps.db, side.frontier, VISIT_CAP);
  const next: string[] = [];
  let meeting: string | null = null;
  for (const link of links) {
    for (const [from, to] of [[link.source_id, link.target_id], [link.target_id, link.source_id]] as const) {
      if (!inFrontier.has(from) || side.reached.has(to)) continue;
      side.reached.set(to, { previous: from, link });
      next.push(to);
      if (meeting === null && other.reached.has(to)) meeting = to;
    }
  }
  side.frontier = next;
  return meeting;
}

/** The path start → meeting → end, each entity with the link that reached it from the one before. */
function joinAt(meeting: string, start: Side, end: Side): { id: string; link: LinkEnds | null }[] {
  const towardsStart: { id: string; link: LinkEnds | null }[] = [];
  for (let id: string | null = meeting; id !== null; id = start.reached.get(id)!.previous) {
    towardsStart.unshift({ id, link: start.reached.get(id)!.link });
  }
  const path = towardsStart;
  for (let step = end.reached.get(meeting)!; step.previous !== null; step = end.reached.get(step.previous)!) {
    path.push({ id: step.previous, link: step.link });
  }
  return path;
}
