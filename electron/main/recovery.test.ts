import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { reportMainFaults, watchWindow, type Question } from './recovery.ts';

function fakeWindow() {
  const window = Object.assign(new EventEmitter(), {
    isDestroyed: () => false,
    webContents: Object.assign(new EventEmitter(), { reload: vi.fn() }),
  });
  return window;
}

describe('recovery', () => {
  it('offers Reload or Quit when the page crashes, and reloads on Reload', async () => {
    const window = fakeWindow();
    const asked: Question[] = [];
    const quit = vi.fn();
    watchWindow(window as never, async (question) => (asked.push(question), 0), quit);
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    await vi.waitFor(() => expect(window.webContents.reload).toHaveBeenCalledTimes(1));
    expect(asked[0]).toMatchObject({ message: 'The Spyglass window stopped working.', buttons: ['Reload', 'Quit'] });
    expect(asked[0]!.detail).toContain('(crashed)');
    expect(quit).not.toHaveBeenCalled();
  });

  it('quits on Quit, and says nothing when the page ended cleanly', async () => {
    const window = fakeWindow();
    const ask = vi.fn(async () => 1);
    const quit = vi.fn();
    watchWindow(window as never, ask, quit);
    window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    expect(ask).not.toHaveBeenCalled();
    window.webContents.emit('render-process-gone', {}, { reason: 'oom' });
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
  });

  it('lets a hung page be waited for, reloaded or quit, asking once at a time', async () => {
    const window = fakeWindow();
    let answer: (choice: number) => void = () => undefined;
    const ask = vi.fn((_question: Question) => new Promise<number>((resolve) => (answer = resolve)));
    watchWindow(window as never, ask, vi.fn());
    window.emit('unresponsive');
    window.emit('unresponsive');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![0]).toMatchObject({ buttons: ['Wait', 'Reload', 'Quit'] });
    answer(1);
    await vi.waitFor(() => expect(window.webContents.reload).toHaveBeenCalledTimes(1));
  });

  it('logs and shows a fault of the main process', () => {
    const process = new EventEmitter();
    const show = vi.fn();
    const log = vi.fn();
    reportMainFaults(process as never, show, log);
    process.emit('uncaughtException', new Error('disk full'));
    expect(log).toHaveBeenCalledWith('Spyglass met an unexpected fault:', expect.any(Error));
    expect(show.mock.calls[0]![0]).toMatch(/^Spyglass met an unexpected fault: disk full\./);
  });
});
