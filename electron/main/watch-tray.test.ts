// The tray follows the watch: the unseen count in its tooltip and the badge, the latest unseen
// alerts in its menu (each opening its view), and the menu's other items doing what they say.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app, nativeImage, resetFakeElectron, Tray } from './testing/fake-electron.ts';
import { FakeWatch, inboxEntry, QUIET_TRAY_MENU, stateWith } from './testing/fake-watch.ts';
import { installWatchTray, trayView, type TrayActions } from './watch-tray.ts';

vi.mock('electron', () => import('./testing/fake-electron.ts'));

const actions = (): TrayActions => ({
  open: vi.fn(),
  checkNow: vi.fn(),
  snoozeEverything: vi.fn(),
  showApp: vi.fn(),
  quit: vi.fn(),
});

function install(platform: NodeJS.Platform = 'linux', watch = new FakeWatch()) {
  const act = actions();
  const installed = installWatchTray({
    watch,
    icon: nativeImage.createFromPath('/app/dist/electron/tray-icon.png') as never,
    platform,
    actions: act,
  });
  const tray = Tray.created.at(-1)!;
  const labels = () => tray.menu?.items.map((item) => item.label ?? item.type);
  return { watch, actions: act, installed, tray, labels };
}

beforeEach(resetFakeElectron);

describe('the tray', () => {
  it('starts from the watch as it is, with the icon it is given', () => {
    const watch = new FakeWatch();
    watch.current = stateWith([inboxEntry(2), inboxEntry(1)]);
    const { tray } = install('linux', watch);
    expect(tray.image).toMatchObject({ path: '/app/dist/electron/tray-icon.png' });
    expect(tray.tooltip).toBe('Spyglass — 2 unseen');
    expect(app.badge).toBe(2);
  });

  it('says nothing is unseen, with the menu’s other items', () => {
    const { tray, labels } = install();
    expect(tray.tooltip).toBe('Spyglass — 0 unseen');
    expect(app.badge).toBe(0);
    expect(labels()).toEqual(QUIET_TRAY_MENU);
    expect(tray.item('Nothing unseen')?.enabled).toBe(false);
  });

  it('follows the unseen count and lists the latest five unseen alerts, newest first', () => {
    const { watch, tray, labels } = install();
    const entries = [7, 6, 5, 4, 3, 2, 1].map((n) => inboxEntry(n, { seen: n === 6 }));
    watch.change(stateWith(entries));
    expect(tray.tooltip).toBe('Spyglass — 6 unseen');
    expect(app.badge).toBe(6);
    expect(labels()?.slice(0, 6)).toEqual([
      'Shop: New error group TypeError 7',
      'Shop: New error group TypeError 5',
      'Shop: New error group TypeError 4',
      'Shop: New error group TypeError 3',
      'Shop: New error group TypeError 2',
      'separator',
    ]);
    watch.change(stateWith(entries.map((entry) => ({ ...entry, seen: true }))));
    expect(tray.tooltip).toBe('Spyglass — 0 unseen');
    expect(app.badge).toBe(0);
    expect(labels()?.[0]).toBe('Nothing unseen');
  });

  it("an alert's item opens its view; the others do what they say", () => {
    const { watch, tray, actions } = install();
    watch.change(stateWith([inboxEntry(1, { accountId: 'a2', projectId: 'p9' })]));
    tray.item('Shop: New error group TypeError 1')?.click?.();
    expect(actions.open).toHaveBeenCalledWith({
      accountId: 'a2',
      projectId: 'p9',
      segments: ['errors', 'g1'],
      params: { w: '1d' },
    });
    tray.item('Open Inbox')?.click?.();
    expect(actions.open).toHaveBeenLastCalledWith(null);
    tray.item('Check now')?.click?.();
    expect(actions.checkNow).toHaveBeenCalledOnce();
    tray.item('Snooze everything 1 h')?.click?.();
    expect(actions.snoozeEverything).toHaveBeenCalledOnce();
    tray.item('Open Spyglass')?.click?.();
    tray.emit('click'); // Windows: a click on the icon
    expect(actions.showApp).toHaveBeenCalledTimes(2);
    tray.item('Quit')?.click?.();
    expect(actions.quit).toHaveBeenCalledOnce();
  });

  it('holds Check now back while a check is under way', () => {
    const { watch, tray } = install();
    watch.change(stateWith([], { checking: true }));
    expect(tray.item('Check now')?.enabled).toBe(false);
    watch.change(stateWith([], { checking: false }));
    expect(tray.item('Check now')?.enabled).toBe(true);
  });

  it('cuts a long label so the menu stays narrow', () => {
    const long = inboxEntry(1, { projectName: 'A project with a very long name indeed', what: 'Error events spike' });
    expect(trayView(stateWith([long])).alerts[0]?.label).toBe(
      'A project with a very long name indeed: Error events spike',
    );
    const longer = { ...long, what: 'New error group SomeRatherLongExceptionNameFromTheService' };
    const label = trayView(stateWith([longer])).alerts[0]!.label;
    expect(label).toHaveLength(64);
    expect(label.endsWith('…')).toBe(true);
  });

  it('leaves the badge alone on Windows, which has none', () => {
    const watch = new FakeWatch();
    watch.current = stateWith([inboxEntry(1)]);
    const { tray } = install('win32', watch);
    expect(tray.tooltip).toBe('Spyglass — 1 unseen');
    expect(app.badge).toBeNull();
  });

  it('rebuilds its menu only when what it shows changes', () => {
    const { watch, tray } = install();
    const first = tray.menu;
    watch.change(stateWith([], { nextCheckAt: 1_700_000_300_000, notes: ['one request failed'] }));
    expect(tray.menu).toBe(first);
  });

  it('goes away, and stops listening, when destroyed', () => {
    const { watch, tray, installed } = install();
    installed.destroy();
    expect(tray.destroyed).toBe(true);
    expect(watch.listening).toBe(0);
  });
});
