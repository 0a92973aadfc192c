// What an error group and an event put in "Export view → PDF". The event is the one on screen,
// masked when the privacy mask is on; its back-trace and breadcrumbs are whole tables.
import { useMemo, type RefObject } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorEvent, ErrorEventList, ErrorGroup } from '../../api/answer-types.ts';
import { maskEvents, userLabel } from '../../domain/privacy-mask.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatDateTime } from '../../ui/time.ts';
import type { Compared } from '../../view-kit/compared.ts';
import { chartsIn } from '../../view-kit/chart-capture.ts';
import {
  answerFacts,
  comparisonFacts,
  exportFigures,
  noCharts,
  useViewExport,
  type ExportFigure,
  type ExportTable,
} from '../../view-kit/view-export.ts';
import { crumbTimeline, formatOffset } from './breadcrumb-times.ts';
import { eventFigures } from './event-figures.ts';
import { groupFigures } from './group-figures.ts';
import { frameLocation } from './frames.ts';
import { envLabel } from './user-agent.ts';

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const seen = (label: string, ms: number | null) => (ms === null ? [] : [{ label, value: formatDateTime(ms) }]);

/** The group's status and when it was first and last seen, beside its declared figures. */
function groupSeen(group: ErrorGroup): ExportFigure[] {
  const at = (iso: string) => (Number.isNaN(Date.parse(iso)) ? null : Date.parse(iso));
  const [first, last] = [at(group.firstAt), at(group.lastAt)];
  return [
    { label: 'Status', value: displayText(group.status) },
    ...seen('First seen', first),
    ...(last !== first ? seen('Last seen', last) : []),
  ];
}

/** The page of events the group view lists, masked as shown. */
export function eventsTable(list: ErrorEventList, masked: boolean): ExportTable {
  const first = (list.page - 1) * list.limit;
  return {
    title: `Events, page ${list.page} of ${list.totalPages}`,
    columns: ['#', 'Time', 'Browser', 'OS', 'User', 'Page'],
    rows: maskEvents(list.data, masked).map((event, i) => [
      String(first + i + 1),
      formatDateTime(Date.parse(event.timestamp)),
      displayText(envLabel(event.env, 'browser')) || '–',
      displayText(envLabel(event.env, 'os')) || '–',
      displayText(userLabel(event.user)),
      displayText(event.url.raw) || '–',
    ]),
  };
}

export function useGroupExport(
  state: ViewState<ErrorGroup>,
  compared: Compared<ErrorGroup> | null,
  section: RefObject<HTMLElement | null>,
  masked: boolean,
  eventsPage: ViewState<ErrorEventList>,
): void {
  const model = useMemo(() => {
    return {
      view: hasData(state) ? `Error group: ${shorten(displayText(state.data.message), 80)}` : 'Error group',
      ...answerFacts(state),
      figures: hasData(state)
        ? [...exportFigures(groupFigures(state.data, compared), 'exact'), ...groupSeen(state.data)]
        : [],
      charts: chartsIn(() => section.current),
      tables: hasData(eventsPage) ? [eventsTable(eventsPage.data, masked)] : [],
      comparison: comparisonFacts(compared),
      notes: masked ? ['Privacy mask on: names, e-mails, ids and addresses are pseudonyms'] : [],
    };
  }, [state, compared, section, masked, eventsPage]);
  useViewExport(model);
}

function eventTables(event: ErrorEvent): ExportTable[] {
  const crashMs = Date.parse(event.timestamp);
  return [
    {
      title: 'Back-trace',
      columns: ['#', 'Function', 'Location'],
      rows: event.backTraces.map((frame, i) => [
        String(i + 1),
        displayText(frame.m ?? '') || '–',
        frameLocation(frame),
      ]),
    },
    {
      title: 'Breadcrumbs',
      columns: ['Before the crash', 'Action', 'What'],
      rows: [
        ...crumbTimeline(event.breadCrumbs, crashMs).map((crumb) => [
          crumb.offsetMs === null ? '–' : formatOffset(crumb.offsetMs),
          displayText(crumb.a),
          displayText(crumb.e),
        ]),
        ['0 s', 'crash', `${displayText(event.class)}: ${displayText(event.name)}`],
      ],
    },
  ];
}

/** The event's declared key facts as the PDF lists them. */
export const eventExportFigures = (event: ErrorEvent): ExportFigure[] =>
  eventFigures(event).map(({ label, value }) => ({ label, value: displayText(value) }));

/** `event`: as shown, masked when the privacy mask is on. */
export function useEventExport(
  state: ViewState<unknown>,
  event: ErrorEvent | undefined,
  window: ResolvedWindow | null,
  position: number,
  masked: boolean,
): void {
  const model = useMemo(
    () => ({
      view: event
        ? `Event ${position}: ${shorten(`${displayText(event.class)}: ${displayText(event.name)}`, 80)}`
        : `Event ${position}`,
      ...answerFacts(state),
      figures: event && window ? eventExportFigures(event) : [],
      charts: noCharts,
      tables: event ? eventTables(event) : [],
      comparison: null,
      notes: masked
        ? ['Privacy mask on: names, e-mails, ids and addresses are pseudonyms']
        : ['Privacy mask off: personal data as the service sent it'],
    }),
    [state, event, window, position, masked],
  );
  useViewExport(model);
}
