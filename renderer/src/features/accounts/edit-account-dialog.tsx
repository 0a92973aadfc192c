// Edit an account's name, base URL and projects; new project ids have their kind detected with
// the stored key, so the privileged side may refuse them (shown beside the projects field). A base
// URL on another host asks for the key again: the stored one never goes to a new host.
import type { ReactNode } from 'react';
import type { AccountView } from '../../../../shared/bridge.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountActions } from './account-actions.ts';
import { originOf, parseProjectIds } from './account-form.ts';
import { AccountForm } from './account-form.tsx';

export function EditAccountDialog({
  account,
  onClose,
}: {
  account: AccountView | null;
  onClose: () => void;
}): ReactNode {
  const actions = useAccountActions();
  return (
    <Dialog open={account !== null} onClose={onClose} title={`Edit ${account?.name ?? 'account'}`}>
      {account ? (
        <AccountForm
          initial={{
            name: account.name,
            baseUrl: account.baseUrl,
            apiKey: '',
            projects: account.projects.map((p) => p.id).join('\n'),
          }}
          withKey={(values) => originOf(values.baseUrl) !== originOf(account.baseUrl)}
          keyHint="A new host: enter its API key. The stored key is never sent to another host."
          submitLabel="Save"
          busyLabel="Saving…"
          onCancel={onClose}
          onSubmit={async (values) => {
            const ids = parseProjectIds(values.projects);
            const sameProjects = ids.join('\n') === account.projects.map((p) => p.id).join('\n');
            const reply = await actions.update({
              id: account.id,
              ...(values.name.trim() !== account.name ? { name: values.name.trim() } : {}),
              ...(values.baseUrl.trim() !== account.baseUrl ? { baseUrl: values.baseUrl.trim() } : {}),
              ...(originOf(values.baseUrl) !== originOf(account.baseUrl) ? { apiKey: values.apiKey.trim() } : {}),
              ...(sameProjects ? {} : { projectIds: ids }),
            });
            if (!reply.ok) return reply.error;
            notify(`Saved ${reply.value.name}`, 'success');
            onClose();
            return null;
          }}
        />
      ) : null}
    </Dialog>
  );
}
