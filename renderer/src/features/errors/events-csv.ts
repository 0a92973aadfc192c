// Events as CSV, one row per event: the columns a spreadsheet user filters and counts by. The
// full trace, breadcrumbs and custom data stay in the JSON export; here they are summarised.
import type { ErrorEvent } from '../../api/answer-types.ts';
import { toCsv } from '../../ui/csv.ts';
import { displayText } from '../../ui/display-text.ts';
import { frameLocation } from './frames.ts';

const COLUMNS: readonly (readonly [header: string, value: (event: ErrorEvent) => string | number])[] = [
  ['id', (e) => e.id],
  ['timestamp', (e) => e.timestamp],
  ['errorId', (e) => e.errorId],
  ['class', (e) => e.class],
  ['message', (e) => e.name],
  ['pageUrl', (e) => e.request.url],
  ['urlGroup', (e) => e.url.group],
  ['browser', (e) => e.env.browser],
  ['browserVersion', (e) => e.env.browserVersion],
  ['os', (e) => e.env.os],
  ['osVersion', (e) => e.env.osVersion],
  ['device', (e) => e.env.device],
  ['screenWidth', (e) => e.request.w ?? ''],
  ['screenHeight', (e) => e.request.h ?? ''],
  ['userAgent', (e) => e.request.ua],
  ['ip', (e) => e.env.ip],
  ['userId', (e) => e.user.id],
  ['userName', (e) => e.user.name],
  ['userEmail', (e) => e.user.email],
  ['userHash', (e) => e.user.hash],
  ['country', (e) => e.geo.country],
  ['region', (e) => e.geo.region],
  ['asn', (e) => e.geo.asn],
  ['version', (e) => e.version],
  ['agentVersion', (e) => e.agentVersion],
  ['sourcemap', (e) => (e.sourcemap === null ? '' : String(e.sourcemap))],
  ['sid', (e) => e.sid],
  ['tags', (e) => e.tags.join(';')],
  ['topFrame', (e) => (e.backTraces[0] ? `${e.backTraces[0].m} (${frameLocation(e.backTraces[0])})` : '')],
  ['frames', (e) => e.backTraces.length],
  ['breadcrumbs', (e) => e.breadCrumbs.length],
];

/** Formula-looking text is kept as text by `toCsv`, and bidirectional controls are written out: the values come from the site's visitors. */
export function eventsCsv(events: readonly ErrorEvent[]): string {
  return toCsv(
    COLUMNS.map(([header]) => header),
    events.map((event) =>
      COLUMNS.map(([, value]) => {
        const cell = value(event);
        return typeof cell === 'string' ? displayText(cell) : cell;
      }),
    ),
  );
}
