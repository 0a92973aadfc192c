// The content security policy holds on every view: its style-src has no 'unsafe-inline' (React
// and recharts write styles through the CSSOM, which the policy allows), and opening each view,
// an error group and one event reports no violation. A planted inline style proves the listener
// hears one. Exporting a chart still writes its paint into the file.
import type { Page } from '@playwright/test';
import type { ErrorList } from '../../shared/schemas/errors.ts';
import { exportFrom } from './chart-helpers.ts';
import { SUITE_NOW, expect, test } from './fixtures.ts';
import { closedDay, windowQuery, windowRoute } from './windows.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  where: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/**
 * Listens for every violation the page reports, from its first script on; the function it
 * returns takes those reported since it was last called (call it before each full page load).
 */
async function listenForViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        where: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const logged: Violation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      logged.push({ directive: 'console', blocked: '', sample: message.text(), where: message.location().url });
  });
  return async () => [...logged.splice(0), ...(await page.evaluate(() => (window.cspViolations ?? []).splice(0)))];
}

const day = closedDay(SUITE_NOW);
const route = windowRoute(day);

test('no view breaks the content security policy, which allows no inline style', async ({ page, spyglass }) => {
  const violations = await listenForViolations(page);
  const all: Violation[] = [];
  const visit = async (path: string, testId: string) => {
    await page.goto(`${spyglass.host.url}/#${path}`);
    await expect(page.getByTestId(testId), path).toBeVisible();
    await expect(page.locator('main .state-loading'), path).toHaveCount(0);
    await expect(page.locator('main .state-error'), path).toHaveCount(0);
  };

  await spyglass.open(`/overview?${route}`);
  const policy = (await page.request.get(`${spyglass.host.url}/`)).headers()['content-security-policy'];
  expect(policy).toMatch(/style-src 'self'(;|$)/);
  expect(policy).not.toContain('unsafe-inline');
  await expect(page.getByTestId('overview')).toBeVisible();
  all.push(...(await violations()));

  for (const [path, testId] of [
    ['/vitals', 'web-vitals'],
    ['/apdex', 'apdex'],
    ['/pages', 'pages-view'],
    ['/ajax', 'ajax-view'],
    ['/routes', 'routes-view'],
    ['/transactions', 'transactions-view'],
    ['/errors', 'errors-list'],
  ] as const) {
    await visit(`${path}?${route}`, testId);
    all.push(...(await violations()));
  }

  const groups = await spyglass.demoJson<ErrorList>(
    `/v2/projects/demo-browser/errors?${windowQuery(day)}&status=Open&limit=5`,
  );
  const group = groups.data[0]!;
  await visit(`/errors/${encodeURIComponent(group.id)}?${route}`, 'group-header');
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  all.push(...(await violations()));
  await visit(`/errors/${encodeURIComponent(group.id)}/events/1?${route}`, 'event-id');
  all.push(...(await violations()));

  expect(all).toEqual([]);

  // The listener hears a violation when there is one: an inline style attribute is refused.
  await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'));
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toContain('style-src-attr');
});

test('a chart exported as SVG and PNG keeps its paint under that policy', async ({ page, spyglass }) => {
  const violations = await listenForViolations(page);
  await spyglass.open(`/overview?${route}`);
  const trend = page.getByTestId('trend-traffic');
  await expect(trend).toBeVisible();
  await expect(page.locator('main .state-loading')).toHaveCount(0);
  await violations(); // the page's own load is the first journey's business

  const svg = (await exportFrom(page, trend, 'svg')).bytes.toString('utf8');
  // The computed paint travels as the file's presentation attributes: nothing inline to refuse.
  expect(svg).toMatch(/<svg/);
  expect(svg).toMatch(/stroke="rgb\(/);
  expect(svg).not.toMatch(/style="/);
  expect((await exportFrom(page, trend, 'png')).bytes.length).toBeGreaterThan(1000);
  expect(await violations()).toEqual([]);
});
