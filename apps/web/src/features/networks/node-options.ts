import type { GraphNode } from '@fleetgraph/shared/contracts/network';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';

/** The graph's nodes as select options, by name, the type telling apart entities of one name. */
export function nodeOptions(nodes: readonly GraphNode[]): { value: string; label: string }[] {
  return nodes
    .map((node) => ({ value: node.id, label: `${node.name} (${ENTITY_TYPE_LABELS[node.type]})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
