/**
 * An element without an attribute it cannot work without: nothing shown to the student (there is
 * nothing they could do), and the partner's console says what to add.
 */
export function missingAttribute(host: HTMLElement, name: string): null {
  console.error(`<${host.localName}> needs a ${name} attribute: nothing is shown without it.`);
  return null;
}
