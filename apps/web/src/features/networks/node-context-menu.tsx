import { Menu } from '@mantine/core';
import type { GraphNode } from '@fleetgraph/shared/contracts/network';
import type { Point } from '../../graph-canvas/canvas-elements';
import type { NodeActions } from './node-actions';

/** The menu a right click (or a long press) opens at a node. */
export function NodeContextMenu({ node, at, isExpanded, actions, onClose }: {
  node: GraphNode | null;
  at: Point | null;
  isExpanded: boolean;
  actions: NodeActions;
  onClose: () => void;
}) {
  return (
    <Menu opened={node !== null && at !== null} onChange={(opened) => !opened && onClose()} position="bottom-start" offset={6} shadow="md" width={220}>
      <Menu.Target>
        <div aria-hidden style={{ position: 'absolute', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }} />
      </Menu.Target>
      <Menu.Dropdown aria-label={node ? `Actions for ${node.name}` : undefined}>
        {node && (
          <>
            <Menu.Label>{node.name}</Menu.Label>
            <Menu.Item onClick={() => actions.viewDetails(node.id)}>View Details</Menu.Item>
            <Menu.Item onClick={() => actions.expand(node.id)} disabled={isExpanded}>
              {isExpanded ? 'Expanded' : 'Expand'}
            </Menu.Item>
            <Menu.Item onClick={() => actions.showOwners(node.id)}>Show owners</Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => actions.pathFrom(node.id)}>Path from here</Menu.Item>
            <Menu.Item onClick={() => actions.pathTo(node.id)}>Path to here</Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => actions.openAsRoot(node.id)}>Open as new graph</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
