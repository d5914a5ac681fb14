/**
 * The custom checkouts a provider keeps, by room (`useCheckout` puts them here), told to whoever
 * listens as one comes or all go: a page's `useRoomCheckout` hears of a checkout begun after it
 * rendered without asking every second. The checkouts are opaque here, so the provider carries
 * none of the checkout's code.
 */
export class CheckoutRegistry extends Map<string, unknown> {
  readonly #listeners = new Set<() => void>();

  override set(roomId: string, checkout: unknown): this {
    super.set(roomId, checkout);
    for (const listener of this.#listeners) listener();
    return this;
  }

  override clear() {
    super.clear();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` when a room's checkout is added, or all are cleared. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
