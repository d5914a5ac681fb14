import { useQuery } from '@tanstack/react-query';
import type { Catalogue } from '@unistay/sandbox';

/**
 * The sandbox's rooms. The Partner API has no public catalogue endpoint (a partner's platform has
 * its own room data), so the demo reads the sandbox-only route; in live mode there is none.
 */
export function useCatalogue() {
  return useQuery({
    queryKey: ['demo', 'catalogue'],
    queryFn: async ({ signal }): Promise<Catalogue> => {
      const response = await fetch('/__sandbox/catalogue', { signal });
      if (!response.ok)
        throw new Error('The room catalogue comes from the sandbox, which is not running.');
      return response.json();
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
