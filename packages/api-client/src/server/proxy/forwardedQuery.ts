import type { QueryParameter } from './routePolicy.js';

/**
 * The query string to forward (`''` or `?...`), keeping only the parameters a route takes (`taken`),
 * or the sentence that says which value is refused.
 */
export function forwardedQuery(
  taken: Readonly<Record<string, QueryParameter>>,
  search: URLSearchParams,
): { query: string } | { problem: string; field: string } {
  const forwarded = new URLSearchParams();
  for (const [name, parameter] of Object.entries(taken)) {
    const value = search.get(name);
    if (value === null) continue;
    if (!parameter.accepts(value)) {
      return { problem: `The query parameter ${name} must be ${parameter.expects}.`, field: name };
    }
    forwarded.set(name, value);
  }
  const query = forwarded.toString();
  return { query: query ? `?${query}` : '' };
}
