import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCanvas, lastViewQuery, rememberCanvas, rememberedCanvas, rememberLastView } from './canvas-memory';

const snapshot = { zoom: 1.4, pan: { x: 10, y: 20 }, positions: { v1: { x: 0, y: 0 } } };

describe('where the reader left the graph', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back pan, zoom and positions for the same graph only', () => {
    rememberCanvas({ root: 'v1', layout: 'hierarchical', snapshot });
    expect(rememberedCanvas('v1')).toEqual({ root: 'v1', layout: 'hierarchical', snapshot });
    expect(rememberedCanvas('v2')).toBeNull();
  });

  it('forgets them when another graph is loaded', () => {
    rememberCanvas({ root: 'v1', layout: 'standard', snapshot });
    forgetCanvas();
    expect(rememberedCanvas('v1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('fleetgraph.networks.canvas', '{not json');
    expect(rememberedCanvas('v1')).toBeNull();
    sessionStorage.setItem('fleetgraph.networks.canvas', JSON.stringify({ root: 'v1', layout: 'spiral', snapshot }));
    expect(rememberedCanvas('v1')).toBeNull();
  });

  it('remembers the last graph shown for the Networks menu link', () => {
    expect(lastViewQuery()).toBeNull();
    rememberLastView('root=v1&expanded=c1');
    expect(lastViewQuery()).toBe('root=v1&expanded=c1');
  });
});
