import type { Core, ElementDefinition } from 'cytoscape';
import { edgeClasses, nodeClasses, type CanvasEdge, type CanvasNode, type Point } from './canvas-elements';

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const NEW_NODE_RADIUS = 70;

/**
 * Makes the canvas hold exactly `nodes` and `edges`: removes what went, adds what came, and
 * updates labels and marks in place, so a redraw keeps every node where it stands. A new node
 * starts at its remembered position, else beside a neighbour already drawn (where the next
 * layout picks it up), else at the origin. Returns the ids of the nodes added and of those
 * among them with no remembered position.
 */
export function syncElements(
  cy: Core,
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
  remembered: Readonly<Record<string, Point>>,
): { added: string[]; unplaced: string[] } {
  const wanted = new Set<string>([...nodes.map((node) => node.id), ...edges.map((edge) => edge.id)]);
  const neighbours = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    const list = neighbours.get(from);
    if (list) list.push(to);
    else neighbours.set(from, [to]);
  };
  for (const edge of edges) {
    link(edge.source, edge.target);
    link(edge.target, edge.source);
  }
  const added: string[] = [];
  const unplaced: string[] = [];

  cy.batch(() => {
    cy.elements().filter((element) => !wanted.has(element.id())).remove();
    const additions: ElementDefinition[] = [];
    for (const node of nodes) {
      const classes = nodeClasses(node);
      const existing = cy.getElementById(node.id);
      if (existing.nonempty()) {
        if (existing.data('label') !== node.label) existing.data('label', node.label);
        if (existing.data('classes') !== classes) existing.data('classes', classes).classes(classes);
        continue;
      }
      let position = remembered[node.id];
      if (!position) {
        unplaced.push(node.id);
        const anchor = neighbours.get(node.id)?.map((id) => cy.getElementById(id)).find((element) => element.nonempty());
        const start = anchor?.position() ?? { x: 0, y: 0 };
        const angle = added.length * GOLDEN_ANGLE;
        position = { x: start.x + NEW_NODE_RADIUS * Math.cos(angle), y: start.y + NEW_NODE_RADIUS * Math.sin(angle) };
      }
      added.push(node.id);
      additions.push({ group: 'nodes', data: { id: node.id, label: node.label, classes }, classes, position: { ...position } });
    }
    cy.add(additions);
    const edgeAdditions: ElementDefinition[] = [];
    for (const edge of edges) {
      const classes = edgeClasses(edge);
      const existing = cy.getElementById(edge.id);
      if (existing.nonempty()) {
        if (existing.data('classes') !== classes) existing.data('classes', classes).classes(classes);
        continue;
      }
      edgeAdditions.push({
        group: 'edges',
        data: { id: edge.id, source: edge.source, target: edge.target, label: edge.label, classes },
        classes,
      });
    }
    cy.add(edgeAdditions);
  });
  return { added, unplaced };
}
