/**
 * Names each element of a shadow root by its parts, for the page's `::part()`: an element with the
 * class `unistay-submit` is `part="submit"`. Kept up to date as React renders, before each paint.
 */
export function exposeParts(root: ShadowRoot): () => void {
  const mark = (element: Element) => {
    const parts: string[] = [];
    for (const name of element.classList) {
      if (name.startsWith(PREFIX)) parts.push(name.slice(PREFIX.length));
    }
    const next = parts.join(' ');
    if ((element.getAttribute('part') ?? '') === next) return;
    if (next) element.setAttribute('part', next);
    else element.removeAttribute('part');
  };
  const markTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    mark(node);
    for (const element of node.querySelectorAll('[class]')) mark(element);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') mark(record.target as Element);
      else record.addedNodes.forEach(markTree);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return () => observer.disconnect();
}

const PREFIX = 'unistay-';
