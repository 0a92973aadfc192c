// The Projects home part of Settings: which screen a launch opens, and the thresholds that make a
// project degraded or failing. A threshold is saved when its field is left and every threshold
// reads; until then its field says what is wrong, and the saved thresholds stay in force.
import { useEffect, useState, type ReactNode } from 'react';
import {
  DEFAULT_HEALTH_THRESHOLDS,
  HEALTH_LIMITS,
  healthThresholdProblems,
  type HealthThresholds,
  type Preferences,
} from '../../../../shared/preferences.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { Field } from '../../ui/field.tsx';
import { Choice } from './settings-controls.tsx';

const LAUNCH_SCREENS: { value: Preferences['launchScreen']; label: string }[] = [
  { value: 'auto', label: 'The Projects home with two projects or more, else where I left off' },
  { value: 'home', label: 'Always the Projects home' },
  { value: 'last', label: 'Always where I left off' },
];

type Name = keyof HealthThresholds;

/** Each threshold as the form asks for it, in the order a reader meets them. */
const THRESHOLDS: { name: Name; label: string; unit: string; hint: string }[] = [
  {
    name: 'failingRatio',
    label: 'Failing at',
    unit: '× the baseline',
    hint: 'Error events (for APM, the failure rate) this many times the baseline’s make a project failing.',
  },
  {
    name: 'degradedRatio',
    label: 'Degraded at',
    unit: '× the baseline',
    hint: 'Error events, the failure rate, load time or response time this many times the baseline’s make it degraded.',
  },
  {
    name: 'minEvents',
    label: 'Fewest events to compare',
    unit: 'events',
    hint: 'A change in error events or failures counts only when the window has at least this many.',
  },
  {
    name: 'apdexDegraded',
    label: 'Degraded under apdex',
    unit: 'score, 0 to 1',
    hint: 'An apdex under this makes a project degraded.',
  },
  {
    name: 'apdexFailing',
    label: 'Failing under apdex',
    unit: 'score, 0 to 1',
    hint: 'An apdex under this makes a project failing.',
  },
  {
    name: 'newGroups',
    label: 'New error groups',
    unit: 'groups',
    hint: 'This many error groups first seen in the window, and half as many again as the baseline met, make a project degraded; 0 turns this off.',
  },
];

type Drafts = Record<Name, string>;

const draftsOf = (health: HealthThresholds): Drafts =>
  Object.fromEntries(THRESHOLDS.map(({ name }) => [name, String(health[name])])) as Drafts;

/** The drafts as numbers; an empty field is no number (Number('') would be 0). */
const readDrafts = (drafts: Drafts): HealthThresholds =>
  Object.fromEntries(
    THRESHOLDS.map(({ name }) => [name, drafts[name].trim() === '' ? Number.NaN : Number(drafts[name])]),
  ) as unknown as HealthThresholds;

export function HomeSettings(): ReactNode {
  const { launchScreen, health } = usePreferences();
  const setPreferences = useSetPreferences();
  return (
    <section className="screen-section settings-section" aria-labelledby="settings-home">
      <h2 id="settings-home">Projects home</h2>
      <Choice
        legend="At launch, open"
        name="settings-launch-screen"
        value={launchScreen}
        options={LAUNCH_SCREENS}
        onChange={(value) => void setPreferences({ launchScreen: value })}
        note="The Projects home lists every project of every account with its health in the chosen window."
      />
      <HealthThresholdsForm saved={health} onSave={(next) => void setPreferences({ health: next })} />
    </section>
  );
}

function HealthThresholdsForm(props: {
  saved: HealthThresholds;
  onSave: (health: HealthThresholds) => void;
}): ReactNode {
  const { saved, onSave } = props;
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  // The saved thresholds, as they arrive or change elsewhere, replace the drafts.
  useEffect(() => setDrafts(draftsOf(saved)), [saved]);
  // Problems show once a field has been left: not while the first digits are being typed.
  const [checked, setChecked] = useState(false);
  const values = readDrafts(drafts);
  const problems = healthThresholdProblems(values);
  const valid = Object.keys(problems).length === 0;
  const changed = THRESHOLDS.some(({ name }) => values[name] !== saved[name]);

  const commit = () => {
    setChecked(true);
    if (valid && changed) onSave(values);
  };

  return (
    <fieldset className="settings-choice settings-thresholds">
      <legend>Health thresholds</legend>
      <p className="settings-hint">
        Each project is judged against the previous period of the same length, or against the comparison window when
        Compare is on.
      </p>
      <div className="settings-threshold-fields">
        {THRESHOLDS.map(({ name, label, unit, hint }) => {
          const { min, max, whole } = HEALTH_LIMITS[name];
          const problem = checked ? problems[name] : undefined;
          return (
            <Field
              key={name}
              label={`${label} (${unit})`}
              hint={hint}
              error={problem ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode={whole ? 'numeric' : 'decimal'}
                  min={min}
                  max={max}
                  step={whole ? 1 : 'any'}
                  data-testid={`health-${name}`}
                  value={drafts[name]}
                  onChange={(event) => setDrafts({ ...drafts, [name]: event.target.value })}
                  onBlur={commit}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') commit();
                  }}
                />
              )}
            </Field>
          );
        })}
      </div>
      <button
        type="button"
        onClick={() => {
          setChecked(false);
          setDrafts(draftsOf(DEFAULT_HEALTH_THRESHOLDS));
          onSave(DEFAULT_HEALTH_THRESHOLDS);
        }}
      >
        Reset thresholds to defaults
      </button>
    </fieldset>
  );
}
