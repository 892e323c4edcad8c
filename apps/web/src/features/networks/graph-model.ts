import type { GraphEdge, GraphNode } from '@fleetgraph/shared/contracts/network';

/** What the canvas draws: the entities and relationships gathered so far, each once. */
export interface NetworkGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** Entities and relationships that came together: a network page, a path, owner chains. */
export interface GraphPiece {
  entities: readonly GraphNode[];
  relationships: readonly GraphEdge[];
}

export const EMPTY_GRAPH: NetworkGraph = { nodes: [], edges: [] };

/**
 * Two relationships are one link when they have the same type between the same two entities,
 * whichever way they point (spec section 4: 'without duplicates, including reversed duplicate
 * edges'). Networks of two neighbours both answer the link between them, once from each side.
 */
export function edgeKey(edge: Pick<GraphEdge, 'type' | 'source' | 'target'>): string {
  const [first, second] = edge.source < edge.target ? [edge.source, edge.target] : [edge.target, edge.source];
  return `${edge.type}\u0000${first}\u0000${second}`;
}

/**
 * The graph with a piece added: new entities and links appended in the order they came, ones
 * already there kept as they were. A link whose entity is missing from both is left out, so the
 * canvas never draws an edge to nowhere.
 */
export function mergeGraph(graph: NetworkGraph, piece: GraphPiece): NetworkGraph {
  const nodeIds = new Set(graph.nodes.map((node) => node.id));
  const nodes = [...graph.nodes];
  for (const entity of piece.entities) {
    if (nodeIds.has(entity.id)) continue;
    nodeIds.add(entity.id);
    nodes.push(entity);
  }
  const keys = new Set(graph.edges.map(edgeKey));
  const edges = [...graph.edges];
  for (const relationship of piece.relationships) {
    const key = edgeKey(relationship);
    if (keys.has(key) || !nodeIds.has(relationship.source) || !nodeIds.has(relationship.target)) continue;
    keys.add(key);
    edges.push(relationship);
  }
  return nodes.length === graph.nodes.length && edges.length === graph.edges.length ? graph : { nodes, edges };
}

export function mergeAll(pieces: readonly GraphPiece[]): NetworkGraph {
  return pieces.reduce(mergeGraph, EMPTY_GRAPH);
}

/** Elements to mark on the canvas (a path, owner chains), by the ids the graph holds. */
export interface Highlight {
  nodeIds: Set<string>;
  edgeIds: Set<string>;
}

/**
 * A piece's elements as the graph holds them: a relationship merged away as a duplicate is
 * marked through the link that stands for it.
 */
export function highlightOf(graph: NetworkGraph, piece: GraphPiece | undefined): Highlight {
  if (!piece) return { nodeIds: new Set(), edgeIds: new Set() };
  const byKey = new Map(graph.edges.map((edge) => [edgeKey(edge), edge.id]));
  const edgeIds = new Set<string>();
  for (const relationship of piece.relationships) {
    const id = byKey.get(edgeKey(relationship));
    if (id) edgeIds.add(id);
  }
  return { nodeIds: new Set(piece.entities.map((entity) => entity.id)), edgeIds };
}

export function graphSummary(graph: NetworkGraph): string {
  const nodes = graph.nodes.length;
  const links = graph.edges.length;
  return `${nodes} ${nodes === 1 ? 'node' : 'nodes'}, ${links} ${links === 1 ? 'link' : 'links'}`;
}
