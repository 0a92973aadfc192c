// "Try again" for a view's request: asks the same query again, live.
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointId } from '../../../../shared/catalogue.ts';
import { apiQuery, type EndpointArgs, type Scope } from '../../api/queries.ts';

export function useRefetch<Id extends EndpointId>(scope: Scope, endpoint: Id, args: EndpointArgs<Id> = {}): () => void {
  const client = useQueryClient();
  const { queryKey } = apiQuery(scope, endpoint, args);
  return () => void client.refetchQueries({ queryKey });
}
