// The app shell: sidebar of views, project switcher, the global time window, and the view.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { PRESETS, windowLabel, resolveWindow, formatApiTime } from '../../../shared/time-window.ts';
import { apiKeys, type Scope } from '../api/queries.ts';
import { bridge } from '../bridge.ts';
import { accountsQuery, useAccounts } from './accounts.ts';
import { navigate, routeHref, useRoute } from './route.ts';
import { useTimeWindow, windowToParams } from './time-window.ts';
import { findView, VIEWS } from './views.ts';

export function App(): ReactNode {
  const { segments, params } = useRoute();
  const { query, list, selected } = useAccounts();
  const [window] = useTimeWindow();
  const view = findView(segments[0]);

  if (query.isPending) return <div className="state state-loading" role="status">Starting…</div>;
  if (query.isError) return <div className="state state-error" role="alert">{query.error.message}</div>;

  const scope: Scope | null = selected ? { accountId: selected.account.id, projectId: selected.project.id, window } : null;
  return (
    <div className="app">
      <nav className="sidebar" aria-label="Views">
        <div className="brand">Spyglass</div>
        {VIEWS.filter((v) => !selected || v.kinds.includes(selected.project.kind)).map((v) => (
          <a key={v.id} href={routeHref([v.id], new URLSearchParams([...params].filter(([k]) => ['w', 'from', 'to'].includes(k))))} aria-current={view.id === v.id ? 'page' : undefined}>
            {v.label}
          </a>
        ))}
      </nav>
      <div className="main">
        <header className="topbar">
          <ProjectSwitcher />
          <TimeWindowPicker />
          <RefreshButton scope={scope} />
        </header>
        {list?.notices.map((notice) => (
          <div key={notice} className="notice" role="status">{notice}</div>
        ))}
        <main className="view">
          {scope && selected ? (
            <Suspense fallback={<div className="state state-loading" role="status">Loading…</div>}>
              <view.component scope={scope} project={selected.project} path={segments.slice(1)} params={params} />
            </Suspense>
          ) : (
            <div className="state state-empty">No project is selected. Add an account to begin.</div>
          )}
        </main>
      </div>
    </div>
  );
}

function ProjectSwitcher(): ReactNode {
  const { list, selected } = useAccounts();
  const client = useQueryClient();
  if (!list) return null;
  const value = selected ? `${selected.account.id}\u0000${selected.project.id}` : '';
  return (
    <label className="project-switcher">
      <span className="visually-hidden">Project</span>
      <select
        value={value}
        onChange={async (event) => {
          const [accountId = '', projectId = ''] = event.target.value.split('\u0000');
          await bridge.call('accounts.select', { accountId, projectId });
          await client.invalidateQueries({ queryKey: accountsQuery.queryKey });
        }}
      >
        {list.accounts.map((account) => (
          <optgroup key={account.id} label={account.name}>
            {account.projects.map((project) => (
              <option key={project.id} value={`${account.id}\u0000${project.id}`}>{project.name}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

function TimeWindowPicker(): ReactNode {
  const [window] = useTimeWindow();
  const resolved = resolveWindow(window, Date.now());
  return (
    <label className="time-window" title={`${formatApiTime(resolved.start)} – ${formatApiTime(resolved.end)} UTC`}>
      <span className="visually-hidden">Time window</span>
      <select
        value={window.kind === 'relative' ? window.dur : 'custom'}
        onChange={(event) => navigate({ params: windowToParams({ kind: 'relative', dur: event.target.value }) })}
      >
        {window.kind === 'absolute' ? <option value="custom">{windowLabel(window)}</option> : null}
        {PRESETS.map((preset) => (
          <option key={preset} value={preset}>{windowLabel({ kind: 'relative', dur: preset })}</option>
        ))}
      </select>
    </label>
  );
}

function RefreshButton({ scope }: { scope: Scope | null }): ReactNode {
  const client = useQueryClient();
  return (
    <button
      type="button"
      className="refresh"
      disabled={!scope}
      onClick={() => scope && client.invalidateQueries({ queryKey: apiKeys.project(scope) })}
    >
      Refresh
    </button>
  );
}
