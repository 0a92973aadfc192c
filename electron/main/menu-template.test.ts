import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../../shared/time-window.ts';
import type { MenuCommand } from '../../shared/menu-command.ts';
import { menuTemplate, type MenuOptions } from './menu-template.ts';

function build(overrides: Partial<MenuOptions> = {}) {
  const send = vi.fn<(command: MenuCommand) => void>();
  const openLogsFolder = vi.fn<() => void>();
  const installUpdate = vi.fn<() => void>();
  const template = menuTemplate({
    platform: 'linux',
    packaged: true,
    appName: 'Spyglass',
    send,
    openLogsFolder,
    updateReady: false,
    installUpdate,
    ...overrides,
  });
  return { template, send, openLogsFolder, installUpdate };
}

/** Every item of the menu, depth first. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? items(item.submenu) : [])]);
}

const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as () => void)();

describe('menuTemplate', () => {
  it('refreshes data on Cmd/Ctrl+R instead of reloading the page', () => {
    const { template, send } = build();
    const refresh = items(template).find((item) => item.accelerator === 'CmdOrCtrl+R');
    expect(refresh?.role).toBeUndefined();
    click(refresh);
    expect(send).toHaveBeenCalledWith({ command: 'refresh' });
  });

  it('puts the ten presets on Cmd/Ctrl+1 … 9, 0', () => {
    const { template, send } = build();
    const presets = items(template).filter((item) => /^CmdOrCtrl\+\d$/.test(String(item.accelerator)));
    expect(presets.map((item) => item.accelerator)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((n) => `CmdOrCtrl+${n}`),
    );
    presets.forEach(click);
    expect(send.mock.calls.map(([command]) => command)).toEqual(
      PRESETS.map((preset) => ({ command: 'window', preset })),
    );
    expect(presets[0]?.label).toBe('Last 30 minutes');
  });

  it('has no accelerator twice', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const accelerators = items(build({ platform, packaged: false }).template).flatMap((item) =>
        item.accelerator ? [String(item.accelerator)] : [],
      );
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });

  it('offers zoom with the standard roles, zooming in on Ctrl+= too', () => {
    const all = items(build().template);
    expect(all.map((item) => item.role)).toEqual(
      expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'editMenu', 'windowMenu', 'quit']),
    );
    expect(all.find((item) => item.role === 'zoomIn' && item.accelerator === 'CmdOrCtrl+=')).toMatchObject({
      visible: false,
      acceleratorWorksWhenHidden: true,
    });
  });

  it('offers Reload Window in every build, dev tools only in development', () => {
    const packaged = items(build({ packaged: true }).template);
    expect(packaged.map((item) => item.role)).not.toContain('toggleDevTools');
    expect(packaged.find((item) => item.role === 'forceReload')).toMatchObject({
      label: 'Reload Window',
      accelerator: 'CmdOrCtrl+Shift+R',
    });
    const development = items(build({ packaged: false }).template).map((item) => item.role);
    expect(development).toContain('toggleDevTools');
  });

  it('follows macOS conventions there', () => {
    const mac = build({ platform: 'darwin' }).template;
    expect(mac[0]?.label).toBe('Spyglass');
    const appMenu = items(mac.slice(0, 1)).map((item) => item.role);
    expect(appMenu).toEqual(expect.arrayContaining(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']));
    expect(items(mac.slice(1)).map((item) => item.role)).not.toContain('quit'); // Quit lives in the app menu
    expect(build({ platform: 'win32' }).template[0]?.role).not.toBe('appMenu');
  });

  it('opens Settings on Cmd/Ctrl+, from the app menu on macOS and from File elsewhere', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const { template, send } = build({ platform });
      const home = platform === 'darwin' ? template[0] : template.find((item) => item.label === 'File');
      const settings = items([home!]).find((item) => item.accelerator === 'CmdOrCtrl+,');
      expect(settings?.label).toMatch(/^Settings/);
      click(settings);
      expect(send).toHaveBeenCalledWith({ command: 'settings' });
    }
  });

  it('opens the shortcuts overview from Help', () => {
    const { template, send } = build();
    click(items(template).find((item) => item.label === 'Keyboard Shortcuts'));
    expect(send).toHaveBeenCalledWith({ command: 'shortcuts' });
  });

  it('opens the logs folder and About from Help, on every platform', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const { template, send, openLogsFolder } = build({ platform });
      const help = template.find((item) => item.role === 'help');
      const labels = (help?.submenu as MenuItemConstructorOptions[]).map((item) => item.label);
      expect(labels).toEqual(expect.arrayContaining(['Open Logs Folder', 'About Spyglass']));
      click(items([help!]).find((item) => item.label === 'Open Logs Folder'));
      expect(openLogsFolder).toHaveBeenCalledOnce();
      expect(send).not.toHaveBeenCalled();
      click(items([help!]).find((item) => item.label === 'About Spyglass'));
      expect(send).toHaveBeenCalledWith({ command: 'about' });
    }
  });

  it('offers Restart to Update… in Help, enabled only once an update is ready', () => {
    const waiting = items(build().template).find((item) => item.label === 'Restart to Update…');
    expect(waiting?.enabled).toBe(false);
    const { template, installUpdate, send } = build({ updateReady: true });
    const ready = items(template).find((item) => item.label === 'Restart to Update…');
    expect(ready?.enabled).toBe(true);
    click(ready);
    expect(installUpdate).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
  });
});
