// In the desktop app, the `?` overlay lists the menu's time-window keys (Ctrl/⌘+1 … 0) with the
// shell's own; each sets the window.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The desktop bridge: `window.spyglass` is set before the modules that read it load.
const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { renderShortcutOverlay, renderWithShortcuts } = await import('../testing/shell-shortcuts.tsx');
const { Toaster } = await import('../ui/toast.tsx');

afterEach(cleanup);

describe("the desktop menu's presets", () => {
  it('are listed in the ? overlay and set the window', async () => {
    const group = [...(await renderShortcutOverlay()).querySelectorAll('.shortcut-group')].find((g) =>
      g.textContent?.startsWith('Time window'),
    );
    const rows = [...(group?.querySelectorAll('.shortcut-row') ?? [])].map((row) => row.textContent);
    expect(rows).toContain('Ctrl1Last 30 minutes');
    expect(rows).toContain('Ctrl0Last month');
    fireEvent.keyDown(window, { key: '7', ctrlKey: true });
    expect(window.location.hash).toMatch(/[?&]w=3d/);
  });
});

describe('Settings', () => {
  it("opens on Ctrl/⌘+, and on the menu's Settings command, listed in the overlay", async () => {
    await renderShortcutOverlay();
    expect(screen.getByText('Open Settings')).toBeTruthy();
    window.location.hash = '#/overview';
    fireEvent.keyDown(window, { key: ',', ctrlKey: true });
    expect(window.location.hash).toMatch(/^#\/settings/);
    window.location.hash = '#/overview';
    act(() => host.sendMenuCommand({ command: 'settings' }));
    expect(window.location.hash).toMatch(/^#\/settings/);
  });
});

describe("the desktop menu's Help", () => {
  it('opens About and the shortcuts, each on its own command', async () => {
    const openAbout = vi.fn();
    const openOverlay = vi.fn();
    renderWithShortcuts(null, { openOverlay, openAbout });
    await act(async () => undefined);
    const host = window.spyglass as unknown as import('../testing/fake-host.tsx').FakeHost;
    act(() => host.sendMenuCommand({ command: 'about' }));
    expect(openAbout).toHaveBeenCalledOnce();
    expect(openOverlay).not.toHaveBeenCalled();
    act(() => host.sendMenuCommand({ command: 'shortcuts' }));
    expect(openOverlay).toHaveBeenCalledOnce();
  });
});

describe('spyglass:// links from the desktop app', () => {
  it("follow a link's route, and say why one is refused", async () => {
    renderWithShortcuts(<Toaster />);
    await act(async () => undefined);
    const route =
      '/errors/7%3Aabc?account=a1&accountName=Prod&baseUrl=https%3A%2F%2Fapi.example.com&project=p1&status=Resolved';
    act(() => host.sendMenuCommand({ command: 'open-link', route }));
    expect(window.location.hash).toBe(`#${route}`);
    // Checked again here: a route main should never have sent is not followed.
    act(() =>
      host.sendMenuCommand({
        command: 'open-link',
        route: '/overview?account=a1&accountName=P&baseUrl=https%3A%2F%2Fa.b&project=p1&apiKey=x',
      }),
    );
    expect(window.location.hash).toBe(`#${route}`);
    act(() => host.sendMenuCommand({ command: 'link-refused', reason: 'Spyglass has no view "billing"' }));
    expect(document.body.textContent).toContain('Spyglass could not open the link: Spyglass has no view "billing"');
  });
});

describe("the watch's tray and notifications", () => {
  it("open the inbox on the shell's command", async () => {
    renderWithShortcuts(null);
    await act(async () => undefined);
    window.location.hash = '#/overview?w=7d';
    act(() => host.sendMenuCommand({ command: 'open-inbox' }));
    expect(window.location.hash).toMatch(/^#\/inbox(\?|$)/);
  });
});
