/**
 * What was claimed first for each key, kept for `keepForMs`, at most `atMost` at once. A later
 * claim of a key never replaces the first, and only expired entries make room: once full of live
 * ones, a new claim is turned down rather than an earlier one forgotten. (Someone who could fill
 * it would otherwise push honest entries out.)
 */
export function createFirstClaims<Value>({
  keepForMs,
  atMost,
  now = Date.now,
}: {
  keepForMs: number;
  atMost: number;
  now?: () => number;
}) {
  const kept = new Map<string, { value: Value; at: number }>();
  const live = (entry: { at: number }) => now() - entry.at < keepForMs;
  return {
    claim(key: string, value: Value): 'claimed' | 'already' | 'full' {
      const before = kept.get(key);
      if (before && live(before)) return 'already';
      kept.delete(key);
      // Oldest first, as they were claimed: the expired ones at the front make room.
      for (const [each, entry] of kept) {
        if (live(entry)) break;
        kept.delete(each);
      }
      if (kept.size >= atMost) return 'full';
      kept.set(key, { value, at: now() });
      return 'claimed';
    },
    /** What was claimed for `key`, while it lives. */
    read(key: string): Value | undefined {
      const entry = kept.get(key);
      return entry && live(entry) ? entry.value : undefined;
    },
    forget(key: string) {
      kept.delete(key);
    },
  };
}
