// Controls the Settings sections share: a check and a choice that show a click at once, and
// fields saved together when they are left.
import { useEffect, useState, type ReactNode } from 'react';
import { sentenceCase } from '../../ui/format.ts';

/**
 * What a control shows: the user's choice at once, then the saved preference when it comes.
 * The preferences reach the screen a tick after they change, and a checked state that lags its
 * click would flick back first.
 */
export function useShown<T>(saved: T): [T, (value: T) => void] {
  const [shown, setShown] = useState(saved);
  useEffect(() => setShown(saved), [saved]);
  return [shown, setShown];
}

export function Check(props: { checked: boolean; onChange: (on: boolean) => void }): ReactNode {
  const [checked, setChecked] = useShown(props.checked);
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        props.onChange(event.target.checked);
      }}
    />
  );
}

/** A choice of one among a few, as radio buttons under a legend. */
export function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  note?: string;
}): ReactNode {
  const { legend, name, options, onChange, note } = props;
  const [value, setValue] = useShown(props.value);
  return (
    <fieldset className="settings-choice">
      <legend>{legend}</legend>
      <div className="settings-options">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                setValue(option.value);
                onChange(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {note ? <p className="settings-hint">{note}</p> : null}
    </fieldset>
  );
}

/**
 * Fields typed into and saved together, once a field is left (or Enter pressed) and every one of
 * them reads; until then the saved values stay in force. Problems show once a field has been
 * left, not while its first characters are typed. The saved values, as they arrive or change
 * elsewhere, replace the drafts.
 */
export function useDrafts<Name extends string>(
  saved: Record<Name, string>,
  problemsOf: (drafts: Record<Name, string>) => Partial<Record<Name, string>>,
  save: (drafts: Record<Name, string>) => void,
) {
  const savedKey = JSON.stringify(saved);
  const [drafts, setDrafts] = useState(saved);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the values (a new object each render)
  useEffect(() => setDrafts(saved), [savedKey]);
  const [checked, setChecked] = useState(false);
  const problems = problemsOf(drafts);
  const commit = () => {
    setChecked(true);
    if (Object.keys(problems).length === 0 && JSON.stringify(drafts) !== savedKey) save(drafts);
  };
  return {
    /** Its problem as a sentence, once the fields have been left. */
    problem: (name: Name) => {
      const problem = checked ? problems[name] : undefined;
      return problem ? `${sentenceCase(problem)}.` : undefined;
    },
    /** What an input of the drafts takes. */
    input: (name: Name) => ({
      value: drafts[name],
      onChange: (event: { target: { value: string } }) => setDrafts({ ...drafts, [name]: event.target.value }),
      onBlur: commit,
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Enter') commit();
      },
    }),
  };
}
