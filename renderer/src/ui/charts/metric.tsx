// One number with its label (a "stat" panel): readable on screen, exact in the tooltip (`title`).
import type { ReactNode } from 'react';
import type { Tone } from '../../domain/thresholds.ts';

/**
 * `paintMark` names the value for the Element Timing API, which reports when it is first painted
 * (what `npm run bench` reads: time to the view's first numbers on screen).
 */
export function Metric(props: { label: string; value: string; exact?: number | string | null; tone?: Tone; testId?: string; size?: 'large'; paintMark?: string }): ReactNode {
  return (
    <div
      className={props.size === 'large' ? 'metric metric-large' : 'metric'}
      data-testid={props.testId}
      data-tone={props.tone}
      title={props.exact === undefined ? undefined : props.exact === null ? 'No value in the answer' : String(props.exact)}
    >
      <div className="metric-label">{props.label}</div>
      <div className="metric-value" {...(props.paintMark ? { elementtiming: props.paintMark } : {})}>{props.value}</div>
    </div>
  );
}
