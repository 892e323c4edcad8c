import type { EntityType } from '@fleetgraph/shared/fleet/relationship-types';

/**
 * Node colours and shapes by type. Shape differs as well as colour so the types stay apart for
 * readers who do not see the colours, and in a greyscale print of an exported PNG.
 */
export const NODE_LOOKS: Record<EntityType, { color: string; shape: 'ellipse' | 'round-rectangle' | 'round-diamond' }> = {
  VESSEL: { color: '#0f8f86', shape: 'ellipse' },
  COMPANY: { color: '#2f5f98', shape: 'round-rectangle' },
  PERSON: { color: '#c2410c', shape: 'round-diamond' },
};

export const ROOT_HALO = '#f2c14e';
export const PATH_COLOR = '#e03131';
export const OWNER_CHAIN_COLOR = '#7048e8';
export const EDGE_COLOR = '#8a9bb0';
export const INK = '#1b2a3a';
