// One number with its label (a "stat" panel): readable on screen, exact in the tooltip (`title`).
import type { ReactNode } from 'react';
import { useNoValueReason } from '../value-notes.tsx';
import type { Tone } from '../../domain/thresholds.ts';
import { exactValue, FigureChange, screenLabel, shownValue, type Figure } from '../figure.tsx';

/**
 * `paintMark` names the value for the Element Timing API, which reports when it is first painted
 * (what `npm run bench` reads: time to the view's first numbers on screen).
 */
export function Metric(props: {
  label: string;
  value: string;
  exact?: number | string | null;
  /** Where the value sits in the answer (`pages.page.loadTime`): a missing one's tooltip says why. */
  path?: string;
  tone?: Tone;
  testId?: string;
  size?: 'large';
  paintMark?: string;
  /** Its change against the comparison window, when Compare is on (a `ChangeBadge`). */
  change?: ReactNode;
}): ReactNode {
  const reason = useNoValueReason()(props.path ?? '');
  return (
    <div
      className={props.size === 'large' ? 'metric metric-large' : 'metric'}
      data-testid={props.testId}
      data-tone={props.tone}
      title={
        props.exact === undefined
          ? undefined
          : props.exact === null
            ? (reason ?? 'No value in the answer')
            : String(props.exact)
      }
    >
      <div className="metric-label">{props.label}</div>
      <div className="metric-value" {...(props.paintMark ? { elementtiming: props.paintMark } : {})}>
        {props.value}
      </div>
      {props.change}
    </div>
  );
}

/** A declared headline figure as a panel; a count's or a score's tooltip is the number as the answer has it. */
export function FigureMetric(props: { figure: Figure; size?: 'large'; paintMark?: string }): ReactNode {
  const { figure } = props;
  const raw = figure.unit === 'count' || figure.unit === 'score';
  return (
    <Metric
      label={screenLabel(figure)}
      value={shownValue(figure)}
      exact={raw ? figure.value : exactValue(figure)}
      path={figure.path}
      tone={figure.tone}
      testId={figure.testId}
      size={props.size}
      paintMark={props.paintMark}
      change={<FigureChange figure={figure} />}
    />
  );
}

/** A row of declared figures as panels; `paintMark` names the first one's value. */
export function FigureRow(props: {
  figures: readonly Figure[];
  className?: string;
  label?: string;
  size?: 'large';
  paintMark?: string;
}): ReactNode {
  return (
    <div className={props.className ?? 'metric-row'} aria-label={props.label}>
      {props.figures.map((figure, i) => (
        <FigureMetric
          key={figure.label}
          figure={figure}
          size={props.size}
          paintMark={i === 0 ? props.paintMark : undefined}
        />
      ))}
    </div>
  );
}
