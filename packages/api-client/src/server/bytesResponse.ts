/**
 * A Response this package made from bytes it already holds, carrying them, so `toNodeListener`
 * can write them to Node's socket as they are rather than read them back through the Response's
 * web stream: on Node, that stream is much of what an answer costs.
 */
export class BytesResponse extends Response {
  constructor(
    readonly heldBytes: Uint8Array,
    init: ResponseInit,
  ) {
    super(heldBytes as BodyInit, init);
  }
}

/** The bytes `response` was made of, unless its stream was read since or it was made otherwise. */
export function knownBody(response: Response): Uint8Array | undefined {
  return response instanceof BytesResponse && !response.bodyUsed ? response.heldBytes : undefined;
}
