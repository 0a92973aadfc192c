// Accessibility, measured: axe on every view, the dialogs, the time picker, Inspect and the
// accounts and settings screens, in the light and the dark theme. Serious and critical findings
// fail the run; each is listed with its rule and the first elements it names. Each screen is a
// test of its own, so the screens run side by side and a slow one is named by itself.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SUITE_NOW, expect, test, type Spyglass } from './fixtures.ts';
import { closedDay, windowRoute } from './windows.ts';

const day = closedDay(SUITE_NOW);

async function scan(page: Page, screen: string): Promise<string[]> {
  const findings: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode()
      .analyze();
    for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      findings.push(`${screen} (${scheme}): ${violation.id} ×${violation.nodes.length} — ${targets}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return findings;
}

/** The screen is drawn and nothing on it is still loading (the Refresh group is busy until then). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(page.locator('main .state-loading')).toHaveCount(0);
  await expect(page.locator('[role="status"]', { hasText: 'Loading…' })).toHaveCount(0);
}

// The scan runs axe in the page itself (legacy mode: the app has no frames, whose partial runs the
// other mode gathers in a blank page of its own, a new renderer per scan): half the time.
test('the scan finds what it is for: planted faults, in either theme', async ({ page, spyglass }) => {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await settled(page);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Barely there';
    faint.style.color = 'rgb(128, 128, 128)';
    faint.style.background = 'rgb(140, 140, 140)';
    const nameless = document.createElement('button');
    nameless.type = 'button';
    document.querySelector('main')!.append(faint, nameless);
  });
  const rules = (await scan(page, 'planted')).map((finding) => finding.split(': ')[1]!.split(' ')[0]);
  expect(rules.sort()).toEqual(['button-name', 'button-name', 'color-contrast', 'color-contrast']);
});

const screen = (name: string, reach: (page: Page, spyglass: Spyglass) => Promise<void>) =>
  test(`${name}: no serious or critical axe finding, in either theme`, async ({ page, spyglass }) => {
    await reach(page, spyglass);
    expect(await scan(page, name)).toEqual([]);
  });

for (const view of ['overview', 'vitals', 'apdex', 'pages', 'ajax', 'routes', 'transactions', 'errors']) {
  screen(`the ${view} view`, async (page, spyglass) => {
    await spyglass.open(`/${view}?${windowRoute(day)}`);
    await settled(page);
  });
}

async function openGroup(page: Page, spyglass: Spyglass): Promise<void> {
  await spyglass.open(`/errors?${windowRoute(day)}`);
  await page.getByTestId('error-groups').locator('tbody tr').first().locator('a.err-message').click();
  await settled(page);
}
screen('an error group', openGroup);
screen('an error event', async (page, spyglass) => {
  await openGroup(page, spyglass);
  await page.getByTestId('newest-event').click();
  await expect(page.getByTestId('error-event')).toBeVisible();
});
screen('a page detail', async (page, spyglass) => {
  await spyglass.open(`/pages?${windowRoute(day)}`);
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await settled(page);
});

/** The overview, settled, with a dialog or menu opened over it. */
const over = (name: string, open: (page: Page) => Promise<void>) =>
  screen(name, async (page, spyglass) => {
    await spyglass.open(`/overview?${windowRoute(day)}`);
    await settled(page);
    await open(page);
  });

over('the time picker', async (page) => {
  await page.getByRole('button', { name: /Time window/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a time window' })).toBeVisible();
});
over('the shortcuts', async (page) => {
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
over('Inspect', async (page) => {
  await page.keyboard.press('i');
  await expect(page.getByRole('dialog', { name: 'Inspect' })).toBeVisible();
});
over('the command palette', async (page) => {
  await page.keyboard.press('ControlOrMeta+k');
  await page.getByRole('combobox', { name: /^Search commands/ }).fill('ajax');
  await expect(page.getByRole('option').first()).toBeVisible();
});
over('the Compare menu', async (page) => {
  await page.getByRole('button', { name: /^Compare:/ }).click();
  await expect(page.getByRole('menu', { name: 'Compare' })).toBeVisible();
});
over('the Share menu', async (page) => {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Share' })).toBeVisible();
});
over('Recent windows', async (page) => {
  await page.getByRole('button', { name: 'Recent windows' }).click();
  await expect(page.getByRole('dialog', { name: 'Recent windows' })).toBeVisible();
});
over('About', async (page) => {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'About' }).click();
  await expect(
    page.getByRole('dialog', { name: 'About Spyglass' }).getByRole('button', { name: 'Copy diagnostics' }),
  ).toBeVisible();
});

screen('a link to a missing account', async (page, spyglass) => {
  await spyglass.open(
    `/overview?${windowRoute(day)}&account=nobody&accountName=Theirs&baseUrl=https%3A%2F%2Fx.example&project=p9`,
  );
  await expect(page.getByTestId('missing-target')).toBeVisible();
});
screen('the Projects home, with Compare on', async (page, spyglass) => {
  await spyglass.open(`/projects?${windowRoute(day)}&cmp=previous`);
  const progress = page.getByTestId('home-progress');
  await expect(progress).toHaveAttribute('data-total', /^[1-9]/);
  await expect(progress).toHaveAttribute('data-loaded', (await progress.getAttribute('data-total'))!, {
    timeout: 60_000,
  });
  await settled(page);
});
screen('the Inbox, with an unseen alert and a snooze', async (page, spyglass) => {
  const { core } = spyglass.host;
  await core.call('prefs.set', { starredProjects: [{ accountId: 'demo', projectId: 'demo-browser' }] });
  await core.call('watch.check', {});
  spyglass.clock.advance(5 * 60_000);
  spyglass.demo.events.newGroup({ project: 'demo-browser' });
  spyglass.clock.advance(6.5 * 60_000);
  await core.call('watch.check', {});
  await core.call('watch.snooze', { scope: 'all', choice: '1h' });
  await spyglass.open('/inbox');
  await expect(page.getByTestId('inbox-alert')).toHaveCount(1);
  await expect(page.getByText(/Snoozed until/).first()).toBeVisible();
});
screen('the accounts screen', async (page, spyglass) => {
  await spyglass.open('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
});
screen('the Add account dialog', async (page, spyglass) => {
  await spyglass.open('/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('dialog', { name: 'Add account' })).toBeVisible();
});

async function openSettings(page: Page, spyglass: Spyglass): Promise<void> {
  await spyglass.open(`/overview?${windowRoute(day)}`);
  await settled(page);
  await page.locator('body').press('Control+Comma');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cache-usage')).toContainText('In use');
  await expect(page.getByTestId('data-folder')).toBeVisible();
}
screen('Settings', openSettings);
screen('the Clear cache confirmation', async (page, spyglass) => {
  await openSettings(page, spyglass);
  await page.getByRole('button', { name: 'Clear cache' }).click();
  await expect(page.getByRole('dialog', { name: 'Clear cache' })).toBeVisible();
});
