// Why a field shows no value: what the service sent in its place, by the field's path in the
// answer (`data.3.percentile_95`). The view's frame provides the answer's deviations; a field
// that has no value asks here for its tooltip.
import { createContext, useContext } from 'react';
import type { Deviation } from '../../../shared/reading.ts';

export type NoValueReason = (path: string) => string | undefined;

const none: NoValueReason = () => undefined;
const ValueNotes = createContext<NoValueReason>(none);
export const ValueNotesProvider = ValueNotes.Provider;

export function useNoValueReason(): NoValueReason {
  return useContext(ValueNotes);
}

/** What the service sent, as a tooltip says it: "the service sent null", "missing from the answer". */
export function sentWords(deviation: Pick<Deviation, 'received'>): string {
  return deviation.received === 'missing from the answer'
    ? 'missing from the answer'
    : `the service sent ${deviation.received}`;
}

/** Looks a field up among an answer's deviations; a group that came as a whole (`data.0.spa`) speaks for its fields. */
export function reasonsFrom(deviations: readonly Deviation[]): NoValueReason {
  if (deviations.length === 0) return none;
  const byPath = new Map(
    deviations.filter((d) => d.read === 'no value' || d.read === 'as empty').map((d) => [d.path, d]),
  );
  return (path) => {
    for (let at = path; at; at = at.slice(0, Math.max(0, at.lastIndexOf('.')))) {
      const deviation = byPath.get(at);
      if (deviation) return `No value: ${sentWords(deviation)}`;
      if (!at.includes('.')) break;
    }
    return undefined;
  };
}
