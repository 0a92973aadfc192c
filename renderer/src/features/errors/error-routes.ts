// Links between the errors screens. Unlike a jump to another view, moving between the list, a
// group and its events keeps every parameter (filters, tab, sort, pages), so "back" restores it.
import { currentRoute, routeHref } from '../../state/route.ts';

type Changes = Record<string, string | null>;

export function errorsHref(segments: string[], params: URLSearchParams, changes: Changes = {}): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return routeHref(['errors', ...segments], next);
}

export const groupSegments = (errorId: string): string[] => [errorId];
export const eventSegments = (errorId: string, position: number): string[] => [errorId, 'events', String(position)];

/** Goes to an errors screen from wherever the user is, keeping the route's parameters. */
export function goToErrors(segments: string[], changes: Changes = {}): void {
  window.location.hash = errorsHref(segments, currentRoute().params, changes);
}
