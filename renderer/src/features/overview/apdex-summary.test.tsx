// The overview's apdex panel names and colours the band of the score, exactly at the boundaries.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APDEX_BOUNDARIES } from '../../testing/apdex-boundaries.ts';
import { ApdexSummary } from './apdex-summary.tsx';

const window = { start: Date.UTC(2026, 10, 17), end: Date.UTC(2026, 10, 18) };
const summary = (score: number, total = 100) =>
  render(
    <ApdexSummary
      apdex={{ satisfied: 80, tolerated: 10, frustrated: 10, total, score }}
      window={window}
      projectId="p"
    />,
  ).container;

describe('apdex summary', () => {
  it.each(APDEX_BOUNDARIES)('%f is %s, named %s and drawn in the %s colour', (score, _band, label, tone) => {
    const container = summary(score);
    expect(container.querySelector('.chart-subtitle')?.textContent).toMatch(new RegExp(`^${label} ·`));
    expect(container.querySelector('.gauge-figure')?.getAttribute('fill')).toBe(`var(--${tone})`);
  });

  it('does not judge a window without page loads', () => {
    const container = summary(0, 0);
    expect(container.querySelector('.chart-subtitle')?.textContent).toBe('No page loads');
    expect(container.querySelector('.gauge-figure')?.textContent).toBe('no data');
  });

  it('splits the page loads into the three zones with their counts', () => {
    const parts = [...summary(0.85).querySelectorAll('[data-part]')].map((el) => [
      el.getAttribute('data-part'),
      el.getAttribute('data-count'),
    ]);
    expect(parts).toEqual([
      ['satisfied', '80'],
      ['tolerated', '10'],
      ['frustrated', '10'],
    ]);
  });
});
