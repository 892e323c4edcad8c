import type { EntityType } from '@fleetgraph/shared/fleet/relationship-types';

/** A node as the canvas draws it; the networks feature says what it is, the canvas how it looks. */
export interface CanvasNode {
  id: string;
  label: string;
  type: EntityType;
  isRoot: boolean;
  isSelected: boolean;
  isOnPath: boolean;
  isOwnerChain: boolean;
}

export interface CanvasEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  isOnPath: boolean;
  isOwnerChain: boolean;
}

export interface Point {
  x: number;
  y: number;
}

/** Where the reader left the graph: restored when they come back to it. */
export interface CanvasSnapshot {
  zoom: number;
  pan: Point;
  positions: Record<string, Point>;
}

export const TYPE_CLASSES: Record<EntityType, string> = { VESSEL: 'vessel', COMPANY: 'company', PERSON: 'person' };

export function nodeClasses(node: CanvasNode): string {
  return [
    TYPE_CLASSES[node.type],
    node.isRoot && 'root',
    node.isSelected && 'current',
    node.isOnPath && 'on-path',
    node.isOwnerChain && 'owner-chain',
  ]
    .filter(Boolean)
    .join(' ');
}

export function edgeClasses(edge: CanvasEdge): string {
  return [edge.isOnPath && 'on-path', edge.isOwnerChain && 'owner-chain'].filter(Boolean).join(' ');
}
