/**
 * A fetch that keeps cookies as a browser does, by name, in `jar`: each request carries what the
 * answers before it set. `handler` answers (a proxy in the same process, or the network's fetch).
 */
export function withCookies(
  handler: (request: Request) => Promise<Response>,
  jar: Map<string, string> = new Map(),
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) request.headers.set('Cookie', cookie);
    const answer = await handler(request);
    for (const set of answer.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
}
