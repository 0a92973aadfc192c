// The Inbox (#/inbox): every alert the watch raised, newest first, seen or not, each opening its
// view; Mark all seen and Check now; and beside them what the watch is doing and its snoozes. The
// watch runs in the privileged core, so this screen only shows its state and passes on what the
// user tells it.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { WatchState } from '../../../../shared/bridge.ts';
import { useAccounts } from '../../state/accounts.ts';
import { useWatchActions, watchQuery } from '../../state/watch.ts';
import { notify } from '../../ui/toast.tsx';
import { AlertList } from './alert-list.tsx';
import { SnoozeControls } from './snooze-controls.tsx';
import { WatchStatus } from './watch-status.tsx';
import './inbox.css';

export function InboxScreen(): ReactNode {
  const query = useQuery(watchQuery);
  const { list } = useAccounts();
  const actions = useWatchActions();
  const [looking, setLooking] = useState(false);
  if (query.isPending)
    return (
      <div className="state state-loading" role="status">
        Loading…
      </div>
    );
  if (query.isError)
    return (
      <div className="state state-error" role="alert">
        <p>The watch did not answer: {query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const state = query.data;
  const now = Date.now();
  const checkNow = async () => {
    setLooking(true);
    const after = await actions.checkNow();
    setLooking(false);
    if (after) notify(foundInWords(state, after), 'success');
  };
  return (
    <section className="inbox-screen" aria-labelledby="inbox-title">
      <div className="screen-head">
        <h1 id="inbox-title">Inbox</h1>
        <div className="inbox-actions">
          <button type="button" disabled={state.unseen === 0} onClick={() => void actions.markAllSeen()}>
            Mark all seen
          </button>
          <button
            type="button"
            className="primary"
            disabled={looking || state.checking}
            onClick={() => void checkNow()}
          >
            {looking || state.checking ? 'Looking…' : 'Check now'}
          </button>
        </div>
      </div>
      <div className="inbox-layout">
        <section className="inbox-main" aria-labelledby="inbox-alerts-title">
          <h2 id="inbox-alerts-title">
            Alerts{' '}
            <span className="inbox-count" data-testid="inbox-count">
              {state.unseen} unseen of {state.inbox.length}
            </span>
          </h2>
          {state.inbox.length > 0 ? (
            <AlertList entries={state.inbox} list={list} onOpen={(entry) => void actions.markSeen([entry.id])} />
          ) : (
            <EmptyInbox watching={state.watched.length} />
          )}
        </section>
        <div className="inbox-side">
          <WatchStatus state={state} list={list} now={now} />
          <SnoozeControls state={state} list={list} now={now} actions={actions} />
        </div>
      </div>
    </section>
  );
}

/** What a Check now found: the alerts its answer holds that the inbox did not. */
function foundInWords(before: WatchState, after: WatchState): string {
  const known = new Set(before.inbox.map((entry) => entry.id));
  const found = after.inbox.filter((entry) => !known.has(entry.id)).length;
  if (after.watched.length === 0) return 'The watch looked: it watches no project yet.';
  return found === 0
    ? 'The watch looked: nothing new.'
    : `The watch looked: ${found} new alert${found > 1 ? 's' : ''}.`;
}

function EmptyInbox({ watching }: { watching: number }): ReactNode {
  return (
    <div className="state state-empty inbox-empty" data-testid="inbox-empty">
      <p>
        <strong>No alerts.</strong> The watch looks at the projects you watch every few minutes, even with no view open,
        and tells you of a new error group, an error back after it was resolved, a spike in errors, failures, load or
        response time, or a fall in apdex: here, and as a notification.
      </p>
      {watching === 0 ? (
        <p>
          It watches no project yet. Star a project in <a href="#/projects">Projects</a> to watch it, or choose the
          projects to watch in <a href="#/settings">Settings ▸ Watch</a>.
        </p>
      ) : (
        <p>
          It watches {watching} project{watching > 1 ? 's' : ''} and has found nothing so far. Choose what it watches,
          how often and when it keeps quiet in <a href="#/settings">Settings ▸ Watch</a>.
        </p>
      )}
    </div>
  );
}
