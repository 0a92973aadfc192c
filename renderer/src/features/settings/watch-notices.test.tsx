// Settings ▸ Watch in a page of the browser host: no desktop-only settings, the notification
// permission in words with a way to allow them, and a test notification shown as a real one is.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WatchNotification } from '../../../../shared/bridge.ts';
import { watchAccounts, watchState } from '../../testing/watch-fixtures.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
// The fake host stands in for the browser host's bridge: the page is not the desktop app's.
vi.mock('../../platform/bridge.ts', async (original) => ({
  ...(await original<typeof import('../../platform/bridge.ts')>()),
  isDesktop: false,
}));
const { WatchSettings } = await import('./watch-settings.tsx');
const { renderWithClient } = await import('../../testing/fake-host.tsx');
const { Toaster } = await import('../../ui/toast.tsx');

/** A stand-in for the browser's notification API (jsdom has none): a permission the test sets, and each notification made. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static made: { title: string; options: NotificationOptions }[] = [];
  static requestPermission = vi.fn(async () => (FakeNotification.permission = 'granted'));
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions) {
    FakeNotification.made.push({ title, options });
  }
}

const test: WatchNotification = {
  id: 'test/1',
  title: 'Spyglass test notification',
  body: 'Alerts of the watch look like this',
  alertIds: [],
  opens: null,
};

beforeEach(() => {
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.permission = 'default';
  FakeNotification.made = [];
  FakeNotification.requestPermission.mockClear();
  host.answer('accounts.list', watchAccounts);
  host.answer('watch.state', () => watchState());
  host.answer('watch.test', () => ({ notification: test }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  host.calls.length = 0;
});

function renderSettings() {
  renderWithClient(
    <>
      <WatchSettings />
      <Toaster />
    </>,
  );
}

describe('Settings ▸ Watch in a browser', () => {
  it('has no settings of the desktop app', () => {
    renderSettings();
    expect(screen.queryByRole('checkbox', { name: /Keep watching when the window is closed/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Open at login/ })).toBeNull();
  });

  it('says whether notifications are allowed, and asks the browser to allow them', async () => {
    const user = userEvent.setup();
    renderSettings();
    expect(screen.getByTestId('notification-permission').textContent).toBe(
      'Not allowed yet: alerts show inside this page only.',
    );
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('notification-permission').textContent).toMatch(/^Allowed/));
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });

  it('shows a test notification inside the page while notifications are not allowed', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Test notification' }));
    expect(host.calls.filter((call) => call.channel === 'watch.test')).toHaveLength(1);
    const link = await screen.findByRole('link', { name: 'Open the inbox' });
    expect(link.getAttribute('href')).toBe('#/inbox');
    expect(screen.getByRole('status').textContent).toContain('Spyglass test notification');
    expect(FakeNotification.made).toEqual([]);
  });

  it("shows a test notification as the browser's once they are allowed, each time it is asked for", async () => {
    FakeNotification.permission = 'granted';
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Test notification' }));
    await user.click(screen.getByRole('button', { name: 'Test notification' }));
    await waitFor(() => expect(FakeNotification.made).toHaveLength(2));
    expect(FakeNotification.made[0]).toEqual({
      title: 'Spyglass test notification',
      options: { body: 'Alerts of the watch look like this', tag: 'test/1' },
    });
  });
});
