// The card colours the average by the web.dev thresholds, exactly at the boundaries too.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebVital } from '../../api/answer-types.ts';
import { VitalCard } from './vital-card.tsx';
import { vitalCards } from './vital-cards.ts';

const window = { start: Date.UTC(2026, 10, 17), end: Date.UTC(2026, 10, 18) };

function card(name: string, avg: number) {
  const entry: WebVital = {
    name,
    avg,
    affectedUser: 12,
    metrics: [
      { name: 'Good', count: 70, percentage: 70 },
      { name: 'Needs Improvement', count: 20, percentage: 20 },
      { name: 'Poor', count: 10, percentage: 10 },
    ],
  };
  const found = vitalCards([entry]).find((c) => c.spec.name === name)!;
  return render(<VitalCard card={found} window={window} projectId="p" />).container;
}

const figure = (container: HTMLElement) => container.querySelector('.gauge-figure')!;

describe('vital card colouring', () => {
  it.each([
    ['lcp', 2500, 'good', 'var(--good)', '2.5 s'],
    ['lcp', 2500.01, 'needs-improvement', 'var(--warn)', '2.5 s'],
    ['lcp', 4000, 'needs-improvement', 'var(--warn)', '4 s'],
    ['lcp', 4000.01, 'poor', 'var(--bad)', '4 s'],
    ['cls', 0.1, 'good', 'var(--good)', '0.1'],
    ['cls', 0.25, 'needs-improvement', 'var(--warn)', '0.25'],
    ['cls', 0.251, 'poor', 'var(--bad)', '0.251'],
    ['fid', 100, 'good', 'var(--good)', '100 ms'],
    ['ttfb', 1801, 'poor', 'var(--bad)', '1.8 s'],
  ])('%s at %f is %s, drawn in %s', (name, avg, rating, colour, shown) => {
    const container = card(name, avg);
    expect(container.querySelector('[data-vital]')?.getAttribute('data-rating')).toBe(rating);
    expect(figure(container).getAttribute('fill')).toBe(colour);
    expect(figure(container).textContent).toBe(shown);
  });

  it('shows the counts and shares of the three bands and the affected users', () => {
    const container = card('fcp', 1200);
    const bands = [...container.querySelectorAll('[data-band]')].map((el) => [
      el.getAttribute('data-band'),
      el.getAttribute('data-count'),
      el.getAttribute('data-percent'),
    ]);
    expect(bands).toEqual([
      ['Good', '70', '70'],
      ['Needs Improvement', '20', '20'],
      ['Poor', '10', '10'],
    ]);
    expect(container.querySelector('[data-testid="affected-users"]')?.getAttribute('title')).toBe('12');
  });

  it('says so when the answer has no entry for the vital', () => {
    const missing = vitalCards([]).find((c) => c.spec.name === 'fid')!;
    const { container } = render(<VitalCard card={missing} window={window} projectId="p" />);
    expect(container.textContent).toContain('No data for FID');
    expect(container.querySelector('.gauge')).toBeNull();
  });
});
