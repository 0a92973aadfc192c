// Settings ▸ Watch: which projects the watch looks at. Every project of every account, each with
// a check; a starred project is watched unless turned off here (isWatched), so starring one on
// the Projects home is enough to watch it. A check turned by hand is kept as that project's choice.
import type { ReactNode } from 'react';
import type { Preferences } from '../../../../shared/preferences.ts';
import { isWatched } from '../../../../shared/watch/watch-settings.ts';
import { useAccounts } from '../../state/accounts.ts';
import { Check } from './settings-controls.tsx';

export function WatchProjects(props: {
  watch: Preferences['watch'];
  starred: Preferences['starredProjects'];
  onChange: (watch: Preferences['watch']) => void;
}): ReactNode {
  const { watch, starred, onChange } = props;
  const accounts = useAccounts().list?.accounts ?? [];
  const choose = (accountId: string, projectId: string, watched: boolean) => {
    const others = watch.choices.filter((c) => c.accountId !== accountId || c.projectId !== projectId);
    onChange({ ...watch, choices: [...others, { accountId, projectId, watched }] });
  };
  return (
    <fieldset className="settings-choice">
      <legend>Projects watched</legend>
      <p className="settings-hint">Starred projects are watched unless you turn them off here.</p>
      {accounts.length === 0 ? <p className="settings-hint">No projects yet: add an account in Accounts.</p> : null}
      {accounts.map((account) => (
        <fieldset key={account.id} className="settings-choice watch-account">
          <legend>{account.name}</legend>
          <ul className="watch-project-list">
            {account.projects.map((project) => {
              const star = starred.some((s) => s.accountId === account.id && s.projectId === project.id);
              const on = isWatched(watch, { accountId: account.id, projectId: project.id }, star);
              return (
                <li key={project.id}>
                  <label className="settings-check">
                    <Check checked={on} onChange={(next) => choose(account.id, project.id, next)} />
                    <span>
                      {project.name}
                      {star ? <span className="settings-hint watch-starred">Starred</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
