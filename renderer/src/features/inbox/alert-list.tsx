// The inbox's alerts, newest first: what, in which project of which account, when, and why in
// words; unseen ones in bold with a dot (and said in words to a screen reader). Each opens its
// view by the route a shared link to it opens; opening one is reading it, so it is marked seen.
import type { ReactNode } from 'react';
import type { BridgeValue, WatchState } from '../../../../shared/bridge.ts';
import { openLinkRoute, projectViewRoute } from '../../state/link-target.ts';
import { formatDateTime } from '../../ui/time.ts';

type Entry = WatchState['inbox'][number];

export function AlertList(props: {
  entries: Entry[];
  list: BridgeValue<'accounts.list'> | undefined;
  onOpen: (entry: Entry) => void;
}): ReactNode {
  const { entries, list, onOpen } = props;
  return (
    <ul className="inbox-alerts" aria-labelledby="inbox-alerts-title">
      {entries.map((entry) => (
        <AlertItem
          key={entry.id}
          entry={entry}
          accountName={list?.accounts.find((a) => a.id === entry.accountId)?.name ?? null}
          route={projectViewRoute({ ...entry.view, accountId: entry.accountId, projectId: entry.projectId }, list)}
          onOpen={() => onOpen(entry)}
        />
      ))}
    </ul>
  );
}

function AlertItem(props: {
  entry: Entry;
  /** Null when the account is no longer in Spyglass: the alert stays, with no view to open. */
  accountName: string | null;
  route: string | null;
  onOpen: () => void;
}): ReactNode {
  const { entry, accountName, route, onOpen } = props;
  const what = (
    <>
      {entry.what}
      {entry.seen ? null : <span className="visually-hidden"> (unseen)</span>}
    </>
  );
  return (
    <li className="inbox-alert" data-unseen={entry.seen ? undefined : ''} data-testid="inbox-alert">
      <span className="inbox-dot" aria-hidden="true" />
      <div className="inbox-alert-body">
        <p className="inbox-what">
          {route ? (
            <a
              href={`#${route}`}
              onClick={(event) => {
                event.preventDefault();
                onOpen();
                openLinkRoute(route);
              }}
            >
              {what}
            </a>
          ) : (
            what
          )}
        </p>
        <p className="inbox-why">{entry.why}</p>
        <p className="inbox-where">
          {entry.projectName} · {accountName ?? 'an account no longer in Spyglass'} ·{' '}
          <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
        </p>
        {entry.snoozedUntil === undefined ? null : (
          <p className="inbox-snoozed" data-testid="alert-snoozed">
            Not notified: snoozed until {formatDateTime(entry.snoozedUntil)}
          </p>
        )}
      </div>
    </li>
  );
}
