/** What a reader can do with a node, from its context menu or its details panel. */
export interface NodeActions {
  viewDetails(id: string): void;
  expand(id: string): void;
  showOwners(id: string): void;
  pathFrom(id: string): void;
  pathTo(id: string): void;
  /** Starts a new graph from this node. */
  openAsRoot(id: string): void;
}
