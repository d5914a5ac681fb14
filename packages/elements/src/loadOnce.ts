/**
 * `load`, remembered by key: every element on the page shares one load of each. A load that fails
 * is forgotten, so the next asks again: a network that failed once may answer then.
 */
export function loadOnce<Value>(load: (key: string) => Promise<Value>) {
  const loads = new Map<string, Promise<Value>>();
  return (key: string): Promise<Value> => {
    let loaded = loads.get(key);
    if (!loaded) {
      loaded = load(key).catch((error: unknown) => {
        loads.delete(key);
        throw error;
      });
      loads.set(key, loaded);
    }
    return loaded;
  };
}
