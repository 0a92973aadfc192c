// A headline figure as data: its label, the number, its unit and which way is good, and with Compare
// on the same number in the comparison window. The screen (a `Metric`, a strip of `Stats`), its
// change badge, the PDF and Copy as Markdown all render from this one declaration.
import type { ReactNode } from 'react';
import { changeWithArrow, computeChange, type Change, type GoodWay } from '../domain/change.ts';
import type { Tone } from '../domain/thresholds.ts';
import { ChangeBadge, type ChangeWindows } from './change.tsx';
import { UNIT_FORMATS } from './format.ts';

export type FigureUnit = keyof typeof UNIT_FORMATS;

export interface Figure {
  label: string;
  value: number | null;
  unit: FigureUnit;
  good: GoodWay;
  /** The same figure in the comparison window: there once Compare is on and that answer came. */
  then?: { value: number | null; windows: ChangeWindows };
  testId?: string;
  /** The change badge's test id; `<testId>-change` by default. */
  changeTestId?: string;
  /** Where the value sits in the answer (`stats.responseTime`): a missing one's tooltip says why. */
  path?: string;
  tone?: Tone;
  /** What the screen reads instead of the number, where the number alone would mislead (an apdex of too few samples). */
  shown?: string;
  /** Said after the label on screen: the apdex band, "Apdex · Excellent". */
  rating?: string;
}

const UNITS = UNIT_FORMATS;

/** The number read for people: "1.2 s", "12.3k". */
export const shownValue = (figure: Figure): string => figure.shown ?? UNITS[figure.unit].shown(figure.value);

/** The number exactly, with its unit: "1,234.5 ms". */
export const exactValue = (figure: Figure): string => UNITS[figure.unit].exact(figure.value);

/** The label as the screen reads it, with the rating when there is one. */
export const screenLabel = (figure: Figure): string =>
  figure.rating ? `${figure.label} · ${figure.rating}` : figure.label;

export function figureChange(figure: Figure): Change | null {
  return figure.then ? computeChange(figure.value, figure.then.value, figure.good) : null;
}

/** The change as text, the badge's arrow and signed per cent ("▲ +12 %"); absent without the comparison. */
export function changeText(figure: Figure): string | undefined {
  const change = figureChange(figure);
  return change ? changeWithArrow(change) : undefined;
}

/** The figure's change badge in its own cell of a `<dl>`; nothing when Compare is off or its answer has not come yet. */
export function FigureChangeCell({ figure, className }: { figure: Figure; className: string }): ReactNode {
  return figure.then ? (
    <dd className={className}>
      <FigureChange figure={figure} />
    </dd>
  ) : null;
}

/** The figure's change badge; nothing when Compare is off or its answer has not come yet. */
export function FigureChange({ figure }: { figure: Figure }): ReactNode {
  const change = figureChange(figure);
  if (!change || !figure.then) return null;
  const shown = UNITS[figure.unit].shown;
  const testId = figure.changeTestId ?? (figure.testId && `${figure.testId}-change`);
  return (
    <ChangeBadge
      change={change}
      now={shown(figure.value)}
      then={shown(figure.then.value)}
      windows={figure.then.windows}
      {...(testId ? { testId } : {})}
    />
  );
}
