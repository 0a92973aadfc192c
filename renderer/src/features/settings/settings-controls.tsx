// Controls the Settings sections share.
import { useEffect, useState, type ReactNode } from 'react';

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
