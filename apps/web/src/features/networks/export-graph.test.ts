import { describe, expect, it } from 'vitest';
import type { GraphEdge, GraphNode } from '@fleetgraph/shared/contracts/network';
import { exportFileName, graphExport } from './export-graph';
import { expandNode, newNetworkView } from './network-view';

const vessel: GraphNode = { id: 'v1', name: 'POLAR FROST', type: 'VESSEL', fleet: 'Reefer', containsBO: true };
const owner: GraphNode = { id: 'c1', name: 'Frost Holdings', type: 'COMPANY', fleet: 'Reefer', containsBO: true };
const link: GraphEdge = {
  id: 'r1', source: 'c1', target: 'v1', type: 'OwnerOf', label: 'is owner of', direction: 'IN',
  IMOID: '9074729', share: 100, startDate: '2010-01-01', endDate: null,
};

describe('exporting the graph', () => {
  it('writes the nodes with the root marked, the links with their phrase, and positions where known', () => {
    const json = graphExport({ nodes: [vessel, owner], edges: [link] }, expandNode(newNetworkView('v1'), 'c1'), {
      v1: { x: 1, y: 2 },
    });
    expect(json.root).toBe('v1');
    expect(json.expanded).toEqual(['c1']);
    expect(json.nodes[0]).toMatchObject({ id: 'v1', isRoot: true, position: { x: 1, y: 2 } });
    expect(json.nodes[1]).not.toHaveProperty('position');
    expect(json.edges[0]).toMatchObject({ source: 'c1', target: 'v1', label: 'is owner of', share: 100 });
  });

  it('names the file after the root', () => {
    expect(exportFileName('demo-sample-1', 'png')).toBe('fleetgraph-demo-sample-1.png');
    expect(exportFileName('a/b c', 'json')).toBe('fleetgraph-a_b_c.json');
  });
});
