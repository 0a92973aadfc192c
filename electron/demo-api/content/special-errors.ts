// The hand-written error templates: evergreen groups alive since 2020 and single-event groups,
// placed first in a project's templates. Tests and journeys name them (the hostile tracker link,
// the 2,000-character message, the groups that appear every 12 h, 2 d and 7 d).
import { ORIGIN } from '../traffic.ts';
import { DAY } from '../../../shared/time-window.ts';
import type { Lifecycle, Special } from '../world-types.ts';
import { longMessage } from './errors.ts';

const HOUR = 3_600_000;

/** One group alive from `days` after the origin on, never fixed. */
const evergreen = (days: number): Lifecycle => ({ kind: 'evergreen', birth: ORIGIN + days * DAY });

/** A group with exactly one event every period (by default a third of the period after its birth). */
const single = (periodMs: number, offsetMs: number, eventAfterMs = periodMs / 3): Lifecycle => ({
  kind: 'single',
  periodMs,
  offsetMs,
  eventAfterMs,
});

/** A template with its own life and events per day (0 for single-event groups). */
function special(lifecycle: Lifecycle, weight: number, cls: string, message: string, tags: readonly string[]): Special {
  return { pattern: { cls, message, tags, weight: 1 }, lifecycle, weight };
}

export const BROWSER_SPECIALS: readonly Special[] = [
  special(evergreen(3), 420, 'Error', 'Script error.', ['third-party']),
  special(evergreen(11), 260, 'Error', 'ResizeObserver loop completed with undelivered notifications.', ['noise']),
  { ...special(evergreen(40), 35, 'GraphQLError', '', ['api', 'graphql']), message: longMessage(3) },
  {
    ...special(evergreen(70), 48, 'TypeError', "Cannot read properties of undefined (reading 'discountCode')", [
      'checkout',
      'frontend',
    ]),
    // A tracker link that must never be opened: the viewer's link refusal is tested against it.
    trackerOverride: { 0: 'https://tracker-a.example.com/browse/SHOP-4711', 2: 'javascript:alert(1)' },
  },
  special(
    single(12 * HOUR, 5 * HOUR),
    0,
    'SecurityError',
    "Failed to execute 'pushState' on 'History': A history state object with URL 'https://shop.example.com/checkout' cannot be created in a document with origin 'null'.",
    ['frontend'],
  ),
  special(single(2 * DAY, 17 * HOUR), 0, 'RangeError', 'toFixed() digits argument must be between 0 and 100', ['i18n']),
  special(
    single(7 * DAY, 2 * DAY),
    0,
    'Error',
    'Unerwarteter Zustand im Warenkorb: Artikel „Größe 42“ nicht verfügbar',
    ['i18n', 'cart'],
  ),
];

export const APM_SPECIALS: readonly Special[] = [
  special(evergreen(5), 160, 'Error', 'read ECONNRESET', ['network']),
  special(
    single(DAY, 9 * HOUR, 6 * HOUR),
    0,
    'DeadlockError',
    'deadlock detected while updating "inventory" (SQLSTATE 40P01)',
    ['database'],
  ),
];
