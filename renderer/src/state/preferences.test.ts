import { describe, expect, it } from 'vitest';
import { applyTheme } from './preferences.ts';

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
