import { describe, expect, it } from 'vitest';
import type { GraphEdge, GraphNode } from '@fleetgraph/shared/contracts/network';
import { EMPTY_GRAPH, edgeKey, graphSummary, highlightOf, mergeAll, mergeGraph } from './graph-model';

const node = (id: string, type: GraphNode['type'] = 'COMPANY'): GraphNode => ({
  id,
  name: id.toUpperCase(),
  type,
  fleet: 'Longline',
  containsBO: false,
});

const edge = (id: string, source: string, target: string, type: GraphEdge['type'] = 'OwnerOf'): GraphEdge => ({
  id,
  source,
  target,
  type,
  label: 'is owner of',
  direction: 'OUT',
  IMOID: null,
  share: null,
  startDate: null,
  endDate: null,
});

const vesselNetwork = {
  entities: [node('v1', 'VESSEL'), node('c1'), node('c2')],
  relationships: [edge('r1', 'c1', 'v1'), edge('r2', 'c2', 'v1', 'OperatorOf')],
};

describe('merging a network into the graph', () => {
  it('adds new entities and relationships in the order they came', () => {
    const graph = mergeGraph(EMPTY_GRAPH, vesselNetwork);
    expect(graph.nodes.map((n) => n.id)).toEqual(['v1', 'c1', 'c2']);
    expect(graph.edges.map((e) => e.id)).toEqual(['r1', 'r2']);
  });

  it('keeps each entity and relationship once when an expanded network repeats them', () => {
    const company = {
      entities: [node('c1'), node('v1', 'VESSEL'), node('p1', 'PERSON')],
      relationships: [edge('r1', 'c1', 'v1'), edge('r3', 'p1', 'c1', 'DirectorOf')],
    };
    const graph = mergeAll([vesselNetwork, company]);
    expect(graph.nodes.map((n) => n.id)).toEqual(['v1', 'c1', 'c2', 'p1']);
    expect(graph.edges.map((e) => e.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('treats the same type between the same two entities in the other direction as a duplicate', () => {
    const reversed = { entities: [node('v1', 'VESSEL'), node('c1')], relationships: [edge('r9', 'v1', 'c1')] };
    const graph = mergeAll([vesselNetwork, reversed]);
    expect(graph.edges.map((e) => e.id)).toEqual(['r1', 'r2']);
    expect(edgeKey(edge('a', 'x', 'y'))).toBe(edgeKey(edge('b', 'y', 'x')));
  });

  it('keeps links of different types between the same two entities', () => {
    const graph = mergeGraph(mergeGraph(EMPTY_GRAPH, vesselNetwork), {
      entities: [],
      relationships: [edge('r4', 'c1', 'v1', 'BeneficialOwnerOf'), edge('r5', 'v1', 'c1', 'InsurerOf')],
    });
    expect(graph.edges.map((e) => e.id)).toEqual(['r1', 'r2', 'r4', 'r5']);
  });

  it('leaves out a relationship whose entity is not in the graph', () => {
    const graph = mergeGraph(EMPTY_GRAPH, { entities: [node('a')], relationships: [edge('r1', 'a', 'ghost')] });
    expect(graph.edges).toEqual([]);
  });

  it('returns the same graph when nothing is new, so the canvas has nothing to redraw', () => {
    const graph = mergeGraph(EMPTY_GRAPH, vesselNetwork);
    expect(mergeGraph(graph, vesselNetwork)).toBe(graph);
  });

  it('gives the same nodes and links whatever order the networks merge in', () => {
    const company = { entities: [node('c1'), node('v2', 'VESSEL')], relationships: [edge('r7', 'v1', 'c1'), edge('r8', 'c1', 'v2')] };
    const one = mergeAll([vesselNetwork, company]);
    const other = mergeAll([company, vesselNetwork]);
    expect(new Set(one.nodes.map((n) => n.id))).toEqual(new Set(other.nodes.map((n) => n.id)));
    expect(new Set(one.edges.map(edgeKey))).toEqual(new Set(other.edges.map(edgeKey)));
  });
});

describe('highlighting a path or an owner chain', () => {
  it('marks a relationship merged away through the link that stands for it', () => {
    const graph = mergeGraph(EMPTY_GRAPH, vesselNetwork);
    const path = { entities: [node('v1', 'VESSEL'), node('c1')], relationships: [edge('r9', 'v1', 'c1')] };
    const highlight = highlightOf(graph, path);
    expect([...highlight.edgeIds]).toEqual(['r1']);
    expect([...highlight.nodeIds]).toEqual(['v1', 'c1']);
  });

  it('marks nothing without a piece', () => {
    expect(highlightOf(EMPTY_GRAPH, undefined).nodeIds.size).toBe(0);
  });
});

describe('the status line', () => {
  it('counts nodes and links', () => {
    expect(graphSummary(mergeGraph(EMPTY_GRAPH, vesselNetwork))).toBe('3 nodes, 2 links');
    expect(graphSummary(mergeGraph(EMPTY_GRAPH, { entities: [node('a')], relationships: [] }))).toBe('1 node, 0 links');
  });
});
