// Settings ▸ Watch: when it keeps quiet and how many requests it may spend. Quiet hours are wall-
// clock times in the time zone chosen under Appearance; the budget is per account and hour, shown
// beside what the watch costs now (each account's plan, in the core's words). Each is saved when
// its fields are left and read, with what is wrong said beside the field until then.
import type { ReactNode } from 'react';
import type { Preferences } from '../../../../shared/preferences.ts';
import { REQUEST_BUDGET_LIMITS } from '../../../../shared/watch/watch-settings.ts';
import { parseClock } from '../../../../shared/watch/zoned-time.ts';
import { useAccounts } from '../../state/accounts.ts';
import { useWatchState } from '../../state/watch.ts';
import { Field } from '../../ui/field.tsx';
import { formatExact } from '../../ui/format.ts';
import { zoneName } from '../../ui/zoned-time.ts';
import { Check, useDrafts } from './settings-controls.tsx';

type Watch = Preferences['watch'];

const TIME_EXAMPLE = 'must be a time of day such as 22:00';

export function QuietHours(props: {
  watch: Watch;
  timeZone: Preferences['timeZone'];
  onChange: (watch: Watch) => void;
}): ReactNode {
  const { watch, timeZone, onChange } = props;
  const { quietHours } = watch;
  const times = useDrafts(
    { from: quietHours.from, to: quietHours.to },
    ({ from, to }) => {
      const start = parseClock(from.trim());
      const end = parseClock(to.trim());
      return {
        ...(start === null ? { from: TIME_EXAMPLE } : {}),
        ...(end === null ? { to: TIME_EXAMPLE } : start === end ? { to: 'must not be the time they start' } : {}),
      };
    },
    ({ from, to }) => onChange({ ...watch, quietHours: { ...quietHours, from: from.trim(), to: to.trim() } }),
  );
  return (
    <fieldset className="settings-choice">
      <legend>Quiet hours</legend>
      <label className="settings-check">
        <Check checked={quietHours.on} onChange={(on) => onChange({ ...watch, quietHours: { ...quietHours, on } })} />
        <span>
          Keep quiet during these hours
          <span className="settings-hint">
            Alerts found meanwhile wait in the inbox; one notification tells of them when the quiet hours end. Times are
            in {zoneName(timeZone)}, the time zone chosen under Appearance.
          </span>
        </span>
      </label>
      <div className="settings-row watch-times">
        {(['from', 'to'] as const).map((name) => (
          <Field
            key={name}
            label={`${name === 'from' ? 'From' : 'To'} (HH:mm)`}
            error={times.problem(name)}
            hint={name === 'to' && !times.problem(name) ? 'The next day when earlier than the start.' : undefined}
          >
            {(control) => (
              <input
                {...control}
                {...times.input(name)}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                size={6}
                data-testid={`quiet-${name}`}
              />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

function budgetProblem(text: string): string | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  const { min, max } = REQUEST_BUDGET_LIMITS;
  if (!Number.isInteger(value)) return 'must be a whole number';
  if (value < min) return `must be at least ${formatExact(min)}`;
  if (value > max) return `must be at most ${formatExact(max)}`;
  return undefined;
}

export function RequestBudget(props: { watch: Watch; onChange: (watch: Watch) => void }): ReactNode {
  const { watch, onChange } = props;
  const budget = useDrafts(
    { budget: String(watch.requestBudget) },
    ({ budget: text }) => {
      const problem = budgetProblem(text);
      return problem ? { budget: problem } : {};
    },
    ({ budget: text }) => onChange({ ...watch, requestBudget: Number(text) }),
  );
  return (
    <fieldset className="settings-choice">
      <legend>Request budget</legend>
      <Field
        label="Requests per account per hour"
        error={budget.problem('budget')}
        hint={`The watch sends at most this many requests an hour to each account's service (${formatExact(REQUEST_BUDGET_LIMITS.min)} to ${formatExact(REQUEST_BUDGET_LIMITS.max)}); past it, it looks less often. Views you open are not counted.`}
      >
        {(control) => (
          <input
            {...control}
            {...budget.input('budget')}
            type="number"
            inputMode="numeric"
            min={REQUEST_BUDGET_LIMITS.min}
            max={REQUEST_BUDGET_LIMITS.max}
            step={1}
            data-testid="watch-budget"
          />
        )}
      </Field>
      <WatchCost />
    </fieldset>
  );
}

/** What the watch costs each account now, as the core plans it. */
function WatchCost(): ReactNode {
  const state = useWatchState();
  const accounts = useAccounts().list?.accounts ?? [];
  if (!state) return null;
  if (state.accounts.length === 0) return <p className="settings-hint">The watch sends no request now.</p>;
  return (
    <ul className="watch-cost" aria-label="What the watch costs now" data-testid="watch-cost">
      {state.accounts.map((account) => (
        <li key={account.accountId}>
          <strong>{accounts.find((a) => a.id === account.accountId)?.name ?? account.accountId}</strong>:{' '}
          {account.words}
          {account.costPerHour > account.budget
            ? ` More than the budget of ${formatExact(account.budget)}: it looks less often than chosen.`
            : null}
        </li>
      ))}
    </ul>
  );
}
