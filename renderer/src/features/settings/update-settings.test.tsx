// Settings ▸ Updates as the user meets it: the version, the reason where updates cannot apply,
// automatic updates saved as a preference, Check now, and the update waiting with its notes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../../../shared/bridge.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { UpdateSettings } = await import('./update-settings.tsx');
const { renderWithClient, resetAfterEach } = await import('../../testing/fake-host.tsx');
const { updatesQuery } = await import('../../state/updates.ts');

const base: UpdateStatus = { state: 'idle', currentVersion: '1.1.0', automatic: true };

resetAfterEach(host);

describe('Settings ▸ Updates', () => {
  it('where updates cannot apply, shows the version and says why, with no Check now', async () => {
    host.answer('updates.status', () => ({
      ...base,
      state: 'unavailable',
      reason: 'Updates come with the desktop app; the browser host runs what you built.',
    }));
    renderWithClient(<UpdateSettings />);
    expect((await screen.findByTestId('update-unavailable')).textContent).toContain(
      'the browser host runs what you built',
    );
    expect(screen.getByTestId('update-version').textContent).toContain('Spyglass 1.1.0');
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });

  it('turns automatic updates off as a saved preference', async () => {
    host.answer('updates.status', () => base);
    const user = userEvent.setup();
    renderWithClient(<UpdateSettings />);
    const box = screen.getByRole('checkbox', { name: /Automatic updates/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(host.calls).toContainEqual({ channel: 'prefs.set', request: { autoUpdate: false } });
  });

  it('checks now when asked, and shows what the check found', async () => {
    host.answer('updates.status', () => base);
    host.answer('updates.check', () => ({ ...base, state: 'checking' }));
    const user = userEvent.setup();
    renderWithClient(<UpdateSettings />);
    expect((await screen.findByRole('status')).textContent).toContain('Not looked for yet.');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(host.calls.map((call) => call.channel)).toContain('updates.check');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Looking for a new version…'));
    expect((screen.getByRole('button', { name: 'Check now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the update waiting with its release notes, and restarts to install it only on request', async () => {
    host.answer('updates.status', () => ({
      ...base,
      state: 'ready',
      version: '1.2.0',
      releaseNotes: 'Faster lists.\nA fix for the cache.',
    }));
    host.answer('updates.install', () => ({ installing: true }));
    const user = userEvent.setup();
    renderWithClient(<UpdateSettings />);
    expect(await screen.findByRole('heading', { name: 'What’s new in 1.2.0' })).toBeTruthy();
    expect(screen.getByText(/Faster lists\./).textContent).toContain('A fix for the cache.');
    expect(screen.getByRole('status').textContent).toContain('installs when you quit');
    expect(host.calls.map((call) => call.channel)).not.toContain('updates.install');
    await user.click(screen.getByRole('button', { name: 'Restart to update' }));
    expect(host.calls.map((call) => call.channel)).toContain('updates.install');
  });

  it('shows the state anew when it is asked again (main said it moved on)', async () => {
    let status: UpdateStatus = { ...base, state: 'downloading', version: '1.2.0' };
    host.answer('updates.status', () => status);
    const { client } = renderWithClient(<UpdateSettings />);
    expect((await screen.findByRole('status')).textContent).toContain('Downloading Spyglass 1.2.0');
    status = { ...status, state: 'error', reason: 'sha512 checksum mismatch' };
    await client.invalidateQueries({ queryKey: updatesQuery.queryKey });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('did not succeed: sha512 checksum mismatch'),
    );
  });
});
