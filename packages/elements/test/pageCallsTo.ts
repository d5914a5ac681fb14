import { vi } from 'vitest';

/**
 * The page's calls (what the elements fetch from this site) answered by `handler`: a partner's
 * proxy in front of the sandbox, as on a partner's site. Returns the function that stops it.
 */
export function pageCallsTo(handler: (request: Request) => Promise<Response>): () => void {
  const fetching = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) =>
      handler(
        new Request(
          new URL(String(input instanceof Request ? input.url : input), window.location.href),
          init,
        ),
      ),
    );
  return () => fetching.mockRestore();
}
