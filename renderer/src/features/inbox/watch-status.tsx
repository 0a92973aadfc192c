// What the watch is doing, in words: when it last looked and looks next, why it is not looking
// (offline, asleep, a service that asked it to wait), the quiet hours under way, each account's
// plan, and what the last check could not do. Beside the inbox, so an empty inbox can be told
// apart from a watch that is not looking.
import type { ReactNode } from 'react';
import type { BridgeValue, WatchState } from '../../../../shared/bridge.ts';
import { formatNearTime } from '../../ui/time.ts';

const PAUSED: Record<NonNullable<WatchState['paused']>, string> = {
  offline:
    'Paused: the network is gone. The watch looks again once it is back, with one notification for what it missed.',
  asleep: 'Paused while the computer sleeps. The watch looks again when it wakes.',
};

export function WatchStatus(props: {
  state: WatchState;
  list: BridgeValue<'accounts.list'> | undefined;
  now: number;
}): ReactNode {
  const { state, list, now } = props;
  const at = (ms: number) => formatNearTime(ms, now);
  return (
    <section className="screen-section inbox-panel" aria-labelledby="watch-status-title">
      <h2 id="watch-status-title">The watch</h2>
      {state.paused ? <p className="notice notice-warn">{PAUSED[state.paused]}</p> : null}
      <p data-testid="watch-checks">{checksInWords(state, at)}</p>
      {state.quietUntil !== null ? (
        <p data-testid="watch-quiet">
          Quiet hours until {at(state.quietUntil)}: alerts wait here, and one notification tells of them then.
        </p>
      ) : null}
      {state.accounts.length > 0 ? (
        <ul className="watch-accounts">
          {state.accounts.map((account) => (
            <li key={account.accountId}>
              <strong>{list?.accounts.find((a) => a.id === account.accountId)?.name ?? account.accountId}</strong>:{' '}
              {account.words}
              {account.pausedUntil !== null
                ? ` Waiting until ${at(account.pausedUntil)}, as the service asked (too many requests).`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      {state.notes.length > 0 ? (
        <>
          <h3>What the last check could not do</h3>
          <ul className="watch-notes">
            {state.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function checksInWords(state: WatchState, at: (ms: number) => string): string {
  if (state.checking) return 'Looking now…';
  const last = state.lastCheckAt === null ? 'Not looked yet.' : `Last looked at ${at(state.lastCheckAt)}.`;
  const next = state.nextCheckAt === null ? '' : ` Next at ${at(state.nextCheckAt)}.`;
  return `${last}${next}`;
}
