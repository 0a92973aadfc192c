// About shows the versions, the folders and the keychain; Copy diagnostics copies what a bug
// report needs, asked for at the press.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostics } from './diagnostics-text.ts';

await vi.hoisted(async () => {
  const { createFakeHost } = await import('../../testing/fake-host.tsx');
  window.spyglass = createFakeHost();
});
const { AboutDialog } = await import('./about-dialog.tsx');
const { diagnosticsText } = await import('./diagnostics-text.ts');
const { renderWithClient } = await import('../../testing/fake-host.tsx');
const { DEFAULT_PREFERENCES } = await import('../../../../shared/preferences.ts');
type FakeHost = import('../../testing/fake-host.tsx').FakeHost;

afterEach(cleanup);

const diagnostics = (overrides: Partial<Diagnostics> = {}): Diagnostics => ({
  name: 'Spyglass',
  version: '1.4.0',
  host: 'web',
  os: { platform: 'linux', release: '6.1.0', arch: 'x64' },
  versions: { electron: null, chromium: null, node: '24.1.0' },
  dataFolder: '/home/jane/.config/Spyglass/web',
  logsFolder: '/home/jane/.config/Spyglass/web/logs',
  keychain: 'available',
  accounts: [{ name: 'Production', baseUrl: 'https://api.example.test/v2', projectIds: ['p1', 'p2'], demo: false }],
  preferences: DEFAULT_PREFERENCES,
  logLines: ['2026-01-02T03:04:05.000Z GET reports 200 12ms network window=timeDur=1d'],
  ...overrides,
});

describe('AboutDialog', () => {
  it('shows the version, the versions under it, the data folder and the keychain', async () => {
    (window.spyglass as unknown as FakeHost).answer('app.diagnostics', () => diagnostics());
    renderWithClient(<AboutDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'About Spyglass' });
    await screen.findByText('1.4.0');
    expect(dialog.textContent).toContain('Electron—');
    expect(dialog.textContent).toContain(`Browser${navigator.userAgent}`);
    expect(dialog.textContent).toContain('Node24.1.0');
    expect(dialog.textContent).toContain('/home/jane/.config/Spyglass/web');
    expect(dialog.textContent).toContain('Available');
  });

  it('copies the diagnostics, asked for afresh at the press', async () => {
    const host = window.spyglass as unknown as FakeHost;
    host.answer('app.diagnostics', () => diagnostics());
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithClient(<AboutDialog open onClose={() => undefined} />);
    await screen.findByText('1.4.0');
    const later = diagnostics({ logLines: ['a line of the moment'] });
    host.answer('app.diagnostics', () => later);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy diagnostics' })));
    expect(writeText).toHaveBeenCalledWith(diagnosticsText(later, navigator.userAgent));
  });
});

describe('diagnosticsText', () => {
  it('holds the versions, the OS, the accounts without secrets, the preferences and the log, not the folders', () => {
    const text = diagnosticsText(
      diagnostics({ host: 'electron', versions: { electron: '38.0.0', chromium: '140.0.1', node: '22.19.0' } }),
      'ignored',
    );
    expect(text).toContain(
      'Spyglass: 1.4.0\nElectron: 38.0.0\nChromium: 140.0.1\nNode: 22.19.0\nOS: linux 6.1.0 (x64)',
    );
    expect(text).toContain('- Production: https://api.example.test/v2; projects p1, p2');
    expect(text).toContain('- theme: "system"');
    expect(text).toContain('Last 1 log lines:\n2026-01-02T03:04:05.000Z GET reports 200 12ms network');
    expect(text).not.toContain('jane');
    expect(text).not.toContain('ignored');
  });
});
