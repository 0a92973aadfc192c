// A figure's change against the comparison window: arrow and signed per cent, coloured by whether
// that way is good for the metric; the tooltip holds both values and both windows.
import type { ReactNode } from 'react';
import type { ResolvedWindow } from '../../../shared/time-window.ts';
import { CHANGE_ARROWS, changeWithArrow, TONE_WORDS, type Change } from '../domain/change.ts';
import { sentenceCase } from './format.ts';
import { displayZone } from './time.ts';
import { formatRangeLabel } from './zoned-time.ts';

/** The two windows a change is between, and the comparison's name ("previous period"). */
export interface ChangeWindows {
  label: string;
  current: ResolvedWindow;
  comparison: ResolvedWindow;
}

const range = (window: ResolvedWindow) => formatRangeLabel(window.start, window.end, displayZone(), Date.now());

/** "Now 1.2 s (23 Nov 08:00 – 24 Nov 08:00)\nPrevious period 1.0 s (22 Nov 08:00 – 23 Nov 08:00)". */
export function changeTooltip(now: string, then: string, windows: ChangeWindows): string {
  return `Now ${now} (${range(windows.current)})\n${sentenceCase(windows.label)} ${then} (${range(windows.comparison)})`;
}

export function ChangeBadge(props: {
  change: Change;
  now: string;
  then: string;
  windows: ChangeWindows;
  testId?: string;
}): ReactNode {
  const { change } = props;
  const word = TONE_WORDS[change.tone];
  return (
    <span
      className={`change change-${change.tone}`}
      data-testid={props.testId}
      data-change={change.percent ?? ''}
      data-text={changeWithArrow(change)}
      title={
        change.percent === null
          ? `${changeTooltip(props.now, props.then, props.windows)}\nNo value to compare with`
          : changeTooltip(props.now, props.then, props.windows)
      }
    >
      {change.direction ? <span aria-hidden="true">{CHANGE_ARROWS[change.direction]} </span> : null}
      {change.text}
      {word ? <span className="visually-hidden">, {word}</span> : null}
    </span>
  );
}
