/**
 * Which graph the page shows, kept in the URL so a view can be bookmarked and shared:
 * /networks?root=ID&expanded=ID1,ID2&path=FROM,TO&owners=ID. Loading that URL asks the same
 * questions again, and the merge rule rebuilds the same graph.
 */
export interface NetworkView {
  root: string;
  /** The entities expanded, in the order they were. The root's network is always there. */
  expanded: string[];
  /** The two ends of a path found between entities. */
  path: [from: string, to: string] | null;
  /** The entity whose owner chains are shown. */
  owners: string | null;
}

/** More would make URLs that mail clients and chat tools cut off. */
export const MAX_EXPANDED_IN_URL = 100;

// Ids are joined by commas; a comma inside an id is escaped so the list splits back exactly.
const encodeId = (id: string) => id.replace(/%/g, '%25').replace(/,/g, '%2C');
const decodeId = (id: string) => id.replace(/%2C/gi, ',').replace(/%25/g, '%');
const splitIds = (value: string | null) => (value ? value.split(',').map(decodeId).filter(Boolean) : []);

export function parseNetworkView(params: URLSearchParams): NetworkView | null {
  const root = params.get('root')?.trim();
  if (!root) return null;
  const expanded = [...new Set(splitIds(params.get('expanded')))].filter((id) => id !== root);
  const ends = splitIds(params.get('path'));
  return {
    root,
    expanded: expanded.slice(0, MAX_EXPANDED_IN_URL),
    path: ends.length === 2 ? [ends[0]!, ends[1]!] : null,
    owners: params.get('owners')?.trim() || null,
  };
}

export function serializeNetworkView(view: NetworkView): string {
  const params = new URLSearchParams({ root: view.root });
  if (view.expanded.length > 0) params.set('expanded', view.expanded.map(encodeId).join(','));
  if (view.path) params.set('path', view.path.map(encodeId).join(','));
  if (view.owners) params.set('owners', view.owners);
  // Commas are legal in a query string; keeping them readable keeps shared links readable.
  return params.toString().replace(/%2C/g, ',');
}

export function newNetworkView(root: string): NetworkView {
  return { root, expanded: [], path: null, owners: null };
}

export function isExpanded(view: NetworkView, id: string): boolean {
  return id === view.root || view.expanded.includes(id);
}

export function expandNode(view: NetworkView, id: string): NetworkView {
  if (isExpanded(view, id) || view.expanded.length >= MAX_EXPANDED_IN_URL) return view;
  return { ...view, expanded: [...view.expanded, id] };
}

export function withPath(view: NetworkView, path: NetworkView['path']): NetworkView {
  return { ...view, path };
}

export function withOwners(view: NetworkView, owners: string | null): NetworkView {
  return { ...view, owners };
}
