// Events as CSV, one row per event: the columns a spreadsheet user filters and counts by. The
// full trace, breadcrumbs and custom data stay in the JSON export; here they are summarised.
import type { ErrorEvent } from '../../api/answer-types.ts';
import { csvZoneNote, displayedSeparator, toCsv } from '../../ui/csv.ts';
import { formatWhole } from '../../ui/format.ts';
import { displayZone, formatDateTime } from '../../ui/time.ts';
import { isoInZone } from '../../../../shared/zoned-time.ts';
import { displayText } from '../../ui/display-text.ts';
import { frameLocation } from './frames.ts';

/** The event's time: ISO 8601 with the offset of the zone shown (a spreadsheet reads the instant), or as displayed. */
function timestamp(event: ErrorEvent, displayed: boolean): string {
  const ms = Date.parse(event.timestamp);
  if (Number.isNaN(ms)) return event.timestamp;
  return displayed ? formatDateTime(ms) : isoInZone(ms, displayZone(), true);
}

type Cell = string | number;
const COLUMNS: readonly (readonly [header: string, value: (event: ErrorEvent, displayed: boolean) => Cell])[] = [
  ['id', (e) => e.id],
  ['timestamp', (e, displayed) => timestamp(e, displayed)],
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
  ['screenWidth', (e, displayed) => whole(e.request.w ?? '', displayed)],
  ['screenHeight', (e, displayed) => whole(e.request.h ?? '', displayed)],
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
  ['frames', (e, displayed) => whole(e.backTraces.length, displayed)],
  ['breadcrumbs', (e, displayed) => whole(e.breadCrumbs.length, displayed)],
];

const whole = (n: number | '', displayed: boolean): Cell => (displayed && n !== '' ? formatWhole(n) : n);

/** Formula-looking text is kept as text by `toCsv`, and bidirectional controls are written out: the values come from the site's visitors. */
/**
 * `displayed`: the "as displayed" variant, for a spreadsheet in the user's locale: times and
 * numbers as the screen writes them (`;` between fields where the decimal mark is a comma).
 * Either way, a first line names the zone the times are in.
 */
export function eventsCsv(events: readonly ErrorEvent[], displayed = false): string {
  const first = events.length > 0 ? Date.parse(events[0]!.timestamp) : Date.now();
  return toCsv(
    COLUMNS.map(([header]) => header),
    events.map((event) =>
      COLUMNS.map(([, value]) => {
        const cell = value(event, displayed);
        return typeof cell === 'string' ? displayText(cell) : cell;
      }),
    ),
    {
      note: csvZoneNote(displayZone(), Number.isNaN(first) ? Date.now() : first, displayed),
      separator: displayed ? displayedSeparator() : ',',
    },
  );
}
