// The time picker's panel as the user fills it: the times typed (From, To, or both), then Apply.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function applyRange(user: UserEvent, panel: HTMLElement, typed: { from?: string; to?: string }) {
  for (const [label, text] of [
    ['From', typed.from],
    ['To', typed.to],
  ] as const) {
    if (text === undefined) continue;
    const box = within(panel).getByLabelText(label);
    await user.clear(box);
    await user.type(box, text);
  }
  await user.click(within(panel).getByRole('button', { name: 'Apply range' }));
}
