'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryFactoryOptions } from './queries/queryScope.js';
import { useUnistay } from './UnistayProvider.js';

/**
 * A factory of `./queries` bound to the provider's client, cache and scope: every hook gets its
 * queries this one way, and a page that never lists rooms ships no room queries.
 */
export function useQueryFactory<Queries>(create: (options: QueryFactoryOptions) => Queries) {
  const { client, queryScope } = useUnistay();
  const queryClient = useQueryClient();
  return useMemo(
    () => create({ ...queryScope, client, queryClient }),
    [create, client, queryClient, queryScope],
  );
}
