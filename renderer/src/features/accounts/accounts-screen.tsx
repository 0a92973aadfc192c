// The Accounts screen (#/accounts): every account with its key state and projects, and the
// actions on them — add, edit, replace or clear the key, remove.
import { useState, type ReactNode } from 'react';
import type { AccountView } from '../../../../shared/bridge.ts';
import { KIND_LABEL, useAccounts, useSelectProject } from '../../state/accounts.ts';
import { navigate } from '../../state/route.ts';
import { ColumnHeads } from '../../ui/column-heads.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { notify } from '../../ui/toast.tsx';
import { useAccountActions } from './account-actions.ts';
import { AddAccountDialog } from './add-account-dialog.tsx';
import { EditAccountDialog } from './edit-account-dialog.tsx';
import { ReplaceKeyDialog } from './replace-key-dialog.tsx';
import './accounts.css';

type Pending = { action: 'edit' | 'key' | 'clear-key' | 'remove'; account: AccountView } | null;

export function AccountsScreen(): ReactNode {
  const { list, selected } = useAccounts();
  const actions = useAccountActions();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const target = (action: NonNullable<Pending>['action']) => (pending?.action === action ? pending.account : null);
  /** Does what the dialog confirmed to the pending account: a failure is said in the dialog, a success in a toast. */
  const confirmed =
    (act: (id: string) => Promise<{ ok: true } | { ok: false; error: { message: string } }>, done: string) =>
    async () => {
      const reply = await act(pending!.account.id);
      if (!reply.ok) return reply.error.message;
      notify(`${done} ${pending!.account.name}`, 'success');
      return null;
    };
  if (!list) return null;

  return (
    <section className="accounts-screen" aria-labelledby="accounts-title">
      <div className="screen-head">
        <h1 id="accounts-title">Accounts</h1>
        <button type="button" className="primary" onClick={() => setAdding(true)}>
          Add account
        </button>
      </div>
      <KeychainNote keychain={list.keychain} />
      {list.accounts.length === 0 ? (
        <div className="state state-empty">
          <p>No account yet. Add one with your service's base URL, an API key and the ids of your projects.</p>
        </div>
      ) : null}
      <div className="account-list">
        {list.accounts.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            selectedProjectId={selected?.account.id === account.id ? selected.project.id : null}
            onAction={(action) => setPending({ action, account })}
          />
        ))}
      </div>

      <AddAccountDialog open={adding} onClose={() => setAdding(false)} />
      <EditAccountDialog account={target('edit')} onClose={close} />
      <ReplaceKeyDialog account={target('key')} onClose={close} />
      <ConfirmDialog
        open={pending?.action === 'clear-key'}
        onClose={close}
        title="Clear API key"
        message={
          <p>
            Spyglass forgets the key of <strong>{pending?.account.name}</strong>. Cached answers stay readable; new ones
            need a key again.
          </p>
        }
        confirmLabel="Clear key"
        onConfirm={confirmed(actions.clearKey, 'Key cleared for')}
      />
      <ConfirmDialog
        open={pending?.action === 'remove'}
        onClose={close}
        title="Remove account"
        message={
          <p>
            Remove <strong>{pending?.account.name}</strong>, its stored key and everything cached for it? This cannot be
            undone.
          </p>
        }
        confirmLabel="Remove account"
        onConfirm={confirmed(actions.remove, 'Removed')}
      />
    </section>
  );
}

function KeychainNote({ keychain }: { keychain: 'available' | 'session' }): ReactNode {
  return keychain === 'available' ? (
    <p className="keychain-note">API keys are kept in the operating system's keychain and never shown again.</p>
  ) : (
    <div className="notice notice-warn" role="note" data-testid="keychain-session">
      <strong>No OS keychain is available.</strong> API keys are kept in memory only: you will have to enter them again
      after Spyglass quits, and cached data lasts only for this session.
    </div>
  );
}

function AccountCard(props: {
  account: AccountView;
  selectedProjectId: string | null;
  onAction: (action: NonNullable<Pending>['action']) => void;
}): ReactNode {
  const { account, selectedProjectId, onAction } = props;
  const select = useSelectProject();
  const titleId = `account-${account.id}`;
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <header className="account-head">
        <div>
          <h2 id={titleId} className="title-heading account-name">
            {account.name}
            {account.demo ? <span className="badge badge-demo">Demo</span> : null}
          </h2>
          <div className="account-meta">
            <code>{account.baseUrl}</code>
            {account.hasKey ? (
              <span className="key-state key-ok" data-testid="key-state">
                Key stored
              </span>
            ) : (
              <span className="key-state key-missing" data-testid="key-state">
                No key
              </span>
            )}
          </div>
          {account.demo ? (
            <p className="account-note">
              The built-in demo service. It is recreated at every launch while you have no account of your own.
            </p>
          ) : null}
        </div>
        <div className="account-actions">
          {/* The demo is set up by Spyglass itself at each launch: nothing of it is worth editing. */}
          {account.demo ? null : (
            <>
              <button type="button" onClick={() => onAction('edit')}>
                Edit
              </button>
              <button type="button" onClick={() => onAction('key')}>
                {account.hasKey ? 'Replace key' : 'Store key'}
              </button>
              <button type="button" onClick={() => onAction('clear-key')} disabled={!account.hasKey}>
                Clear key
              </button>
            </>
          )}
          <button type="button" className="danger-text" onClick={() => onAction('remove')}>
            Remove
          </button>
        </div>
      </header>
      <table className="project-table">
        <caption className="visually-hidden">Projects of {account.name}</caption>
        <ColumnHeads names={['Project', 'Id', 'Kind', <span className="visually-hidden">Open</span>]} />
        <tbody>
          {account.projects.map((project) => (
            <tr key={project.id} aria-current={project.id === selectedProjectId ? 'true' : undefined}>
              <td>{project.name}</td>
              <td>
                <code>{project.id}</code>
              </td>
              <td>
                <span className={`badge badge-${project.kind}`}>{KIND_LABEL[project.kind]}</span>
              </td>
              <td className="cell-action">
                {project.id === selectedProjectId ? (
                  <span className="muted">Current</span>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={async () => {
                      if (await select(account.id, project.id)) navigate({ segments: ['overview'] });
                    }}
                  >
                    Open<span className="visually-hidden"> {project.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
