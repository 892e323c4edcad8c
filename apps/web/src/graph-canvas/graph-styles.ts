import type { StylesheetJson } from 'cytoscape';
import { EDGE_COLOR, INK, NODE_LOOKS, OWNER_CHAIN_COLOR, PATH_COLOR, ROOT_HALO } from './graph-colors';

const typeStyles: StylesheetJson = Object.entries(NODE_LOOKS).map(([type, look]) => ({
  selector: `node.${type.toLowerCase()}`,
  style: { 'background-color': look.color, shape: look.shape },
}));

/** How the graph looks; one block a visual state, later blocks win. */
export const GRAPH_STYLES: StylesheetJson = [
  {
    selector: 'node',
    style: {
      width: 30,
      height: 30,
      label: 'data(label)',
      'font-size': 11,
      'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      color: INK,
      'text-valign': 'bottom',
      'text-halign': 'center',
      'text-margin-y': 5,
      // Whole names on at most a few lines: investigators tell entities apart by legal suffixes.
      'text-wrap': 'wrap',
      'text-max-width': '160px',
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.85,
      'text-background-padding': '2px',
      'text-background-shape': 'roundrectangle',
      'border-width': 2,
      'border-color': '#ffffff',
      // Zoomed out to see a whole hub, labels too small to read give way to the shape of the graph.
      'min-zoomed-font-size': 6,
    },
  },
  ...typeStyles,
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': EDGE_COLOR,
      'target-arrow-color': EDGE_COLOR,
      'target-arrow-shape': 'triangle',
      'arrow-scale': 0.9,
      // Two entities often share several links (owner and operator): bezier fans them apart.
      'curve-style': 'bezier',
      label: 'data(label)',
      'font-size': 9,
      color: '#3d4b5c',
      'text-rotation': 'autorotate',
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.85,
      'text-background-padding': '1px',
      'min-zoomed-font-size': 6,
    },
  },
  {
    selector: 'node.root',
    style: {
      width: 44,
      height: 44,
      'border-width': 3,
      'border-color': INK,
      'underlay-color': ROOT_HALO,
      'underlay-opacity': 0.7,
      'underlay-padding': 8,
      'underlay-shape': 'ellipse',
      'font-size': 12,
      'font-weight': 'bold',
    },
  },
  { selector: 'edge.owner-chain', style: { width: 3.5, 'line-color': OWNER_CHAIN_COLOR, 'target-arrow-color': OWNER_CHAIN_COLOR } },
  { selector: 'node.owner-chain', style: { 'border-width': 4, 'border-color': OWNER_CHAIN_COLOR } },
  { selector: 'edge.on-path', style: { width: 4, 'line-color': PATH_COLOR, 'target-arrow-color': PATH_COLOR, 'z-index': 10 } },
  { selector: 'node.on-path', style: { 'border-width': 4, 'border-color': PATH_COLOR } },
  {
    selector: 'node.current',
    style: { 'overlay-color': INK, 'overlay-opacity': 0.12, 'overlay-padding': 6, 'font-weight': 'bold' },
  },
  { selector: 'node:active', style: { 'overlay-opacity': 0.18 } },
];
