import { useDeferredValue } from 'react';

/**
 * A call's answer as a screen draws it: null at first, then the answer in a render of its own that React runs
 * in slices of a few milliseconds. The query cache hands an answer to React in one synchronous render (it
 * goes through useSyncExternalStore), and a list drawn there blocked a phone for a tenth of a second. Also on
 * mount, when the answer was already in the cache: the screen's frame is drawn first, then its data.
 * Until the data is drawn the screen shows what it shows while loading (null, like a call under way).
 */
export function useDeferredData<T>(data: T | undefined): T | null {
  return useDeferredValue(data ?? null, null);
}

/**
 * A query's result with its data drawn as useDeferredData draws it: pending, with no data, until the render
 * that draws the first answer; a later answer (another page) shows once drawn, the one before staying until
 * then. Loading, error and paging read it as they read the query.
 */
export function useDeferredQuery<Q extends { data?: unknown; isPending: boolean }>(query: Q): Q {
  const data = useDeferredData(query.data);
  if (data === (query.data ?? null)) return query;
  if (data === null) return { ...query, data: undefined, isPending: true };
  return { ...query, data };
}
