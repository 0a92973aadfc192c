// Editing an account: moving its base URL to another host asks for that host's key in the same
// dialog (the stored key never goes there); a new path on the same host keeps the key.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { EditAccountDialog } = await import('./edit-account-dialog.tsx');
const { renderWithClient, resetAfterEach } = await import('../../testing/fake-host.tsx');

const account = {
  id: 'acc',
  name: 'Prod',
  baseUrl: 'https://api.example.com',
  hasKey: true,
  projects: [{ id: 'p1', name: 'p1', kind: 'browser' as const }],
};

resetAfterEach(host);

function renderDialog() {
  host.answer('accounts.update', (request: { id: string; baseUrl?: string }) => ({
    ...account,
    baseUrl: request.baseUrl ?? account.baseUrl,
  }));
  let closed = 0;
  renderWithClient(<EditAccountDialog account={account} onClose={() => closed++} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edit Prod' }), closed: () => closed };
}

const updates = () => host.calls.filter((c) => c.channel === 'accounts.update').map((c) => c.request);

describe('Edit account', () => {
  it('asks for the key when the base URL moves to another host, and sends it with the new address', async () => {
    const user = userEvent.setup();
    const { dialog, closed } = renderDialog();
    expect(within(dialog).queryByLabelText('API key')).toBeNull();
    const url = within(dialog).getByLabelText('Base URL');
    await user.clear(url);
    await user.type(url, 'https://other.example.net');
    const key = within(dialog).getByLabelText('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(updates()).toEqual([]);
    expect(key.getAttribute('aria-invalid')).toBe('true');
    await user.type(key, ' new-key ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(closed()).toBe(1));
    expect(updates()).toEqual([{ id: 'acc', baseUrl: 'https://other.example.net', apiKey: 'new-key' }]);
  });

  it('keeps the key for a new path on the same host', async () => {
    const user = userEvent.setup();
    const { dialog, closed } = renderDialog();
    const url = within(dialog).getByLabelText('Base URL');
    await user.clear(url);
    await user.type(url, 'https://api.example.com/eu');
    expect(within(dialog).queryByLabelText('API key')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(closed()).toBe(1));
    expect(updates()).toEqual([{ id: 'acc', baseUrl: 'https://api.example.com/eu' }]);
  });
});
