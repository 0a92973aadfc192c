// The launch. What the first screen needs is asked for at once and side by side: the shell's
// code, the view's code, the accounts, the preferences and the view's first query (its
// last-known copy paints the screen), all while React's own code is still being evaluated.
import { QueryClient } from '@tanstack/react-query';
import { accountsQuery, rememberedSelection, selectedOf, type RememberedSelection } from './state/accounts.ts';
import { applyTheme, followDisplayZone, preferencesQuery } from './state/preferences.ts';
import { currentRoute, isBareRoute } from './state/route.ts';
import { windowFromParams } from './state/time-window.ts';
import { findView, INBOX_SCREEN, PROJECTS_SCREEN } from './app/views.ts';
import { opensHome } from '../../shared/home-plan.ts';
import { prefetchHome } from './api/home-requests.ts';
import type { BridgeValue } from '../../shared/bridge.ts';
import { comparisonFromParams } from '../../shared/comparison.ts';
import type { Preferences } from '../../shared/preferences.ts';
import './styles.css';
import './print.css';

// For `npm run bench`'s launch split: this module's own code begins (its imports evaluated), and,
// at the end of the file, its synchronous part is done. Two marks, a microsecond each.
performance.mark('spyglass:main-start');

// React DOM and the shell: the largest piece, asked for first (index.html also preloads it).
const root = import('./app/root.tsx');

// Retries and offline fallback happen once, in the gateway; the renderer asks once per change.
const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// Dates are written in the zone of the preferences, from the first render on.
followDisplayZone(client);

// The theme remembered from the last launch, before the first paint (no flash of the wrong colours).
applyTheme();

const route = currentRoute();
// A launch with no route opens the home or the last project's overview (opensHome): the one the
// last launch opened is loaded at once, the other when the accounts and preferences say so.
const startsBare = isBareRoute(route);
const HOME_HINT = 'spyglass.opens-home';
const homeLikely = startsBare && localStorage.getItem(HOME_HINT) === 'yes';
// A screen's code (the home, the inbox) is asked for at once, as a view's is.
const screenCode =
  homeLikely || route.segments[0] === 'projects'
    ? PROJECTS_SCREEN
    : route.segments[0] === 'inbox'
      ? INBOX_SCREEN
      : null;
const view = route.segments[0] === 'accounts' || screenCode ? null : findView(route.segments[0]);
const viewCode = screenCode ? screenCode.preload() : view?.preload();
const preferences = client.fetchQuery(preferencesQuery).catch(() => undefined);

const projectCount = (list: BridgeValue<'accounts.list'>) =>
  list.accounts.reduce((n, account) => n + account.projects.length, 0);

/** Settles once the view opening has its first figures (view.prefetch), or at once when it asks none. */
let figures: Promise<void> = Promise.resolve();
const startView = (selection: RememberedSelection) => {
  if (view?.kinds.includes(selection.kind) && view.prefetch) {
    figures = view.prefetch(client, {
      accountId: selection.accountId,
      projectId: selection.projectId,
      window: windowFromParams(route.params),
    });
  }
};

/**
 * How long the splash may stand for the view's first figures once everything else is in. A first
 * render that has them is laid out and painted once; one that comes first without them is laid
 * out and painted, then rendered, laid out and painted again with them: about 100 ms more before
 * the figures show on a slow machine, when the answer came only moments after the render began.
 * Past this wait, a slow service does not hold the shell back. Over the last screen (the host's
 * snapshot) the app renders unseen and takes over once its answers are in (launch-curtain.ts).
 */
const FIGURES_WAIT_MS = 150;
const figuresOrWait = () =>
  document.querySelector('#root > [data-last-screen]')
    ? undefined
    : Promise.race([figures, new Promise((resolve) => setTimeout(resolve, FIGURES_WAIT_MS))]);
// The project of the last launch is almost always this one's: its queries start now, and again
// for another project should the accounts say otherwise.
const remembered = rememberedSelection();
if (remembered) startView(remembered);
const accounts = client.fetchQuery(accountsQuery);
accounts
  .then(async (list) => {
    // A launch that opens the home asks for no view of its own (the core asks the home's answers
    // ahead, and stops at the first call of another screen).
    if (startsBare && !homeLikely && opensHomeNow(list, await preferences)) return;
    const selected = selectedOf(list);
    if (selected && (selected.account.id !== remembered?.accountId || selected.project.id !== remembered.projectId)) {
      startView({ accountId: selected.account.id, projectId: selected.project.id, kind: selected.project.kind });
    }
  })
  .catch(() => undefined); // the shell shows the failure, with a way to try again

// The home's rows ask for their copies and answers as soon as the accounts say which projects
// there are (and, at a launch with no route, the preferences say the home opens): not after the
// screen's first render, a good part of a second later.
const opensHomeNow = (list: BridgeValue<'accounts.list'>, prefs: Preferences | undefined) =>
  route.segments[0] === 'projects' ||
  (startsBare && prefs !== undefined && opensHome(prefs.launchScreen, projectCount(list)));
/** Still on the way to the home: no link was followed meanwhile. */
const stillHomeBound = () => {
  const now = currentRoute();
  return now.segments[0] === 'projects' || isBareRoute(now);
};
let dropHomeRequests = () => undefined as void;
void Promise.all([accounts, startsBare ? preferences : undefined])
  .then(([list, prefs]) => {
    if (opensHomeNow(list, prefs) && stillHomeBound())
      dropHomeRequests = prefetchHome(client, list, windowFromParams(route.params), comparisonFromParams(route.params));
  })
  .catch(() => undefined);

// Mounted once the accounts and the view's code are in (or have failed): the shell's first render
// is then its real one, view included, and index.html's splash stands until then. (A view still
// loading would show its Suspense fallback, and React holds back revealing what replaces a
// fallback for up to 300 ms: the numbers would paint that much later.)
void Promise.all([root, accounts.catch(() => undefined), startsBare ? preferences : undefined, viewCode]).then(
  async ([{ mount }, list, prefs]) => {
    if (startsBare && list && prefs) {
      const home = opensHomeNow(list, prefs);
      localStorage.setItem(HOME_HINT, home ? 'yes' : 'no');
      // Not over a route that came meanwhile (a link followed during the launch).
      if (home && isBareRoute(currentRoute())) {
        history.replaceState(null, '', '#/projects');
        await PROJECTS_SCREEN.preload();
      } else if (homeLikely) await findView(undefined).preload();
    }
    if (currentRoute().segments[0] !== 'projects') {
      dropHomeRequests();
      await figuresOrWait();
    }
    mount(client, document.getElementById('root')!);
  },
);
performance.mark('spyglass:main-end');
