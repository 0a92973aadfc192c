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
