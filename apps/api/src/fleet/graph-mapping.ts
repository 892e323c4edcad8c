import type { GraphEdge, GraphNode } from '@fleetgraph/shared/contracts/network';
import { RELATIONSHIP_PHRASES, type EntityType, type RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';
import type { LinkRow, NodeRow } from './network.repo';

export function toGraphNode(row: NodeRow): GraphNode {
  return { id: row.id, name: row.name, type: row.type as EntityType, fleet: row.fleet.join(', '), containsBO: row.contains_bo };
}

/** A link as the graph shows it, its direction seen from `seenFrom`. */
export function toGraphEdge(link: LinkRow, seenFrom: string, nodes: Map<string, NodeRow>): GraphEdge {
  const type = link.type as RelationshipType;
  return {
    id: link.id,
    source: link.source_id,
    target: link.target_id,
    type,
    label: RELATIONSHIP_PHRASES[type],
    direction: link.source_id === seenFrom ? 'OUT' : 'IN',
    IMOID: nodes.get(link.source_id)?.imo ?? nodes.get(link.target_id)?.imo ?? null,
    share: link.share,
    startDate: link.start_date,
    endDate: link.end_date,
  };
}
