/// <reference lib="dom" />
// (the page.evaluate bodies below run in the page)
// Launch → the cached overview painted with another zone and locale (Asia/Kolkata, de) than the
// default's (the OS's zone, English), measured in the run of the default's and alternated with it
// (issue 25: within noise). The launch writes their dates and numbers from what the last one kept,
// without building an Intl formatter before its first paint.
import { lastScreenKept, returningUserLaunch, type BesideLaunch } from './paint.ts';
import { host, launchProfile, median, openRoute } from './harness.ts';

export function cachedLocaleLaunch(): BesideLaunch {
  return returningUserLaunch(
    async ({ userData, profile, secrets }, api) => {
      const started = await host(api, userData, secrets);
      const set = await started.core.call('prefs.set', { timeZone: 'Asia/Kolkata', locale: 'de' });
      if (!set.ok) throw new Error(set.error.message);
      // The first launch, the service answering: the overview's answers cached, and (after its
      // first paint) the locale's style and the zone's offsets kept in the page's storage.
      const { context, page } = await launchProfile(profile);
      await openRoute(page, started, '/overview');
      await page.waitForFunction(
        () => localStorage.getItem('spyglass.display')?.includes('"zone":"Asia/Kolkata"'),
        null,
        { timeout: 60_000 },
      );
      await page.getByTestId('page-views').waitFor();
      await page
        .waitForFunction(
          () => document.querySelector('[data-testid="trend"]')?.getAttribute('data-loaded') === '24',
          null,
          { timeout: 60_000 },
        )
        .catch(() => undefined);
      // Relaunched on the route its last screen was kept on, as the default's launches are.
      const route = await lastScreenKept(started, 'overview');
      await context.close();
      await started.close();
      return { route };
    },
    (launches, overview) => {
      // The app's own figures are where a locale could cost (the last screen is HTML either way).
      const times = launches.map((launch) => launch.total);
      const value = median(times);
      return [
        {
          name: "  the same in de and Asia/Kolkata, the app's own figures",
          value,
          unit: 'ms',
          goal: `≈ ${overview.app.toFixed(0)} ms`,
          ok: value <= overview.app * 1.1 + 10,
          note: `within noise of the default's (median of the same run); median of ${times.length}, alternated with it: ${times.map((t) => t.toFixed(0)).join(', ')}`,
        },
      ];
    },
  );
}
