import type { LayoutOptions, NodeSingular } from 'cytoscape';
import { GRAPH_ANIMATION_MS, GRAPH_PADDING } from '@fleetgraph/shared/constants';
import type { Point } from './canvas-elements';

/** The spec's layout options (section 2): standard is fcose, hierarchical is dagre. */
export const LAYOUT_NAMES = ['standard', 'hierarchical', 'cose', 'breadthfirst', 'concentric', 'circle', 'grid', 'random'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export const LAYOUT_LABELS: Record<LayoutName, string> = {
  standard: 'Standard',
  hierarchical: 'Hierarchical',
  cose: 'Cose',
  breadthfirst: 'Breadthfirst',
  concentric: 'Concentric',
  circle: 'Circle',
  grid: 'Grid',
  random: 'Random',
};

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

const common = {
  padding: GRAPH_PADDING,
  animate: true,
  animationDuration: GRAPH_ANIMATION_MS,
  fit: true,
  nodeDimensionsIncludeLabels: true,
};

// fcose, measured on this machine class: 300 nodes in 0.19 s and 1,000 in 1.7 s (DESIGN section 7).
const fcose = {
  ...common,
  name: 'fcose',
  quality: 'default',
  idealEdgeLength: () => 120,
  nodeRepulsion: () => 9000,
  nodeSeparation: 90,
};

/** Options to lay out the whole graph with `name`; `rootId` anchors the layouts that need a start. */
export function layoutOptions(name: LayoutName, rootId: string): LayoutOptions {
  switch (name) {
    case 'standard':
      return fcose as LayoutOptions;
    case 'hierarchical':
      // Spec section 9: bottom to top, so owners sit above what they own.
      return { ...common, name: 'dagre', rankDir: 'BT', nodeSep: 30, rankSep: 90 } as LayoutOptions;
    case 'cose':
      // cose is 20x slower than fcose: animate only the end state.
      return { ...common, name: 'cose', animate: 'end', idealEdgeLength: () => 110 } as LayoutOptions;
    case 'breadthfirst':
      return { ...common, name: 'breadthfirst', roots: [rootId], spacingFactor: 1.1, avoidOverlap: true };
    case 'concentric':
      return {
        ...common,
        name: 'concentric',
        minNodeSpacing: 40,
        avoidOverlap: true,
        concentric: (node: NodeSingular) => (node.id() === rootId ? 1_000_000 : node.degree(false)),
        levelWidth: () => 2,
      } as LayoutOptions;
    case 'circle':
    case 'grid':
    case 'random':
      return { ...common, name };
  }
}

/**
 * Standard (fcose) with the nodes already drawn held where they are, so expanding a node moves
 * only what it brought in (DESIGN section 7: lay out only new nodes on expand).
 */
export function incrementalLayoutOptions(fixed: { nodeId: string; position: Point }[]): LayoutOptions {
  // fcose needs 'proof' quality to start from the current positions instead of random ones.
  return { ...fcose, quality: 'proof', randomize: false, fit: false, fixedNodeConstraint: fixed } as LayoutOptions;
}
