// The hand-written error templates: evergreen groups alive since 2020 and single-event groups,
// placed first in a project's templates. Tests and journeys name them (the hostile tracker link,
// the 2,000-character message, the groups that appear every 12 h, 2 d and 7 d).
import { DAY, ORIGIN } from '../traffic.ts';
import type { Lifecycle, Special } from '../world-types.ts';
import { longMessage } from './errors.ts';

const evergreen = (days: number): Lifecycle => ({ kind: 'evergreen', birth: ORIGIN + days * DAY });
const single = (periodMs: number, offsetMs: number): Lifecycle => ({
  kind: 'single',
  periodMs,
  offsetMs,
  eventAfterMs: periodMs / 3,
});

export const BROWSER_SPECIALS: readonly Special[] = [
  {
    pattern: { cls: 'Error', message: 'Script error.', tags: ['third-party'], weight: 1 },
    lifecycle: evergreen(3),
    weight: 420,
  },
  {
    pattern: {
      cls: 'Error',
      message: 'ResizeObserver loop completed with undelivered notifications.',
      tags: ['noise'],
      weight: 1,
    },
    lifecycle: evergreen(11),
    weight: 260,
  },
  {
    pattern: { cls: 'GraphQLError', message: '', tags: ['api', 'graphql'], weight: 1 },
    message: longMessage(3),
    lifecycle: evergreen(40),
    weight: 35,
  },
  {
    pattern: {
      cls: 'TypeError',
      message: "Cannot read properties of undefined (reading 'discountCode')",
      tags: ['checkout', 'frontend'],
      weight: 1,
    },
    lifecycle: evergreen(70),
    weight: 48,
    // A tracker link that must never be opened: the viewer's link refusal is tested against it.
    trackerOverride: { 0: 'https://tracker-a.example.com/browse/SHOP-4711', 2: 'javascript:alert(1)' },
  },
  {
    pattern: {
      cls: 'SecurityError',
      message:
        "Failed to execute 'pushState' on 'History': A history state object with URL 'https://shop.example.com/checkout' cannot be created in a document with origin 'null'.",
      tags: ['frontend'],
      weight: 1,
    },
    lifecycle: single(12 * 3_600_000, 5 * 3_600_000),
    weight: 0,
  },
  {
    pattern: {
      cls: 'RangeError',
      message: 'toFixed() digits argument must be between 0 and 100',
      tags: ['i18n'],
      weight: 1,
    },
    lifecycle: single(2 * DAY, 17 * 3_600_000),
    weight: 0,
  },
  {
    pattern: {
      cls: 'Error',
      message: 'Unerwarteter Zustand im Warenkorb: Artikel „Größe 42“ nicht verfügbar',
      tags: ['i18n', 'cart'],
      weight: 1,
    },
    lifecycle: single(7 * DAY, 2 * DAY),
    weight: 0,
  },
];

export const APM_SPECIALS: readonly Special[] = [
  {
    pattern: { cls: 'Error', message: 'read ECONNRESET', tags: ['network'], weight: 1 },
    lifecycle: evergreen(5),
    weight: 160,
  },
  {
    pattern: {
      cls: 'DeadlockError',
      message: 'deadlock detected while updating "inventory" (SQLSTATE 40P01)',
      tags: ['database'],
      weight: 1,
    },
    lifecycle: { kind: 'single', periodMs: DAY, offsetMs: 9 * 3_600_000, eventAfterMs: 6 * 3_600_000 },
    weight: 0,
  },
];
