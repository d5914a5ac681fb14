/** Where what a student types is kept, so a reload loses nothing. */
export type Persistence =
  | 'session'
  | 'local'
  | 'none'
  | Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storeFor(persistence: Persistence): DraftStore | null {
  if (persistence === 'none') return null;
  if (typeof persistence === 'object') return persistence;
  // Server rendering and browsers that refuse storage (private modes, blocked cookies) keep nothing.
  try {
    if (typeof window === 'undefined') return null;
    return persistence === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A draft kept under one key: read once, written as the student types, cleared once sent. */
export function createDraft<Values>(persistence: Persistence, key: string) {
  const store = storeFor(persistence);
  return {
    read(): Partial<Values> | undefined {
      try {
        const saved = store?.getItem(key);
        return saved ? (JSON.parse(saved) as Partial<Values>) : undefined;
      } catch {
        return undefined;
      }
    },
    write(values: Values) {
      try {
        store?.setItem(key, JSON.stringify(values));
      } catch {
        // A full or refusing store only loses the draft, never the form.
      }
    },
    clear() {
      try {
        store?.removeItem(key);
      } catch {}
    },
  };
}
