// The `?` overlay lists exactly the shortcuts registered now, by group.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShortcut } from '../ui/shortcuts.ts';
import { ShortcutOverlay } from './shortcut-overlay.tsx';

afterEach(cleanup);

function Registered({ keys, onKey }: { keys: string; onKey: () => void }): ReactNode {
  useShortcut({ keys, description: `Do ${keys}`, group: 'Test' }, onKey);
  return null;
}

describe('the ? overlay', () => {
  it('lists the registered shortcuts by group, Esc included', async () => {
    render(
      <>
        <Registered keys="r" onKey={() => undefined} />
        <ShortcutOverlay open onClose={() => undefined} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await act(async () => undefined);
    expect([...dialog.querySelectorAll('.shortcut-group')].map((g) => g.textContent)).toEqual([
      'GlobalEscClose the top dialog, menu or panel',
      'TestrDo r',
    ]);
  });
});
