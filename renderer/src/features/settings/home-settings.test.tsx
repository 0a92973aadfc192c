// Settings ▸ Projects home as the user meets it: the launch screen saved as a preference, and the
// health thresholds, each with its unit and explanation, saved only when they all read.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HEALTH_THRESHOLDS, DEFAULT_PREFERENCES } from '../../../../shared/preferences.ts';

const host = await vi.hoisted(async () => (await import('../../testing/fake-host.tsx')).installFakeHost());
const { HomeSettings } = await import('./home-settings.tsx');
const { renderWithClient } = await import('../../testing/fake-host.tsx');

afterEach(() => {
  cleanup();
  host.calls.length = 0;
  host.answer('prefs.get', () => DEFAULT_PREFERENCES);
});

const saves = () => host.calls.filter((call) => call.channel === 'prefs.set').map((call) => call.request);
const field = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('Settings ▸ Projects home', () => {
  it('offers three launch screens and saves the one chosen', async () => {
    const user = userEvent.setup();
    renderWithClient(<HomeSettings />);
    const group = screen.getByRole('group', { name: 'At launch, open' });
    expect(group).toBeTruthy();
    const auto = screen.getByRole('radio', { name: /two projects or more/ }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Always the Projects home' }));
    expect(saves()).toEqual([{ launchScreen: 'home' }]);
    await user.click(screen.getByRole('radio', { name: 'Always where I left off' }));
    expect(saves()).toContainEqual({ launchScreen: 'last' });
  });

  it('shows the saved thresholds, each named with its unit and explained', async () => {
    host.answer('prefs.get', () => ({
      ...DEFAULT_PREFERENCES,
      health: { ...DEFAULT_HEALTH_THRESHOLDS, minEvents: 50 },
    }));
    renderWithClient(<HomeSettings />);
    await waitFor(() => expect(field(/Fewest events/).value).toBe('50'));
    expect(field(/^Failing at \(× the baseline\)$/).value).toBe('3');
    expect(field(/^Degraded at/).value).toBe('1.5');
    expect(field(/Degraded under apdex \(score, 0 to 1\)/).value).toBe('0.7');
    expect(field(/Failing under apdex/).value).toBe('0.5');
    const groups = field(/New error groups \(groups\)/);
    expect(groups.value).toBe('3');
    expect(groups.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(groups.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('0 turns this off');
  });

  it('saves a threshold when its field is left', async () => {
    const user = userEvent.setup();
    renderWithClient(<HomeSettings />);
    const ratio = field(/^Failing at/);
    await user.clear(ratio);
    await user.type(ratio, '4.5');
    expect(saves()).toEqual([]);
    await user.tab();
    expect(saves()).toEqual([{ health: { ...DEFAULT_HEALTH_THRESHOLDS, failingRatio: 4.5 } }]);
  });

  it('says what is wrong with a threshold, marks its field, and saves nothing until all read', async () => {
    const user = userEvent.setup();
    /** A new value typed into a field, which is then left (where the form reads it). */
    const enter = async (input: HTMLInputElement, text: string) => {
      await user.clear(input);
      if (text) await user.type(input, text);
      await user.tab();
    };
    renderWithClient(<HomeSettings />);
    const ratio = field(/^Degraded at/);
    await enter(ratio, '1');
    expect(ratio.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(ratio.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message?.textContent).toBe('Must be more than 1.');

    // Beyond the failing ratio, the failing field says so.
    await enter(ratio, '5');
    expect(screen.getByText('Must not be under the ratio for degraded.')).toBeTruthy();
    expect(field(/^Failing at/).getAttribute('aria-invalid')).toBe('true');

    const events = field(/Fewest events/);
    await enter(events, '');
    expect(screen.getByText('Must be a number.')).toBeTruthy();
    expect(saves()).toEqual([]);

    await user.type(events, '20');
    await enter(ratio, '2');
    expect(screen.queryByText(/^Must/)).toBeNull();
    expect(saves()).toEqual([{ health: { ...DEFAULT_HEALTH_THRESHOLDS, degradedRatio: 2 } }]);
  });

  it('puts the default thresholds back', async () => {
    host.answer('prefs.get', () => ({
      ...DEFAULT_PREFERENCES,
      health: { ...DEFAULT_HEALTH_THRESHOLDS, newGroups: 5 },
    }));
    const user = userEvent.setup();
    renderWithClient(<HomeSettings />);
    await waitFor(() => expect(field(/New error groups/).value).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Reset thresholds to defaults' }));
    expect(saves()).toEqual([{ health: DEFAULT_HEALTH_THRESHOLDS }]);
    await waitFor(() => expect(field(/New error groups/).value).toBe(String(DEFAULT_HEALTH_THRESHOLDS.newGroups)));
  });
});
