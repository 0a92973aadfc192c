// The Add account dialog: checks before sending, shows the privileged side's typed refusals
// beside the field, keeps what was typed, and sends the parsed project ids on success.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { AddAccountDialog } = await import('./add-account-dialog.tsx');
const { renderWithClient, resetAfterEach } = await import('../../testing/fake-host.tsx');

resetAfterEach(host);

function renderDialog() {
  let closed = 0;
  renderWithClient(<AddAccountDialog open onClose={() => closed++} />);
  return { dialog: screen.getByRole('dialog', { name: 'Add account' }), closed: () => closed };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent ?? null;

describe('Add account', () => {
  it('refuses an incomplete form without sending anything', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.clear(field(dialog, 'Base URL'));
    await user.type(field(dialog, 'Base URL'), 'api.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(errorOf(field(dialog, 'Name'))).toBe('A name is required');
    expect(errorOf(field(dialog, 'Base URL'))).toBe('Write a full URL, starting with https://');
    expect(errorOf(field(dialog, 'API key'))).toBe('An API key is required');
    expect(errorOf(field(dialog, 'Project ids'))).toBe('Name at least one project id');
    expect(field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(host.calls.filter((c) => c.channel === 'accounts.add')).toEqual([]);
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(field(dialog, 'Name'));
  });

  it('keeps the key write-only', () => {
    const { dialog } = renderDialog();
    expect(field(dialog, 'API key').type).toBe('password');
    expect(field(dialog, 'API key').autocomplete).toBe('new-password');
  });

  it('shows a wrong key beside the key field and keeps everything typed', async () => {
    host.answer('accounts.add', () => ({
      ok: false,
      error: { kind: 'auth', message: 'Project a1: The API key was refused: Invalid API key', status: 401 },
    }));
    const user = userEvent.setup();
    const { dialog, closed } = renderDialog();
    await user.type(field(dialog, 'Name'), 'Prod');
    await user.clear(field(dialog, 'Base URL'));
    await user.type(field(dialog, 'Base URL'), 'https://api.example.com');
    await user.type(field(dialog, 'API key'), 'wrong');
    await user.type(field(dialog, 'Project ids'), 'a1, b2');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Project a1: The API key was refused: Invalid API key')).toBeTruthy();
    expect(errorOf(field(dialog, 'API key'))).toBe('Project a1: The API key was refused: Invalid API key');
    expect([
      field(dialog, 'Name').value,
      field(dialog, 'Base URL').value,
      field(dialog, 'API key').value,
      field(dialog, 'Project ids').value,
    ]).toEqual(['Prod', 'https://api.example.com', 'wrong', 'a1, b2']);
    expect(closed()).toBe(0);
  });

  it('shows a refusal about no field at the top of the form', async () => {
    host.answer('accounts.add', () => ({
      ok: false,
      error: { kind: 'unavailable', message: 'The keychain is locked' },
    }));
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(field(dialog, 'Name'), 'Prod');
    await user.type(field(dialog, 'API key'), 'k');
    await user.type(field(dialog, 'Project ids'), 'a1');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The keychain is locked');
  });

  it('sends the trimmed values and parsed project ids, then closes', async () => {
    host.answer('accounts.add', (request: { name: string; baseUrl: string; projectIds: string[] }) => ({
      id: 'new',
      name: request.name,
      baseUrl: request.baseUrl,
      hasKey: true,
      projects: request.projectIds.map((id) => ({ id, name: id, kind: 'browser' })),
    }));
    const user = userEvent.setup();
    const { dialog, closed } = renderDialog();
    await user.type(field(dialog, 'Name'), '  Prod ');
    await user.type(field(dialog, 'API key'), ' secret ');
    await user.type(field(dialog, 'Project ids'), 'a1\nb2,a1');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await vi.waitFor(() => expect(closed()).toBe(1));
    expect(host.calls.filter((c) => c.channel === 'accounts.add').map((c) => c.request)).toEqual([
      { name: 'Prod', baseUrl: 'https://api.atatus.com', apiKey: 'secret', projectIds: ['a1', 'b2'] },
    ]);
  });
});
