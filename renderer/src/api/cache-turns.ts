// The query cache tells its listeners of every step of every query: hundreds a second while the
// home fills in. A listener that looks over the whole cache at each step (isFetching, findAll)
// does work that grows with the square of the queries; one that looks once a turn does not.
import { partialMatchKey, type QueryCache, type QueryCacheNotifyEvent, type QueryKey } from '@tanstack/react-query';

/**
 * Calls `listener` once a turn (a task later) after one or more steps of the queries under `key`
 * (every query without one) that `step` accepts. Returns the stop; nothing is heard after it.
 */
export function onCacheTurn(
  cache: QueryCache,
  key: QueryKey | null,
  listener: () => void,
  step: (event: QueryCacheNotifyEvent) => boolean = () => true,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = cache.subscribe((event) => {
    if (timer !== undefined || (key && !partialMatchKey(event.query.queryKey, key)) || !step(event)) return;
    timer = setTimeout(() => {
      timer = undefined;
      listener();
    });
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
