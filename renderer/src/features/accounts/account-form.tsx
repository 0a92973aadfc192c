// The account form of the add and edit dialogs. Checks what it can before sending; a refusal
// from the privileged side (wrong key, unknown project, unreachable service) is shown beside the
// field it concerns, and everything typed stays where it was.
import { useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '../../../../shared/api-error.ts';
import { Field } from '../../ui/field.tsx';
import {
  checkAccountForm,
  fieldOf,
  type AccountField,
  type AccountFormValues,
  type FieldErrors,
} from './account-form.ts';

export interface AccountFormProps {
  initial: AccountFormValues;
  /** Adding asks for the key; editing asks only when the address moves to another host (the stored key never goes there). */
  withKey: boolean | ((values: AccountFormValues) => boolean);
  /** Where the key will be kept, said beside the field. */
  keyHint?: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: AccountFormValues) => Promise<ApiError | null>;
  onCancel: () => void;
}

export function AccountForm({
  initial,
  withKey,
  keyHint,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: AccountFormProps): ReactNode {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const askKey = typeof withKey === 'function' ? withKey(values) : withKey;

  const set = (field: AccountField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((was) => ({ ...was, [field]: event.target.value }));
    // The message described the old value; keep it only for fields not touched since.
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkAccountForm(values, askKey);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirstError();
    setBusy(true);
    const refusal = await onSubmit(values).finally(() => setBusy(false));
    if (!refusal) return;
    const field = fieldOf(refusal);
    if (field && (askKey || field !== 'apiKey')) {
      setErrors({ [field]: refusal.message });
      focusFirstError();
    } else {
      setFormError(refusal.message);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={busy}>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Field label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            data-autofocus
            value={values.name}
            onChange={set('name')}
            autoComplete="off"
            placeholder="e.g. Production"
          />
        )}
      </Field>
      <Field
        label="Base URL"
        error={errors.baseUrl}
        hint="The service's address, e.g. https://api.atatus.com (the /v2 of the paths is added)"
      >
        {(control) => (
          <input
            {...control}
            type="url"
            value={values.baseUrl}
            onChange={set('baseUrl')}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://api.atatus.com"
          />
        )}
      </Field>
      {askKey ? (
        <Field label="API key" error={errors.apiKey} hint={keyHint}>
          {(control) => (
            <input
              {...control}
              type="password"
              value={values.apiKey}
              onChange={set('apiKey')}
              autoComplete="new-password"
              spellCheck={false}
            />
          )}
        </Field>
      ) : null}
      <Field
        label="Project ids"
        error={errors.projects}
        hint="One per line or separated by commas. Each project's kind (browser or APM) is detected from its report."
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.projects}
            onChange={set('projects')}
            spellCheck={false}
            placeholder={'5f1c…\n6a2d…'}
          />
        )}
      </Field>
      <FormActions onCancel={onCancel} busy={busy} label={submitLabel} busyLabel={busyLabel} />
      {busy ? (
        <p className="visually-hidden" role="status">
          {busyLabel}
        </p>
      ) : null}
    </form>
  );
}

/** An account form's Cancel and its submit button, which says what it is doing while busy. */
export function FormActions(props: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}): ReactNode {
  return (
    <div className="form-actions">
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
      <button type="submit" className="primary" disabled={props.busy}>
        {props.busy ? props.busyLabel : props.label}
      </button>
    </div>
  );
}
