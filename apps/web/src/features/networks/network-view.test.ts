import { describe, expect, it } from 'vitest';
import {
  expandNode,
  isExpanded,
  MAX_EXPANDED_IN_URL,
  newNetworkView,
  parseNetworkView,
  serializeNetworkView,
  withOwners,
  withPath,
} from './network-view';

const parse = (query: string) => parseNetworkView(new URLSearchParams(query));

describe('the graph in the URL', () => {
  it('reads the root and the expanded entities', () => {
    expect(parse('root=demo-sample-1&expanded=c1,c2')).toEqual({
      root: 'demo-sample-1',
      expanded: ['c1', 'c2'],
      path: null,
      owners: null,
    });
  });

  it('has no graph without a root', () => {
    expect(parse('')).toBeNull();
    expect(parse('root=&expanded=c1')).toBeNull();
  });

  it('drops repeated ids and the root from the expanded list', () => {
    expect(parse('root=v1&expanded=c1,v1,c1,,c2')?.expanded).toEqual(['c1', 'c2']);
  });

  it('reads a path only with both ends', () => {
    expect(parse('root=v1&path=v1,v2')?.path).toEqual(['v1', 'v2']);
    expect(parse('root=v1&path=v1')?.path).toBeNull();
  });

  it('writes a readable link that reads back the same', () => {
    const view = withOwners(withPath(expandNode(expandNode(newNetworkView('v1'), 'c1'), 'p 2'), ['v1', 'c9']), 'c1');
    const query = serializeNetworkView(view);
    expect(query).toBe('root=v1&expanded=c1,p+2&path=v1,c9&owners=c1');
    expect(parse(query)).toEqual(view);
  });

  it('keeps ids with commas and percent signs whole', () => {
    const view = expandNode(newNetworkView('a,b'), 'x%2Cy,z');
    expect(parse(serializeNetworkView(view))).toEqual(view);
  });
});

describe('the expanded set', () => {
  it('adds an entity once and counts the root as expanded', () => {
    const view = expandNode(expandNode(newNetworkView('v1'), 'c1'), 'c1');
    expect(view.expanded).toEqual(['c1']);
    expect(isExpanded(view, 'v1')).toBe(true);
    expect(isExpanded(view, 'c1')).toBe(true);
    expect(isExpanded(view, 'c2')).toBe(false);
    expect(expandNode(view, 'v1')).toBe(view);
  });

  it('stops growing at the URL limit', () => {
    let view = newNetworkView('v1');
    for (let i = 0; i < MAX_EXPANDED_IN_URL + 5; i += 1) view = expandNode(view, `c${i}`);
    expect(view.expanded).toHaveLength(MAX_EXPANDED_IN_URL);
  });
});
