// Snoozes: everything, or one watched project, for 1 h, 4 h or until tomorrow 09:00; a snooze
// under way says when it ends and can be ended. Snoozed alerts still come into the inbox; only
// their notifications are held back.
import type { ReactNode } from 'react';
import type { BridgeValue, WatchState } from '../../../../shared/bridge.ts';
import { sameScope, SNOOZE_CHOICES, SNOOZE_LABELS } from '../../../../shared/watch/snooze-terms.ts';
import type { WatchActions, WatchScope } from '../../state/watch.ts';
import { formatNearTime } from '../../ui/time.ts';

export function SnoozeControls(props: {
  state: WatchState;
  list: BridgeValue<'accounts.list'> | undefined;
  now: number;
  actions: Pick<WatchActions, 'snooze' | 'endSnooze'>;
}): ReactNode {
  const { state, list, now, actions } = props;
  const until = (scope: WatchScope) => state.snoozes.find((s) => sameScope(s.scope, scope))?.until ?? null;
  const accountName = (id: string) => list?.accounts.find((a) => a.id === id)?.name ?? id;
  return (
    <section className="screen-section inbox-panel" aria-labelledby="watch-snoozes-title">
      <h2 id="watch-snoozes-title">Snooze</h2>
      <p className="inbox-hint">Snoozed, alerts still come into the inbox, without a notification.</p>
      <ul className="snooze-list">
        <SnoozeRow label="Everything" scope="all" until={until('all')} now={now} actions={actions} />
        {state.watched.map((project) => {
          const scope = { accountId: project.accountId, projectId: project.projectId };
          return (
            <SnoozeRow
              key={`${project.accountId}/${project.projectId}`}
              label={`${project.name} · ${accountName(project.accountId)}`}
              scope={scope}
              until={until(scope)}
              now={now}
              actions={actions}
            />
          );
        })}
      </ul>
    </section>
  );
}

function SnoozeRow(props: {
  label: string;
  scope: WatchScope;
  until: number | null;
  now: number;
  actions: Pick<WatchActions, 'snooze' | 'endSnooze'>;
}): ReactNode {
  const { label, scope, until, now, actions } = props;
  return (
    <li className="snooze-row">
      {/* One group per row names what its buttons snooze: each says only how long. */}
      <div role="group" aria-label={`Snooze ${label}`}>
        <span className="snooze-name">{label}</span>
        {until !== null ? (
          <>
            <span className="snooze-until">Snoozed until {formatNearTime(until, now)}</span>
            <button type="button" onClick={() => void actions.endSnooze(scope)}>
              End snooze
            </button>
          </>
        ) : (
          <span className="snooze-choices">
            {SNOOZE_CHOICES.map((choice) => (
              <button key={choice} type="button" onClick={() => void actions.snooze(scope, choice)}>
                {SNOOZE_LABELS[choice]}
              </button>
            ))}
          </span>
        )}
      </div>
    </li>
  );
}
