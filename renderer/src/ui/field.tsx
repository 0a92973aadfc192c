// A labelled form control with its hint and its error, wired for screen readers
// (aria-invalid, aria-describedby) the same way in every form.
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export function Field(props: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${props.error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {props.children({ id, 'aria-invalid': !!props.error, 'aria-describedby': describedBy })}
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
      {props.hint ? (
        <p id={hintId} className="field-hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
