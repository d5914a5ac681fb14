'use client';
import { useEffect, useRef } from 'react';
import { useUnistay } from '../UnistayProvider.js';
import type { UnistayAnalyticsEvent } from './analyticsEvents.js';

/**
 * Reports `event()` to the provider's analytics once for each `key` shown (a room's id, a list's
 * ids): not again when the same thing is shown anew, in another language or refreshed. Nothing
 * while `key` is undefined.
 */
export function useTrackOnce(key: string | undefined, event: () => UnistayAnalyticsEvent) {
  const { track } = useUnistay();
  const reported = useRef<string | undefined>(undefined);
  const latest = useRef(event);
  latest.current = event;
  useEffect(() => {
    if (key === undefined || key === reported.current) return;
    reported.current = key;
    track(latest.current());
  }, [key, track]);
}
