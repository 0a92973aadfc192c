// The account + project switcher: a menu of every account's projects with their kind, the
// current one checked, and the ways to add or manage accounts.
import type { ReactNode } from 'react';
import { Caret } from './icons.tsx';
import { MenuButton, type MenuGroup } from '../ui/menu.tsx';
import { KIND_LABEL, useAccounts, useSelectProject } from '../state/accounts.ts';
import { navigate } from '../state/route.ts';
import { projectKey, useHealthByProject } from '../state/project-health.ts';
import { HEALTH_LABEL, type HealthState } from '../domain/project-health.ts';

/** Says "demo" unless the account's name already does. */
function demoTag(account: { name: string; demo?: boolean | undefined }): string {
  return account.demo && !/demo/i.test(account.name) ? ' · demo' : '';
}

export function ProjectSwitcher({ onAddAccount }: { onAddAccount: () => void }): ReactNode {
  const { list, selected } = useAccounts();
  const select = useSelectProject();
  const health = useHealthByProject();
  if (!list) return null;
  const groups: MenuGroup[] = list.accounts.map((account) => ({
    id: account.id,
    label: `${account.name}${demoTag(account)}${account.hasKey ? '' : ' · no key'}`,
    items: account.projects.map((project) => ({
      id: project.id,
      label: project.name,
      detail: (
        <>
          <HealthDot state={health[projectKey(account.id, project.id)] ?? null} />
          <span className={`badge badge-${project.kind}`}>{KIND_LABEL[project.kind]}</span>
        </>
      ),
      checked: selected?.account.id === account.id && selected.project.id === project.id,
      onSelect: () => void select(account.id, project.id),
    })),
  }));
  groups.push({
    id: 'manage',
    items: [
      { id: 'add', label: 'Add account…', onSelect: onAddAccount },
      { id: 'manage', label: 'Manage accounts', onSelect: () => navigate({ segments: ['accounts'] }) },
    ],
  });
  return (
    <MenuButton
      label="Project"
      // The name holds the words shown on the button, in their order, so speech input can say what it sees.
      buttonLabel={
        selected
          ? `Project: ${selected.account.name}${demoTag(selected.account)}, ${selected.project.name}, ${KIND_LABEL[selected.project.kind]}`
          : 'Project'
      }
      className="project-switcher"
      buttonClassName="switcher-button"
      groups={groups}
      title={selected ? `${selected.account.name} / ${selected.project.name} (${selected.project.id})` : undefined}
      button={
        selected ? (
          <>
            <span className="switcher-text">
              <span className="switcher-account">
                {selected.account.name}
                {demoTag(selected.account)}
              </span>{' '}
              <span className="switcher-project">{selected.project.name}</span>
            </span>{' '}
            <span className={`badge badge-${selected.project.kind}`}>{KIND_LABEL[selected.project.kind]}</span>
            <Caret />
          </>
        ) : (
          <span className="switcher-project">Choose a project ▾</span>
        )
      }
    />
  );
}

/** The project's health as the home last judged it; nothing before it has. */
function HealthDot({ state }: { state: HealthState | null }): ReactNode {
  if (!state) return null;
  return (
    <span
      className={`health health-${state}`}
      title={`Health: ${HEALTH_LABEL[state].toLowerCase()}`}
      data-testid="switcher-health"
    >
      <span className="health-dot" aria-hidden="true" />
      <span className="visually-hidden">{HEALTH_LABEL[state].toLowerCase()}</span>
    </span>
  );
}
