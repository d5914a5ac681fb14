/**
 * The bytes of a Response this package made from bytes it already holds, so `toNodeListener` can
 * write them to Node's socket as they are, rather than read them back through the Response's web
 * stream: on Node, that stream is much of what an answer costs. Kept by the Response, never copied.
 */
const bodies = new WeakMap<Response, Uint8Array>();

/** `response`, remembered as having `body` for its body. */
export function withKnownBody(response: Response, body: Uint8Array): Response {
  bodies.set(response, body);
  return response;
}

/** The body `withKnownBody` remembered for `response`, unless its stream was read since. */
export function knownBody(response: Response): Uint8Array | undefined {
  return response.bodyUsed ? undefined : bodies.get(response);
}
