import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.ts';
import { displayZone } from '../ui/time.ts';
import { applyTheme, followDisplayZone, preferencesQuery } from './preferences.ts';

describe('theme', () => {
  it('sets data-theme for an override and leaves it to the OS for system', () => {
    applyTheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    applyTheme('light');
    applyTheme(); // the next launch starts with the remembered choice
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

// Dates follow the preferences' zone from the query cache, before React renders with them.
describe('the display zone', () => {
  it('is the preferences’ as soon as they are in the cache, and follows a change', () => {
    const client = new QueryClient();
    const stop = followDisplayZone(client);
    expect(displayZone()).toBe(DEFAULT_PREFERENCES.timeZone);
    client.setQueryData(preferencesQuery.queryKey, { ...DEFAULT_PREFERENCES, timeZone: 'utc' });
    expect(displayZone()).toBe('utc');
    stop();
    client.setQueryData(preferencesQuery.queryKey, { ...DEFAULT_PREFERENCES, timeZone: 'local' });
    expect(displayZone()).toBe('utc');
  });
});
