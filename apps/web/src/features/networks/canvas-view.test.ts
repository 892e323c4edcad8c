import { describe, expect, it } from 'vitest';
import type { GraphEdge } from '@fleetgraph/shared/contracts/network';
import { canvasEdges, canvasNodes, formatShare } from './canvas-view';

const none = { nodeIds: new Set<string>(), edgeIds: new Set<string>() };
const link = (share: number | null): GraphEdge => ({
  id: 'r1', source: 'p1', target: 'c1', type: 'ShareholderOf', label: 'is shareholder of', direction: 'OUT',
  IMOID: null, share, startDate: null, endDate: null,
});

describe('what the canvas is given', () => {
  it('labels a link with its phrase and the share where known', () => {
    const graph = { nodes: [], edges: [link(62.5)] };
    expect(canvasEdges(graph, { path: none, owners: none })[0]!.label).toBe('is shareholder of (62.5%)');
    expect(canvasEdges({ nodes: [], edges: [link(null)] }, { path: none, owners: none })[0]!.label).toBe('is shareholder of');
    expect(formatShare(33.33333)).toBe('33.33%');
  });

  it('marks the root, the current node and the path', () => {
    const graph = {
      nodes: [
        { id: 'v1', name: 'POLAR FROST', type: 'VESSEL' as const, fleet: '', containsBO: true },
        { id: 'c1', name: 'Frost Ltd', type: 'COMPANY' as const, fleet: '', containsBO: true },
      ],
      edges: [],
    };
    const nodes = canvasNodes(graph, {
      rootId: 'v1',
      selectedId: 'c1',
      path: { nodeIds: new Set(['c1']), edgeIds: new Set() },
      owners: none,
    });
    expect(nodes.map((node) => [node.label, node.isRoot, node.isSelected, node.isOnPath])).toEqual([
      ['POLAR FROST', true, false, false],
      ['Frost Ltd', false, true, true],
    ]);
  });
});
