// "Add account": name, base URL, API key (write-only) and project ids; the privileged side checks
// the key against each project and detects its kind before anything is saved.
import type { ReactNode } from 'react';
import { useAccounts } from '../../state/accounts.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountActions } from './account-actions.ts';
import { parseProjectIds } from './account-form.ts';
import { AccountForm } from './account-form.tsx';

const EMPTY = { name: '', baseUrl: 'https://api.atatus.com', apiKey: '', projects: '' };

/** `initial`: what is known already, e.g. from a link to an account this Spyglass does not have. */
export function AddAccountDialog({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  initial?: { name?: string; baseUrl?: string; projects?: string };
}): ReactNode {
  const actions = useAccountActions();
  const keychain = useAccounts().list?.keychain ?? 'available';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add account"
      description="Connect Spyglass to your monitoring service with an API key."
    >
      <AccountForm
        initial={{ ...EMPTY, ...initial }}
        withKey
        keyHint={
          keychain === 'available'
            ? 'Stored in the OS keychain. It is never shown again, not even here.'
            : 'No OS keychain here: the key is kept in memory until Spyglass quits. It is never shown again.'
        }
        submitLabel="Add account"
        busyLabel="Checking the key and the projects…"
        onCancel={onClose}
        onSubmit={async (values) => {
          const reply = await actions.add({
            name: values.name.trim(),
            baseUrl: values.baseUrl.trim(),
            apiKey: values.apiKey.trim(),
            projectIds: parseProjectIds(values.projects),
          });
          if (!reply.ok) return reply.error;
          const count = reply.value.projects.length;
          notify(`Added ${reply.value.name} with ${count} project${count === 1 ? '' : 's'}`, 'success');
          onClose();
          return null;
        }}
      />
    </Dialog>
  );
}
