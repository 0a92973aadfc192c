// What fills the main area: a screen of the app (Accounts, Settings, Projects, Inbox), a link's
// missing account or project, the current view in its fault boundary, or the welcome when no
// project is selected.
import { Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Scope } from '../api/queries.ts';
import { apiKeys } from '../api/query-keys.ts';
import type { Selected } from '../state/accounts.ts';
import type { TargetResolution } from '../state/link-target.ts';
import { openOverlay } from '../state/overlays.ts';
import { navigate } from '../state/route.ts';
import { FaultBoundary } from '../ui/fault-boundary.tsx';
import { lazyComponent } from '../ui/lazy-component.ts';
import { MissingTarget } from './route-target.tsx';
import { ViewFrames } from './view-frames.tsx';
import { INBOX_SCREEN, PROJECTS_SCREEN, type ViewEntry } from './views.ts';

// Screens of the app itself, shown whatever the project; their code loads on first use.
const AccountsScreen = lazyComponent(() =>
  import('../features/accounts/accounts-screen.tsx').then((m) => m.AccountsScreen),
);
const SettingsScreen = lazyComponent(() =>
  import('../features/settings/settings-screen.tsx').then((m) => m.SettingsScreen),
);
const SCREENS = {
  accounts: AccountsScreen,
  settings: SettingsScreen,
  projects: PROJECTS_SCREEN,
  inbox: INBOX_SCREEN,
} as const;
export type Screen = keyof typeof SCREENS;
export const isScreen = (segment: string | undefined): segment is Screen =>
  segment !== undefined && Object.hasOwn(SCREENS, segment);

type Missing = Extract<TargetResolution, { kind: 'unknown-account' | 'unknown-project' }>;

const loading = (
  <div className="state state-loading" role="status">
    Loading…
  </div>
);

/** The main area's content, in a frame named by what it shows (see ViewFrames). */
export function MainContent(props: Parameters<typeof Content>[0]): ReactNode {
  const { screen, missing, view, scope, selected } = props;
  const shown = screen ?? (missing ? 'missing' : scope && selected ? view.id : 'none');
  return (
    <ViewFrames shown={shown}>
      <Content {...props} />
    </ViewFrames>
  );
}

function Content(props: {
  screen: Screen | null;
  missing: Missing | null;
  view: ViewEntry;
  scope: Scope | null;
  selected: Selected | null;
  segments: string[];
  params: URLSearchParams;
  /** The zone, locale, clock and week start, in one key: a change redraws what formats with them. */
  display: string;
}): ReactNode {
  const { screen, missing, view, scope, selected } = props;
  const client = useQueryClient();
  (screen ? SCREENS[screen] : view).useLoaded(); // drawn as soon as its code is in (lazy-component.ts)
  if (screen) {
    const Shown = SCREENS[screen].component;
    return (
      <FaultBoundary key={screen} what="This screen" onReload={() => SCREENS[screen].retryLoad()}>
        <Suspense fallback={loading}>
          <Shown key={props.display} />
        </Suspense>
      </FaultBoundary>
    );
  }
  if (missing)
    return <MissingTarget resolution={missing} onAddAccount={() => addFor(missing)} onStay={stayOn(selected)} />;
  if (!scope || !selected) return <NoProject />;
  // A view that cannot be drawn says so and can be drawn again, its answers asked for anew;
  // the sidebar and every other view go on working. Another view starts afresh.
  return (
    <FaultBoundary
      key={view.id}
      what="This view"
      onReload={() => {
        view.retryLoad();
        client.removeQueries({ queryKey: apiKeys.project(scope), type: 'inactive' });
      }}
    >
      <Suspense fallback={loading}>
        {/* Keyed by zone and locale: views format dates and numbers as they render, so a change redraws them. */}
        <view.component
          key={props.display}
          scope={scope}
          project={selected.project}
          path={props.segments.slice(1)}
          params={props.params}
        />
      </Suspense>
    </FaultBoundary>
  );
}

/** Add account, filled in with what the link says of an account this Spyglass does not have. */
function addFor(missing: Missing): void {
  openOverlay(
    'addAccount',
    missing.kind === 'unknown-account'
      ? { name: missing.name, ...(missing.baseUrl ? { baseUrl: missing.baseUrl } : {}), projects: missing.projectId }
      : {},
  );
}

/** Stay on the selected project: the link's account and project leave the route. */
function stayOn(selected: Selected | null): (() => void) | null {
  if (!selected) return null;
  const params = { account: selected.account.id, project: selected.project.id, accountName: null, baseUrl: null };
  return () => navigate({ params }, { replace: true });
}

function NoProject(): ReactNode {
  return (
    <div className="state state-empty welcome">
      <h1>No project selected</h1>
      <p>
        Add an account with your service's base URL, an API key and your project ids, or pick a project from the
        switcher above.
      </p>
      <button type="button" className="primary" onClick={() => openOverlay('addAccount', {})}>
        Add account
      </button>
    </div>
  );
}
