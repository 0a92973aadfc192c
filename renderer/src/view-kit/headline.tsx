// A view's headline figures, declared once as data (`FigureSpec`s): read from the answer, set
// against the comparison window's answer when Compare is on, and handed to the frame around them
// (a list's, a detail's) for the PDF and Copy as Markdown, so what those say is what the screen
// renders, never read back from the page.
import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { hasData } from '../api/view-state.ts';
import type { GoodWay } from '../domain/change.ts';
import type { Tone } from '../domain/thresholds.ts';
import { changeText, shownValue, type Figure, type FigureUnit } from '../ui/figure.tsx';
import { Stats } from '../ui/stats.tsx';
import type { Compared } from './compared.ts';

/** One headline figure of an answer's `I` (the answer, or the item or totals in it). */
export interface FigureSpec<I> extends Omit<Figure, 'value' | 'then' | 'tone' | 'rating' | 'shown'> {
  pick: (item: I) => number | null | undefined;
  /** How the value reads beside its number: a tone, a rating, or the text shown instead. */
  reads?: (item: I) => { tone?: Tone; rating?: string; shown?: string };
}

/**
 * The figures `specs` declares, read from `now`; with Compare on and its answer here, each with
 * the same figure in the comparison window's answer, where `itemOf` finds the item.
 */
export function figuresOf<D, I = D>(
  specs: readonly FigureSpec<I>[],
  now: I,
  compared: Compared<D> | null,
  itemOf: (data: D) => I | null | undefined = (data) => data as unknown as I,
): Figure[] {
  const before = compared?.window && hasData(compared.state) ? (itemOf(compared.state.data) ?? null) : undefined;
  const windows = compared?.window && { label: compared.label, current: compared.current, comparison: compared.window };
  return specs.map(({ pick, reads, ...spec }) => ({
    ...spec,
    ...reads?.(now),
    value: pick(now) ?? null,
    ...(windows && before !== undefined
      ? { then: { value: before === null ? null : (pick(before) ?? null), windows } }
      : {}),
  }));
}

/** The figure at `key` of the item, which sits at `<at><key>` in the answer. */
export const fieldOf =
  <I,>(at: string) =>
  (
    key: keyof I & string,
    label: string,
    unit: FigureUnit,
    good: GoodWay,
    testId: string,
    more: Partial<FigureSpec<I>> = {},
  ): FigureSpec<I> => ({
    label,
    unit,
    good,
    testId,
    path: `${at}${key}`,
    pick: (item) => item[key] as number | null,
    ...more,
  });

/** A count that reads bad when there is any (errors, failures). */
export const badWhenAny =
  <I,>(pick: (item: I) => number | null | undefined) =>
  (item: I): { tone?: Tone } =>
    (pick(item) ?? 0) > 0 ? { tone: 'bad' } : {};

/** What a list or a detail declares of itself for its exports: its title as text and its headline figures. */
export interface Headline {
  title?: string;
  figures?: readonly Figure[];
}

const HeadlineContext = createContext<(part: Headline) => void>(() => undefined);

/** Where a frame keeps what its content declares (`current`, the latest), and the provider of `declare` to hand it down. */
export function useHeadlineSink(): { headline: RefObject<Headline>; declare: (part: Headline) => void } {
  const headline = useRef<Headline>({});
  const declare = useCallback((part: Headline) => {
    headline.current = { ...headline.current, ...part };
  }, []);
  return { headline, declare };
}

export const HeadlineSink = HeadlineContext.Provider;

/** Tells the frame around it what this part of the view declares, after each render; gone with it (a search that matches nothing). */
export function useDeclareHeadline(part: Headline): void {
  const declare = useContext(HeadlineContext);
  useLayoutEffect(() => {
    declare(part);
    return () => declare(Object.fromEntries(Object.keys(part).map((key) => [key, undefined])));
  });
}

/** A list's or a detail's strip of headline figures, declared to its frame for the exports. */
export function HeadlineStats(props: { figures: readonly Figure[]; label: string; testId?: string }): ReactNode {
  useDeclareHeadline({ figures: props.figures });
  return <Stats {...props} />;
}

/** The figures as Copy as Markdown writes them: as they read, each with its change when Compare is on. */
export function figureNumbers(figures: readonly Figure[]): [string, string][] {
  return figures.map((figure) => {
    const change = changeText(figure);
    const against = figure.then ? ` against the ${figure.then.windows.label}` : '';
    return [figure.label, change ? `${shownValue(figure)} (${change}${against})` : shownValue(figure)];
  });
}
