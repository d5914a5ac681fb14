import { sayOnce } from './consoleOnce.js';

/**
 * An element without an attribute it cannot work without: nothing shown to the student (there is
 * nothing they could do), and the partner's console says what to add, once.
 */
export function missingAttribute(host: HTMLElement, name: string): null {
  sayOnce(host, `<${host.localName}> needs a ${name} attribute: nothing is shown without it.`);
  return null;
}
