import cytoscape from 'cytoscape';
import dagre from 'cytoscape-dagre';
import fcose from 'cytoscape-fcose';

let isRegistered = false;

/** fcose draws the standard layout, dagre the hierarchical one; cytoscape wants each once. */
export function registerExtensions(): void {
  if (isRegistered) return;
  cytoscape.use(fcose);
  cytoscape.use(dagre);
  isRegistered = true;
}
