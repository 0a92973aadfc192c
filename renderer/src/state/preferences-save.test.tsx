// Two changes in quick succession (theme, then time zone): the first save's answer, arriving
// after the second change is on screen, must not put the old time zone back.
import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '../../../shared/preferences.ts';

const host = await vi.hoisted(async () => {
  const { createFakeHost } = await import('../testing/fake-host.tsx');
  window.spyglass = createFakeHost();
  return window.spyglass as ReturnType<typeof createFakeHost>;
});
const { DEFAULT_PREFERENCES } = await import('../../../shared/preferences.ts');
const { preferencesQuery, useSetPreferences } = await import('./preferences.ts');
const { renderWithClient } = await import('../testing/fake-host.tsx');

afterEach(cleanup);

describe('saving preferences', () => {
  it('an earlier save answering late keeps the later change', async () => {
    let saved: Preferences = { ...DEFAULT_PREFERENCES };
    const replies: (() => void)[] = [];
    host.answer('prefs.set', (change: Partial<Preferences>) => {
      saved = { ...saved, ...change };
      const answer = { ...saved };
      return new Promise((resolve) => replies.push(() => resolve(answer)));
    });
    let set: ReturnType<typeof useSetPreferences> = async () => undefined;
    function Probe(): ReactNode {
      set = useSetPreferences();
      return null;
    }
    const { client } = renderWithClient(<Probe />);
    client.setQueryData(preferencesQuery.queryKey, DEFAULT_PREFERENCES);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = set({ theme: 'dark' });
      second = set({ timeZone: 'utc' });
    });
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    await act(async () => {
      replies[0]!();
      await first;
    });
    expect(client.getQueryData(preferencesQuery.queryKey)).toMatchObject({ theme: 'dark', timeZone: 'utc' });
    await act(async () => {
      replies[1]!();
      await second;
    });
    expect(client.getQueryData(preferencesQuery.queryKey)).toMatchObject({ theme: 'dark', timeZone: 'utc' });
  });
});
