// The chart's Export menu is the one menu button: keys move through it, a choice runs the export,
// says how it went, and gives focus back to the button.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './export-menu.tsx';

afterEach(cleanup);

describe('Export menu', () => {
  it('works from the keyboard and returns focus to its button', async () => {
    const onExport = vi.fn(async (format: string) => `Saved ${format}`);
    const user = userEvent.setup();
    render(<ExportMenu label="Traffic" onExport={onExport} />);
    const button = screen.getByRole('button', { name: 'Export Traffic' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Export Traffic as' })).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onExport).toHaveBeenCalledWith('svg');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('status')).textContent).toBe('Saved svg');
  });

  it('closes on Esc with focus back on its button', async () => {
    const user = userEvent.setup();
    render(<ExportMenu label="Traffic" onExport={async () => 'ok'} />);
    const button = screen.getByRole('button', { name: 'Export Traffic' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
