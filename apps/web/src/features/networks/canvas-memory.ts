import type { CanvasSnapshot } from '../../graph-canvas/canvas-elements';
import { isLayoutName, type LayoutName } from '../../graph-canvas/graph-layouts';

/**
 * Where the reader left the graph, for this browser tab only (spec section 4: pan and zoom are
 * saved, and loading another graph resets them). Sign-out clears every fleetgraph.* session key.
 */
const CANVAS_KEY = 'fleetgraph.networks.canvas';
const LAST_VIEW_KEY = 'fleetgraph.networks.lastView';

export interface RememberedCanvas {
  root: string;
  layout: LayoutName;
  snapshot: CanvasSnapshot;
}

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience of coming back to the same view.
  }
}

export function rememberedCanvas(root: string): RememberedCanvas | null {
  const saved = read(CANVAS_KEY) as Partial<RememberedCanvas> | null;
  if (!saved || saved.root !== root || !isLayoutName(saved.layout) || typeof saved.snapshot?.zoom !== 'number') return null;
  return saved as RememberedCanvas;
}

export function rememberCanvas(canvas: RememberedCanvas): void {
  write(CANVAS_KEY, canvas);
}

export function forgetCanvas(): void {
  sessionStorage.removeItem(CANVAS_KEY);
}

/** The query string of the graph last shown, so the Networks menu link comes back to it. */
export function lastViewQuery(): string | null {
  const query = read(LAST_VIEW_KEY);
  return typeof query === 'string' && query.startsWith('root=') ? query : null;
}

export function rememberLastView(query: string): void {
  write(LAST_VIEW_KEY, query);
}
