/** What was said already, per element: a render again (or twice, in StrictMode) says nothing new. */
const said = new WeakMap<HTMLElement, Set<string>>();

/**
 * Tells the partner's console about an element's attribute once: a value that cannot be used
 * (and what is used instead), or one that is missing. Keyed by what is said, so a new value is
 * said again.
 */
export function sayOnce(host: HTMLElement, message: string, level: 'error' | 'warn' = 'error') {
  const told = said.get(host) ?? new Set<string>();
  said.set(host, told);
  if (told.has(message)) return;
  told.add(message);
  console[level](message);
}
