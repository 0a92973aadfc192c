// What the user did before the crash, as a timeline that ends at the crash: times relative to it
// ("-3.2 s"), the wall clock on hover, and a filter by kind of action.
import { useState, type ReactNode } from 'react';
import type { BreadCrumb } from '../../api/answer-types.ts';
import { formatDateTime } from '../../ui/time.ts';
import { crumbActions, crumbTimeline, formatOffset } from './breadcrumb-times.ts';
import { displayText } from '../../ui/display-text.ts';

function exactTime(ms: number): string {
  return `${formatDateTime(ms)}.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}`;
}

export function Breadcrumbs(props: { crumbs: readonly BreadCrumb[]; crashMs: number; crash: string }): ReactNode {
  const { crumbs, crashMs, crash } = props;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const actions = crumbActions(crumbs);
  const timeline = crumbTimeline(crumbs, crashMs).filter((crumb) => !hidden.has(crumb.a));
  const toggle = (action: string) => {
    const next = new Set(hidden);
    if (next.has(action)) next.delete(action);
    else next.add(action);
    setHidden(next);
  };
  return (
    <section className="err-panel err-crumbs-panel" aria-labelledby="crumbs-title" data-testid="breadcrumbs">
      <div className="err-panel-head">
        <h2 id="crumbs-title">Breadcrumbs</h2>
        {actions.length > 1 ? (
          <span className="err-crumb-filter" role="group" aria-label="Show actions">
            {actions.map(({ action, count }) => (
              <button
                key={action}
                type="button"
                aria-pressed={!hidden.has(action)}
                className={`err-crumb-toggle err-action-${action}`}
                onClick={() => toggle(action)}
              >
                {action} <span className="err-muted">{count}</span>
              </button>
            ))}
            {hidden.size > 0 ? (
              <button type="button" className="err-link-button" onClick={() => setHidden(new Set())}>
                All
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
      {crumbs.length === 0 ? (
        <p className="err-muted">No breadcrumbs were recorded before this crash.</p>
      ) : (
        <ol className="err-timeline">
          {timeline.map((crumb, i) => (
            <li key={`${crumb.ts}-${i}`} className="err-crumb">
              {crumb.ts === null || crumb.offsetMs === null ? (
                <span className="err-crumb-time" title="No time in the answer">
                  –
                </span>
              ) : (
                <time
                  className="err-crumb-time"
                  dateTime={new Date(crumb.ts).toISOString()}
                  title={exactTime(crumb.ts)}
                >
                  {formatOffset(crumb.offsetMs)}
                </time>
              )}
              <span className={`err-crumb-action err-action-${/^[a-z-]{1,20}$/.test(crumb.a) ? crumb.a : 'other'}`}>
                {displayText(crumb.a)}
              </span>
              <span className="err-crumb-text" dir="auto">
                {displayText(crumb.e)}
              </span>
            </li>
          ))}
          <li className="err-crumb err-crumb-crash">
            <time className="err-crumb-time" dateTime={new Date(crashMs).toISOString()} title={exactTime(crashMs)}>
              0 s
            </time>
            <span className="err-crumb-action">crash</span>
            <span className="err-crumb-text" dir="auto">
              {crash}
            </span>
          </li>
        </ol>
      )}
    </section>
  );
}
