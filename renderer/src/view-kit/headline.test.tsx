// A headline figure is declared once and the screen, the PDF and Copy as Markdown say the same
// label, number and change; the list's frame gets them from the declaration, not from the page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerFacts } from '../../../shared/bridge.ts';
import { Stats } from '../ui/stats.tsx';
import type { Compared } from './compared.ts';
import {
  figureNumbers,
  figuresOf,
  HeadlineSink,
  HeadlineStats,
  useHeadlineSink,
  type FigureSpec,
} from './headline.tsx';
import { exportFigures } from './view-export.ts';

interface Totals {
  responseTime: number | null;
  errors: number | null;
}

const SPECS: FigureSpec<Totals>[] = [
  { label: 'Response', unit: 'ms', good: 'down', testId: 'stat-response', pick: (t) => t.responseTime },
  {
    label: 'Errors',
    unit: 'count',
    good: 'down',
    testId: 'stat-errors',
    pick: (t) => t.errors,
    reads: (t) => ((t.errors ?? 0) > 0 ? { tone: 'bad' } : {}),
  },
];

const window = { start: Date.UTC(2026, 10, 24), end: Date.UTC(2026, 10, 25) };
const before = { start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 24) };

function comparedWith(then: Totals): Compared<Totals> {
  return {
    comparison: { mode: 'previous' },
    label: 'previous period',
    current: window,
    window: before,
    state: {
      status: 'ready',
      data: then,
      fetchedAt: window.end,
      window: before,
      facts: {} as AnswerFacts,
      refreshing: false,
      retry: () => undefined,
    },
  };
}

describe('declared headline figures', () => {
  const now = { responseTime: 1234.5, errors: 3 };

  it('read the same on screen, in the PDF and in Markdown', () => {
    const figures = figuresOf(SPECS, now, null);
    render(<Stats figures={figures} label="Totals" />);
    expect(screen.getByTestId('stat-response').textContent).toBe('Response1.23 s');
    expect(screen.getByTestId('stat-response').getAttribute('title')).toBe('1,234.5 ms');
    expect(screen.getByTestId('stat-errors').className).toBe('stat bad');
    expect(exportFigures(figures, 'shown')).toEqual([
      { label: 'Response', value: '1.23 s' },
      { label: 'Errors', value: '3' },
    ]);
    expect(exportFigures(figures, 'exact')).toEqual([
      { label: 'Response', value: '1,234.5 ms' },
      { label: 'Errors', value: '3' },
    ]);
    expect(figureNumbers(figures)).toEqual([
      ['Response', '1.23 s'],
      ['Errors', '3'],
    ]);
  });

  it('carry their change against the comparison to the badge, the PDF and Markdown alike', () => {
    const figures = figuresOf(SPECS, now, comparedWith({ responseTime: 1000, errors: null }));
    render(<Stats figures={figures} label="Totals" />);
    expect(screen.getByTestId('stat-response-change').getAttribute('data-text')).toBe('▲ +23 %');
    expect(screen.getByTestId('stat-errors-change').getAttribute('data-text')).toBe('–');
    expect(exportFigures(figures, 'shown')[0]).toEqual({ label: 'Response', value: '1.23 s', change: '▲ +23 %' });
    expect(figureNumbers(figures)[0]).toEqual(['Response', '1.23 s (▲ +23 % against the previous period)']);
  });

  it('have no change while the comparison has not answered', () => {
    const compared = { ...comparedWith(now), state: { status: 'loading', retry: () => undefined } };
    const figures = figuresOf(SPECS, now, compared as Compared<Totals>);
    expect(figures.every((figure) => figure.then === undefined)).toBe(true);
  });
});

describe('a frame’s headline', () => {
  it('holds what its content declares while that is on screen, and nothing after', () => {
    let sink: ReturnType<typeof useHeadlineSink> | null = null;
    function Frame({ shown }: { shown: boolean }) {
      sink = useHeadlineSink();
      return (
        <HeadlineSink value={sink.declare}>
          {shown ? <HeadlineStats figures={figuresOf(SPECS, { responseTime: 5, errors: 0 }, null)} label="T" /> : null}
        </HeadlineSink>
      );
    }
    const { rerender } = render(<Frame shown />);
    expect(sink!.headline.current.figures?.map((figure) => figure.label)).toEqual(['Response', 'Errors']);
    rerender(<Frame shown={false} />);
    expect(sink!.headline.current.figures).toBeUndefined();
  });
});
