import { GRAPH_PADDING, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '@fleetgraph/shared/constants';

/** Below this even a thousand-node graph fits a small screen; it only guards against empty boxes. */
export const ZOOM_FLOOR = 0.05;

/** A fit never magnifies past this: a two-node graph at 5x would be all label. */
export const FIT_ZOOM_CAP = 1.5;

/**
 * The lowest zoom for a graph: the spec's 1 (section 9), unless the graph is too big to show
 * whole at 1; then as far out as showing it whole, so Fit page always fits the page.
 */
export function lowestZoom(fitLevel: number): number {
  return Math.max(ZOOM_FLOOR, Math.min(ZOOM_MIN, fitLevel));
}

/** The zoom at which a graph of `graph` size fills `view` inside the padding. */
export function fitLevel(graph: { w: number; h: number }, view: { w: number; h: number }, padding = GRAPH_PADDING): number {
  const width = Math.max(view.w - 2 * padding, 1) / Math.max(graph.w, 1);
  const height = Math.max(view.h - 2 * padding, 1) / Math.max(graph.h, 1);
  return Math.min(width, height);
}

export function clampZoom(zoom: number, lowest = ZOOM_MIN): number {
  return Math.min(ZOOM_MAX, Math.max(lowest, zoom));
}

/** One step of 0.1 in or out from `zoom`, on the step grid so repeated steps do not drift. */
export function steppedZoom(zoom: number, direction: 1 | -1, lowest = ZOOM_MIN): number {
  const steps = direction === 1 ? Math.floor(zoom / ZOOM_STEP + 1e-9) + 1 : Math.ceil(zoom / ZOOM_STEP - 1e-9) - 1;
  return clampZoom(Number((steps * ZOOM_STEP).toFixed(10)), lowest);
}
