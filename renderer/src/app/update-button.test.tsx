// The sidebar's Restart to update: absent until an update is ready (main's updates-changed, heard
// by the shell's one menu-command listener), then one quiet button that installs only when
// pressed; and what a bulk export tells the desktop app.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../../shared/bridge.ts';

const host = await vi.hoisted(async () => (await import('../testing/fake-host.tsx')).installFakeHost());
const { UpdateButton } = await import('./update-button.tsx');
const { holdUpdates } = await import('../state/updates.ts');
const { renderWithShortcuts } = await import('../testing/shell-shortcuts.tsx');
const { resetAfterEach } = await import('../testing/fake-host.tsx');

resetAfterEach(host);

describe('Restart to update in the sidebar', () => {
  it('appears once main says an update is ready, and installs only when pressed', async () => {
    let status: UpdateStatus = { state: 'downloading', version: '1.2.0', currentVersion: '1.1.0', automatic: true };
    host.answer('updates.status', () => status);
    host.answer('updates.install', () => ({ installing: true }));
    const openOverlay = vi.fn();
    renderWithShortcuts(<UpdateButton />, { openOverlay });
    await waitFor(() => expect(host.calls.map((call) => call.channel)).toContain('updates.status'));
    expect(screen.queryByRole('button', { name: /^Restart to update/ })).toBeNull();
    status = { ...status, state: 'ready' };
    host.sendMenuCommand({ command: 'updates-changed' });
    const button = await screen.findByRole('button', { name: 'Restart to update (Spyglass 1.2.0 is ready)' });
    // Never a dialog, and the news is not taken for another menu command.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openOverlay).not.toHaveBeenCalled();
    expect(host.calls.map((call) => call.channel)).not.toContain('updates.install');
    await userEvent.setup().click(button);
    expect(host.calls.map((call) => call.channel)).toContain('updates.install');
  });
});

describe('holdUpdates', () => {
  it('says the app is busy, then done, once', () => {
    host.answer('app.busy', () => ({}));
    const release = holdUpdates();
    release();
    release();
    expect(host.calls).toEqual([
      { channel: 'app.busy', request: { busy: true } },
      { channel: 'app.busy', request: { busy: false } },
    ]);
  });
});
