import { Box, Divider, Grid, Paper, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PAN_ZOOM_SAVE_DEBOUNCE_MS } from '@fleetgraph/shared/constants';
import type { GraphNode } from '@fleetgraph/shared/contracts/network';
import type { Point } from '../../graph-canvas/canvas-elements';
import { GraphCanvas, type GraphCanvasHandle } from '../../graph-canvas/graph-canvas';
import type { LayoutName } from '../../graph-canvas/graph-layouts';
import { GraphLegend } from '../../graph-canvas/graph-legend';
import { errorMessage } from '../../lib/api-client';
import { showError } from '../../lib/toasts';
import { rememberCanvas, rememberedCanvas, rememberLastView } from './canvas-memory';
import { canvasEdges, canvasNodes } from './canvas-view';
import { downloadBlob, exportFileName, graphExport } from './export-graph';
import { ExpansionFailed, GraphCover, GraphStatus } from './graph-status';
import { GraphTools } from './graph-tools';
import { expandNode, isExpanded, serializeNetworkView, withOwners, withPath, type NetworkView } from './network-view';
import type { NodeActions } from './node-actions';
import { NodeContextMenu } from './node-context-menu';
import { DETAILS_PANEL_WIDTH, DETAILS_TAB_WIDTH, NodeDetailsPanel } from './node-details-panel';
import { nodeOptions } from './node-options';
import { OwnersCard } from './owners-card';
import { PathFinder } from './path-finder';
import { useNetworkGraph } from './use-network-graph';

interface Props {
  view: NetworkView;
  /** The same graph seen differently (expanded, a path, owners): the URL follows. */
  onNavigate: (view: NetworkView) => void;
  /** A new graph from another root. */
  onOpenGraph: (id: string) => void;
}

/** One graph with its tools: the canvas, the details panel, the context menu, paths and owners. */
export function NetworkWorkspace({ view, onNavigate, onOpenGraph }: Props) {
  const [remembered] = useState(() => rememberedCanvas(view.root));
  const [layout, setLayout] = useState<LayoutName>(remembered?.layout ?? 'standard');
  const [extraPages, setExtraPages] = useState<Record<string, number>>({});
  const [current, setCurrent] = useState<GraphNode | null>(null);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const [menu, setMenu] = useState<{ id: string; at: Point } | null>(null);
  const [pathEnds, setPathEnds] = useState({ from: view.path?.[0] ?? null, to: view.path?.[1] ?? null });
  const [isExporting, setExporting] = useState(false);
  const canvas = useRef<GraphCanvasHandle>(null);
  const saveTimer = useRef<number | undefined>(undefined);

  const network = useNetworkGraph(view, extraPages);
  const { graph } = network;
  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph]);
  const options = useMemo(() => nodeOptions(graph.nodes), [graph]);
  const selectedId = current?.id ?? null;
  const nodes = useMemo(
    () => canvasNodes(graph, { rootId: view.root, selectedId, path: network.pathHighlight, owners: network.ownersHighlight }),
    [graph, view.root, selectedId, network.pathHighlight, network.ownersHighlight],
  );
  const edges = useMemo(
    () => canvasEdges(graph, { path: network.pathHighlight, owners: network.ownersHighlight }),
    [graph, network.pathHighlight, network.ownersHighlight],
  );

  useEffect(() => rememberLastView(serializeNetworkView(view)), [view]);
  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  const saveCanvasSoon = () => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      const snapshot = canvas.current?.snapshot();
      if (snapshot) rememberCanvas({ root: view.root, layout, snapshot });
    }, PAN_ZOOM_SAVE_DEBOUNCE_MS);
  };

  const findPath = (from: string | null, to: string | null) => {
    if (from && to && from !== to) onNavigate(withPath(view, [from, to]));
  };

  const openDetails = (id: string) => {
    const node = byId.get(id);
    if (!node) return;
    setCurrent(node);
    setDetailsOpen(true);
    setMenu(null);
    canvas.current?.revealNode(id, DETAILS_PANEL_WIDTH + DETAILS_TAB_WIDTH);
  };

  const actions: NodeActions = {
    viewDetails: openDetails,
    expand: (id) => onNavigate(expandNode(view, id)),
    showOwners: (id) => onNavigate(withOwners(view, id)),
    pathFrom: (id) => {
      setPathEnds({ ...pathEnds, from: id });
      findPath(id, pathEnds.to);
    },
    pathTo: (id) => {
      setPathEnds({ ...pathEnds, to: id });
      findPath(pathEnds.from, id);
    },
    openAsRoot: onOpenGraph,
  };

  const exportPng = () => {
    setExporting(true);
    canvas.current
      ?.pngBlob()
      .then((blob) => downloadBlob(blob, exportFileName(view.root, 'png')))
      .catch((error: unknown) => showError(errorMessage(error)))
      .finally(() => setExporting(false));
  };

  const exportJson = () => {
    const json = graphExport(graph, view, canvas.current?.snapshot().positions);
    downloadBlob(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }), exportFileName(view.root, 'json'));
  };

  const loadMoreLinks = (id: string) => setExtraPages({ ...extraPages, [id]: (extraPages[id] ?? 0) + 1 });
  const failedExpansion = network.failedExpansions[0];
  const menuNode = menu ? (byId.get(menu.id) ?? null) : null;
  const ownersName = view.owners ? (byId.get(view.owners)?.name ?? network.owners.data?.root.name ?? view.owners) : '';

  return (
    <Grid gap="md" mt="xs">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <GraphTools
              layout={layout}
              onLayoutChange={setLayout}
              onZoom={(direction) => canvas.current?.zoomStep(direction)}
              onFit={() => canvas.current?.fit()}
              onExportPng={exportPng}
              onExportJson={exportJson}
              isExporting={isExporting}
            />
            <Divider />
            <Select
              size="xs"
              label="Find a node"
              placeholder="Name in this graph"
              data={options}
              value={null}
              onChange={(id) => {
                if (!id) return;
                openDetails(id);
                canvas.current?.focusNode(id);
              }}
              searchable
              limit={50}
            />
            <Divider />
            <PathFinder
              options={options}
              from={pathEnds.from}
              to={pathEnds.to}
              onFromChange={(from) => setPathEnds({ ...pathEnds, from })}
              onToChange={(to) => setPathEnds({ ...pathEnds, to })}
              onFind={() => findPath(pathEnds.from, pathEnds.to)}
              onClear={() => onNavigate(withPath(view, null))}
              result={view.path ? network.path : null}
            />
            {view.owners && (
              <>
                <Divider />
                <OwnersCard
                  name={ownersName}
                  result={network.owners}
                  onOpenNode={(id) => {
                    openDetails(id);
                    canvas.current?.focusNode(id);
                  }}
                  onClear={() => onNavigate(withOwners(view, null))}
                />
              </>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Paper
          withBorder
          radius="md"
          pos="relative"
          h="calc(100vh - 290px)"
          mih={520}
          style={{ overflow: 'hidden' }}
          role="region"
          aria-label="Ownership graph"
        >
          <GraphCanvas
            ref={canvas}
            nodes={nodes}
            edges={edges}
            rootId={view.root}
            layout={layout}
            restore={remembered?.snapshot}
            onNodeTap={openDetails}
            onNodeDoubleTap={(id) => {
              openDetails(id);
              canvas.current?.focusNode(id);
            }}
            onNodeMenu={(id, at) => setMenu({ id, at })}
            onBackgroundTap={() => setMenu(null)}
            onViewChange={() => {
              setMenu(null);
              saveCanvasSoon();
            }}
          />
          {network.root.data && (
            <GraphStatus
              graph={graph}
              isGrowing={network.isGrowing}
              rootLinks={network.links.get(view.root)}
              isLoadingMore={network.pendingIds.has(view.root)}
              onLoadMore={() => loadMoreLinks(view.root)}
            />
          )}
          {failedExpansion && (
            <ExpansionFailed
              name={byId.get(failedExpansion.id)?.name ?? failedExpansion.id}
              error={failedExpansion.error}
              onRetry={network.retryFailed}
            />
          )}
          <Box pos="absolute" bottom={10} left={12} style={{ zIndex: 2 }}>
            <GraphLegend showPath={network.pathHighlight.edgeIds.size > 0} showOwners={network.ownersHighlight.edgeIds.size > 0} />
          </Box>
          <NodeDetailsPanel
            node={current}
            isOpen={isDetailsOpen}
            isRoot={current?.id === view.root}
            isExpanded={current ? isExpanded(view, current.id) : false}
            links={current ? network.links.get(current.id) : undefined}
            isLoadingMore={current ? network.pendingIds.has(current.id) : false}
            onLoadMore={() => current && loadMoreLinks(current.id)}
            onToggle={() => setDetailsOpen(!isDetailsOpen)}
            onClose={() => setDetailsOpen(false)}
            actions={actions}
          />
          <NodeContextMenu
            node={menuNode}
            at={menu?.at ?? null}
            isExpanded={menuNode ? isExpanded(view, menuNode.id) : false}
            actions={actions}
            onClose={() => setMenu(null)}
          />
          <GraphCover isPending={network.root.isPending} error={network.root.error} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
