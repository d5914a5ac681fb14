/** What was said already, so a render again (or twice, in StrictMode) does not say it again. */
const said = new WeakMap<HTMLElement, Set<string>>();

/**
 * An element without an attribute it cannot work without: nothing shown to the student (there is
 * nothing they could do), and the partner's console says what to add, once.
 */
export function missingAttribute(host: HTMLElement, name: string): null {
  const missing = said.get(host) ?? new Set<string>();
  said.set(host, missing);
  if (!missing.has(name)) {
    missing.add(name);
    console.error(`<${host.localName}> needs a ${name} attribute: nothing is shown without it.`);
  }
  return null;
}
