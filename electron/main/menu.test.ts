// The installed menu follows the updater: rebuilt when an update becomes ready (Help ▸ Restart to
// Update… enabled), and not rebuilt for every other change of the updater's state.
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';

const installed = vi.hoisted(() => [] as MenuItemConstructorOptions[][]);
vi.mock('electron', () => ({
  Menu: {
    buildFromTemplate: (template: MenuItemConstructorOptions[]) => template,
    setApplicationMenu: (menu: MenuItemConstructorOptions[]) => installed.push(menu),
  },
  app: {},
  dialog: {},
  shell: {},
}));
const { installMenu } = await import('./menu.ts');

const updateItem = (template: MenuItemConstructorOptions[]) =>
  (template.find((item) => item.role === 'help')?.submenu as MenuItemConstructorOptions[]).find(
    (item) => item.label === 'Restart to Update…',
  );

describe('installMenu', () => {
  it('enables Restart to Update… once an update is ready, rebuilding only when that changes', () => {
    const installUpdate = vi.fn();
    const menu = installMenu({
      appName: 'Spyglass',
      packaged: true,
      send: vi.fn(),
      openLogsFolder: vi.fn(),
      installUpdate,
      updateReady: false,
    });
    expect(installed).toHaveLength(1);
    expect(updateItem(installed[0]!)?.enabled).toBe(false);
    menu.setUpdateReady(false);
    expect(installed).toHaveLength(1);
    menu.setUpdateReady(true);
    expect(installed).toHaveLength(2);
    const item = updateItem(installed[1]!);
    expect(item?.enabled).toBe(true);
    (item?.click as () => void)();
    expect(installUpdate).toHaveBeenCalledOnce();
  });
});
