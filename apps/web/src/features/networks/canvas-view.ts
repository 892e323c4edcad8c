import type { CanvasEdge, CanvasNode } from '../../graph-canvas/canvas-elements';
import type { Highlight, NetworkGraph } from './graph-model';

export interface CanvasMarks {
  rootId: string;
  selectedId: string | null;
  path: Highlight;
  owners: Highlight;
}

/** The graph as the canvas draws it: names as labels, the root, the current node and the marks. */
export function canvasNodes(graph: NetworkGraph, marks: CanvasMarks): CanvasNode[] {
  return graph.nodes.map((node) => ({
    id: node.id,
    label: node.name,
    type: node.type,
    isRoot: node.id === marks.rootId,
    isSelected: node.id === marks.selectedId,
    isOnPath: marks.path.nodeIds.has(node.id),
    isOwnerChain: marks.owners.nodeIds.has(node.id),
  }));
}

/** Each link shows its phrase ('is registered owner of'), with the share where one is known. */
export function canvasEdges(graph: NetworkGraph, marks: Pick<CanvasMarks, 'path' | 'owners'>): CanvasEdge[] {
  return graph.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: edge.share === null ? edge.label : `${edge.label} (${formatShare(edge.share)})`,
    isOnPath: marks.path.edgeIds.has(edge.id),
    isOwnerChain: marks.owners.edgeIds.has(edge.id),
  }));
}

export function formatShare(share: number): string {
  return `${Number(share.toFixed(2))}%`;
}
