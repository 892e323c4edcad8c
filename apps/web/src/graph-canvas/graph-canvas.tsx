import cytoscape, { type Core, type EventObject, type Layouts } from 'cytoscape';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { FIT_ANIMATION_MS, GRAPH_PADDING, ZOOM_MAX, ZOOM_MIN } from '@fleetgraph/shared/constants';
import type { CanvasEdge, CanvasNode, CanvasSnapshot, Point } from './canvas-elements';
import { isDoubleTap, type Tap } from './double-tap';
import { incrementalLayoutOptions, layoutOptions, type LayoutName } from './graph-layouts';
import { GRAPH_STYLES } from './graph-styles';
import { registerExtensions } from './register-extensions';
import { syncElements } from './sync-elements';
import { FIT_ZOOM_CAP, fitLevel, lowestZoom, steppedZoom, ZOOM_FLOOR } from './zoom';

/** Lets the zoom go out as far as showing this graph whole, and no further (see lowestZoom). */
function settleZoomRange(cy: Core): void {
  const box = cy.elements().boundingBox();
  cy.minZoom(lowestZoom(fitLevel(box, { w: cy.width(), h: cy.height() })));
}

function fitAll(cy: Core): void {
  settleZoomRange(cy);
  // The fit is worked out when the animation starts, so the cap can go straight back.
  cy.maxZoom(FIT_ZOOM_CAP);
  cy.animate({ fit: { eles: cy.elements(), padding: GRAPH_PADDING }, duration: FIT_ANIMATION_MS });
  cy.maxZoom(ZOOM_MAX);
}

function isAnyOutOfView(cy: Core, ids: readonly string[]): boolean {
  const view = cy.extent();
  return ids.some((id) => {
    const { x, y } = cy.getElementById(id).position();
    return x < view.x1 || x > view.x2 || y < view.y1 || y > view.y2;
  });
}

const LAYOUT_MEASURE = 'graph-layout';

/** How far from a covering panel a node must stand to count as in view. */
const REVEAL_MARGIN = 40;

export interface GraphCanvasHandle {
  zoomStep(direction: 1 | -1): void;
  fit(): void;
  /** Centres a node, for readers who pick it from a list instead of the canvas. */
  focusNode(id: string): void;
  /** Pans a node out from under a panel covering the canvas's right `inset` pixels, if it is there. */
  revealNode(id: string, inset: number): void;
  /** The whole graph (not just what is in view) as a PNG, white behind it. */
  pngBlob(): Promise<Blob>;
  snapshot(): CanvasSnapshot;
}

interface Props {
  nodes: readonly CanvasNode[];
  edges: readonly CanvasEdge[];
  rootId: string;
  layout: LayoutName;
  /** Where the reader left this graph before; read once, when the canvas mounts. */
  restore?: CanvasSnapshot | null;
  onNodeTap(id: string): void;
  onNodeDoubleTap(id: string): void;
  /** A right click or a long press on a node; `at` is the node's position in the canvas box. */
  onNodeMenu(id: string, at: Point): void;
  onBackgroundTap(): void;
  /** Pan, zoom or node positions changed (many times a second while panning: debounce it). */
  onViewChange(): void;
  ref?: Ref<GraphCanvasHandle>;
}

/** The ownership graph drawn by cytoscape; the only component that talks to it. */
export function GraphCanvas({ nodes, edges, rootId, layout, restore, ref, ...events }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const runningLayout = useRef<Layouts | null>(null);
  const remembered = useRef(restore ?? null);
  const lastLayout = useRef(layout);

  const onTap = useEffectEvent((event: EventObject, last: { tap: Tap | null }) => {
    const tap = { id: event.target.id() as string, at: event.timeStamp };
    if (isDoubleTap(last.tap, tap)) {
      last.tap = null;
      events.onNodeDoubleTap(tap.id);
    } else {
      last.tap = tap;
      events.onNodeTap(tap.id);
    }
  });
  const onMenu = useEffectEvent((event: EventObject) => {
    events.onNodeMenu(event.target.id(), event.target.renderedPosition());
  });
  const onBackgroundTap = useEffectEvent(() => events.onBackgroundTap());
  const onViewChange = useEffectEvent(() => events.onViewChange());

  useEffect(() => {
    registerExtensions();
    const container = containerRef.current!;
    const cy = cytoscape({
      container,
      style: GRAPH_STYLES,
      minZoom: ZOOM_MIN,
      maxZoom: ZOOM_MAX,
      boxSelectionEnabled: false,
      selectionType: 'single',
    });
    cyRef.current = cy;
    const last = { tap: null as Tap | null };
    cy.on('tap', 'node', (event) => onTap(event, last));
    cy.on('cxttap taphold', 'node', onMenu);
    cy.on('tap', (event) => event.target === cy && onBackgroundTap());
    cy.on('viewport dragfree layoutstop', () => onViewChange());
    // The browser's own menu would cover ours on a right click.
    const preventMenu = (event: MouseEvent) => event.preventDefault();
    container.addEventListener('contextmenu', preventMenu);
    const resize = new ResizeObserver(() => cy.resize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      container.removeEventListener('contextmenu', preventMenu);
      cy.destroy();
      cyRef.current = null;
    };
  }, []);

  const runLayout = useEffectEvent((only?: string[]) => {
    const cy = cyRef.current;
    if (!cy || cy.nodes().empty()) return;
    runningLayout.current?.stop();
    const isIncremental = only !== undefined && layout === 'standard';
    // A whole layout fits the graph to the page: let it zoom out as far as that takes.
    if (!isIncremental) {
      cy.minZoom(ZOOM_FLOOR);
      cy.maxZoom(FIT_ZOOM_CAP);
    }
    const isNew = new Set(only);
    const options = isIncremental
      ? incrementalLayoutOptions(
          cy
            .nodes()
            .filter((node) => !isNew.has(node.id()))
            .nodes()
            .map((node) => ({ nodeId: node.id(), position: { ...node.position() } })),
        )
      : layoutOptions(layout, rootId);
    const running = cy.layout(options);
    const startedAt = performance.now();
    // How long the layout took to place the nodes, before its animation: bench/graph-browser-bench.ts reads it.
    running.one('layoutready', () => performance.measure(LAYOUT_MEASURE, { start: startedAt }));
    running.one('layoutstop', () => {
      cy.maxZoom(ZOOM_MAX);
      settleZoomRange(cy);
      if (isIncremental && isAnyOutOfView(cy, only)) fitAll(cy);
    });
    runningLayout.current = running;
    running.run();
  });

  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const hadNodes = cy.nodes().nonempty();
    const { added, unplaced } = syncElements(cy, nodes, edges, remembered.current?.positions ?? {});
    if (added.length === 0) return;
    if (unplaced.length > 0) {
      runLayout(hadNodes ? added : undefined);
    } else if (!hadNodes && remembered.current) {
      settleZoomRange(cy);
      cy.viewport({ zoom: remembered.current.zoom, pan: remembered.current.pan });
    }
  }, [nodes, edges]);

  useEffect(() => {
    if (lastLayout.current === layout) return;
    lastLayout.current = layout;
    runLayout();
  }, [layout]);

  useImperativeHandle(
    ref,
    () => ({
      zoomStep(direction) {
        const cy = cyRef.current;
        if (!cy) return;
        const level = steppedZoom(cy.zoom(), direction, cy.minZoom());
        cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
      },
      fit() {
        if (cyRef.current) fitAll(cyRef.current);
      },
      focusNode(id) {
        const node = cyRef.current?.getElementById(id);
        if (node?.nonempty()) cyRef.current?.animate({ center: { eles: node }, duration: FIT_ANIMATION_MS });
      },
      revealNode(id, inset) {
        const cy = cyRef.current;
        const node = cy?.getElementById(id);
        if (!cy || !node?.nonempty()) return;
        const visibleWidth = cy.width() - inset;
        const { x } = node.renderedPosition();
        if (x < visibleWidth - REVEAL_MARGIN) return;
        cy.animate({ panBy: { x: visibleWidth / 2 - x, y: 0 }, duration: FIT_ANIMATION_MS });
      },
      pngBlob() {
        const cy = cyRef.current;
        if (!cy) return Promise.reject(new Error('The graph is not drawn yet.'));
        return cy.png({ output: 'blob-promise', full: true, scale: 2, bg: '#ffffff', maxWidth: 8000, maxHeight: 8000 });
      },
      snapshot() {
        const cy = cyRef.current;
        const positions: Record<string, Point> = {};
        cy?.nodes().forEach((node) => {
          positions[node.id()] = { ...node.position() };
        });
        return { zoom: cy?.zoom() ?? 1, pan: { ...(cy?.pan() ?? { x: 0, y: 0 }) }, positions };
      },
    }),
    [],
  );

  return <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} data-testid="graph-canvas" />;
}
