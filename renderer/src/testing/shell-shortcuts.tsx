// The shell's global shortcuts rendered beside what a test drives (a control, the toaster), with
// actions that do nothing unless the test passes its own; and the `?` overlay that lists them.
// Imported after the fake host is installed: the shortcuts read the bridge as they load.
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GlobalShortcuts, type GlobalShortcutsProps } from '../app/global-shortcuts.tsx';
import { ShortcutOverlay } from '../app/shortcut-overlay.tsx';
import { renderWithClient } from './fake-host.tsx';

export function renderWithShortcuts(beside?: ReactNode, actions: Partial<GlobalShortcutsProps> = {}) {
  return renderWithClient(
    <>
      {beside}
      <GlobalShortcuts
        views={[]}
        refresh={() => undefined}
        toggleOverlay={() => undefined}
        openOverlay={() => undefined}
        openAbout={() => undefined}
        {...actions}
      />
    </>,
  );
}

/** The `?` overlay open over the global shortcuts, once their registrations are in: its dialog. */
export async function renderShortcutOverlay(): Promise<HTMLElement> {
  renderWithShortcuts(<ShortcutOverlay open onClose={() => undefined} />);
  await act(async () => undefined);
  return screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
}
