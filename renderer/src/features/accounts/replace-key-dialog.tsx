// Replace an account's API key. The field is write-only: the stored key never comes back.
import { useState, type ReactNode } from 'react';
import type { AccountView } from '../../../../shared/bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountActions } from './account-actions.ts';
import { FormActions } from './account-form.tsx';

export function ReplaceKeyDialog({
  account,
  onClose,
}: {
  account: AccountView | null;
  onClose: () => void;
}): ReactNode {
  return (
    <Dialog
      open={account !== null}
      onClose={onClose}
      title={account?.hasKey ? 'Replace API key' : 'Store API key'}
      className="dialog-narrow"
    >
      {account ? <KeyForm account={account} onClose={onClose} /> : null}
    </Dialog>
  );
}

function KeyForm({ account, onClose }: { account: AccountView; onClose: () => void }): ReactNode {
  const actions = useAccountActions();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!key.trim()) return setError('Paste the new API key');
        setBusy(true);
        const reply = await actions.setKey(account.id, key.trim()).finally(() => setBusy(false));
        if (!reply.ok) return setError(reply.error.message);
        notify(`New key stored for ${account.name}`, 'success');
        onClose();
      }}
    >
      <Field
        label={`API key for ${account.name}`}
        error={error}
        hint="Replaces the stored key. It is never shown again."
      >
        {(control) => (
          <input
            {...control}
            data-autofocus
            type="password"
            value={key}
            autoComplete="new-password"
            spellCheck={false}
            onChange={(event) => {
              setKey(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <FormActions onCancel={onClose} busy={busy} label="Store key" busyLabel="Storing…" />
    </form>
  );
}
