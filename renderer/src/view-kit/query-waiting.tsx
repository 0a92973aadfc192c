// What a question to the host (About's diagnostics, the cache's windows) shows until its answer
// is there: a note that it is on its way, or why it failed.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function QueryWaiting({ query, reading }: { query: UseQueryResult<unknown>; reading: string }): ReactNode {
  return query.isError ? (
    <div className="state state-error" role="alert">
      {query.error.message}
    </div>
  ) : (
    <div className="state state-loading" role="status">
      {reading}
    </div>
  );
}
