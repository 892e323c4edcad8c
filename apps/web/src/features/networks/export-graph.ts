import type { Point } from '../../graph-canvas/canvas-elements';
import type { NetworkGraph } from './graph-model';
import type { NetworkView } from './network-view';

/** The graph as a JSON document a reader can keep or load into another tool. */
export function graphExport(graph: NetworkGraph, view: NetworkView, positions: Readonly<Record<string, Point>> = {}) {
  return {
    root: view.root,
    expanded: view.expanded,
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      name: node.name,
      type: node.type,
      fleet: node.fleet,
      containsBO: node.containsBO,
      isRoot: node.id === view.root,
      ...(positions[node.id] ? { position: positions[node.id] } : {}),
    })),
    edges: graph.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: edge.type,
      label: edge.label,
      share: edge.share,
      startDate: edge.startDate,
      endDate: edge.endDate,
    })),
  };
}

/** 'fleetgraph-demo-sample-1.png': the root's id, kept to characters every file system takes. */
export function exportFileName(root: string, extension: 'png' | 'json'): string {
  return `fleetgraph-${root.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80)}.${extension}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL only holds the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
