/**
 * Lookups by id and of focus within the tree a component is rendered in: the page's document, or
 * the shadow root of a custom element (`@unistay/elements` renders into one). From inside a shadow
 * root, `document.getElementById` finds nothing and `document.activeElement` is the element's host.
 */

type TreeRoot = Document | ShadowRoot;

function treeOf(near: Node | null | undefined): TreeRoot | null {
  const root = near ? near.getRootNode() : document;
  // A node not yet (or no longer) in a page has no tree to look in.
  return 'getElementById' in root && 'activeElement' in root ? (root as TreeRoot) : null;
}

/** The element with `id` in the tree `near` is in, or null. */
export function elementById(near: Node | null | undefined, id: string): HTMLElement | null {
  return treeOf(near)?.getElementById(id) ?? null;
}

/** The element with focus, as the tree `near` is in sees it (not a shadow root's host). */
export function focusedElement(near: Node | null | undefined): Element | null {
  return treeOf(near)?.activeElement ?? null;
}
