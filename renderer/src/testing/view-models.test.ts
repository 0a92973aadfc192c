// Every view's model on any answer as the core hands it over (values valid or missing): tables'
// cells, tooltips, CSV and sorting, the trend's values, the web vitals cards, the apdex band, and
// an event's trace, breadcrumbs and CSV. None may throw, none may show NaN, undefined or "null",
// and rows with no value sort last.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/catalogue.ts';
import { pageListASchema, pageSearchSchema } from '../../../shared/schemas/pages.ts';
import type {
  AjaxItem,
  ApmReport,
  BrowserReport,
  ErrorEventList,
  PageListA,
  PageSearch,
  RouteItem,
  Transaction,
  TransactionStats,
  WebVital,
} from '../api/answer-types.ts';
import { measuredApdexBand } from '../domain/thresholds.ts';
import { AJAX_COLUMNS } from '../features/ajax/ajax-columns.tsx';
import { crumbTimeline } from '../features/errors/breadcrumb-times.ts';
import { eventsCsv } from '../features/errors/events-csv.ts';
import { frameLocation, orderFrames, traceText } from '../features/errors/frames.ts';
import { APM_TREND, BROWSER_TREND } from '../features/overview/trend-series.ts';
import { PAGE_A_COLUMNS, PAGE_B_COLUMNS } from '../features/pages/page-columns.tsx';
import { ROUTE_COLUMNS } from '../features/routes/route-columns.tsx';
import { failureRate, TRANSACTION_COLUMNS } from '../features/transactions/transaction-columns.ts';
import { exactVital, formatVital, vitalCards } from '../features/web-vitals/vital-cards.ts';
import { deviationSummary } from '../view-kit/data-state.tsx';
import { formatBytes, formatCount, formatMs, formatPercent, formatScore } from '../ui/format.ts';
import type { TableColumn } from '../ui/table/columns.ts';
import { sortRows } from '../ui/table/sort-rows.ts';
import { tableCsv } from '../ui/table/table-csv.ts';
import { cellCsv, cellText, cellTitle } from '../ui/table/units.ts';
import { DRAWN_WRONG, readAnswers } from './read-answers.ts';

const runs = { numRuns: 150 };

function throughTable<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): void {
  for (const column of columns) {
    for (const row of rows) {
      const value = column.value(row);
      if (!column.unit || typeof value === 'string') continue;
      for (const text of [cellText(column.unit, value), cellTitle(column.unit, value), cellCsv(column.unit, value)])
        expect(text).not.toMatch(DRAWN_WRONG);
      if (value === null) expect(cellText(column.unit, value)).toBe('–');
    }
    for (const desc of [true, false]) {
      const sorted = sortRows(rows, column.value, column.unit !== undefined, desc);
      const firstMissing = sorted.findIndex((row) => column.value(row) === null);
      if (firstMissing !== -1)
        expect(
          sorted.slice(firstMissing).every((row) => column.value(row) === null),
          column.id,
        ).toBe(true);
    }
  }
  // The service's own words (a route named "NaN") are data: only what the table writes is checked.
  const written = columns.filter((column) => rows.every((row) => typeof column.value(row) !== 'string'));
  expect(tableCsv(written, rows)).not.toMatch(DRAWN_WRONG);
}

describe('view models on answers with values missing', () => {
  it('overview: the trend values and the apdex band', () => {
    fc.assert(
      fc.property(readAnswers(endpoints.reports.response), (report) => {
        const values =
          'apdex' in (report as object)
            ? BROWSER_TREND.values(report as BrowserReport)
            : APM_TREND.values(report as ApmReport);
        for (const v of Object.values(values)) expect(v === null || Number.isFinite(v)).toBe(true);
        const browser = report as BrowserReport;
        if ('apdex' in browser) {
          measuredApdexBand(browser.apdex.page.score, browser.apdex.page.total);
          for (const text of [
            formatMs(browser.pages.page.loadTime),
            formatCount(browser.errors.events),
            formatBytes(browser.ajax.sentSize),
            formatPercent(browser.ajax.errorRate),
            formatScore(browser.apdex.page.score),
          ]) {
            expect(text).not.toMatch(DRAWN_WRONG);
          }
        }
      }),
      runs,
    );
  });

  it('tables: ajax, pages (both shapes), routes, transactions', () => {
    fc.assert(
      fc.property(readAnswers(endpoints['ajax.list'].response), (list) =>
        throughTable(AJAX_COLUMNS, (list as { data: AjaxItem[] }).data),
      ),
      runs,
    );
    fc.assert(
      fc.property(readAnswers(pageListASchema), (list) => throughTable(PAGE_A_COLUMNS, (list as PageListA).data)),
      runs,
    );
    fc.assert(
      fc.property(readAnswers(pageSearchSchema), (list) => throughTable(PAGE_B_COLUMNS, (list as PageSearch).data)),
      runs,
    );
    fc.assert(
      fc.property(readAnswers(endpoints['routes.list'].response), (list) =>
        throughTable(ROUTE_COLUMNS, (list as { data: RouteItem[] }).data),
      ),
      runs,
    );
    fc.assert(
      fc.property(readAnswers(endpoints['transactions.list'].response), (list) => {
        const { data, stats } = list as { data: Transaction[]; stats: TransactionStats };
        throughTable(TRANSACTION_COLUMNS, data);
        expect(formatPercent(failureRate(stats))).not.toMatch(DRAWN_WRONG);
      }),
      runs,
    );
  });

  it('web vitals: the cards', () => {
    fc.assert(
      fc.property(readAnswers(endpoints.webvitals.response), (answer) => {
        for (const card of vitalCards((answer as { data: WebVital[] }).data)) {
          expect(Number.isFinite(card.samples)).toBe(true);
          const avg = card.entry?.avg ?? null;
          expect(formatVital(card.spec, avg)).not.toMatch(DRAWN_WRONG);
          expect(exactVital(card.spec, avg)).not.toMatch(DRAWN_WRONG);
          if (avg === null) expect(card.rating).toBeNull();
        }
      }),
      runs,
    );
  });

  it('errors: a trace, its breadcrumbs and the events CSV', () => {
    fc.assert(
      fc.property(readAnswers(endpoints['errors.events'].response), (answer) => {
        const { data } = answer as ErrorEventList;
        for (const event of data) {
          const frames = orderFrames(event.backTraces, event.request.url, 'newest');
          expect(traceText(event.name, frames)).not.toMatch(DRAWN_WRONG);
          for (const frame of frames) expect(frameLocation(frame)).not.toMatch(DRAWN_WRONG);
          const timeline = crumbTimeline(event.breadCrumbs, Date.parse(event.timestamp) || 0);
          const times = timeline.map((crumb) => crumb.offsetMs);
          const firstMissing = times.indexOf(null);
          if (firstMissing !== -1) expect(times.slice(firstMissing).every((t) => t === null)).toBe(true);
          for (const t of times) expect(t === null || Number.isFinite(t)).toBe(true);
        }
        expect(eventsCsv(data)).not.toMatch(DRAWN_WRONG);
      }),
      { numRuns: 60 },
    );
  });

  it('the note on a drifted answer counts what it says', () => {
    const d = (read: 'no value' | 'as a number') => ({ path: 'x', expected: 'a number', received: 'null', read });
    expect(deviationSummary([d('no value'), d('no value'), d('as a number')], 3)).toBe(
      '2 values missing or unreadable, 1 value read from another type in this answer.',
    );
    expect(deviationSummary([d('as a number')], 1)).toBe('1 value read from another type in this answer.');
    expect(deviationSummary([d('no value')], 1500)).toBe(
      '1 value missing or unreadable in this answer (1,500 values in all).',
    );
  });
});
