// What an error group and an event put in "Export view → PDF". The event is the one on screen,
// masked when the privacy mask is on; its back-trace and breadcrumbs are whole tables.
import { useMemo, type RefObject } from 'react';
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorEvent, ErrorEventList, ErrorGroup } from '../../api/answer-types.ts';
import { maskEvents } from '../../domain/privacy-mask.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { displayText } from '../../ui/display-text.ts';
import { formatDateTime } from '../../ui/time.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { MarkdownFacts } from '../../view-kit/markdown.ts';
import {
  answerFacts,
  changeText,
  chartsIn,
  comparisonFacts,
  noCharts,
  useViewExport,
  type ExportFigure,
  type ExportTable,
} from '../../view-kit/view-export.ts';
import { crumbTimeline, formatOffset } from './breadcrumb-times.ts';
import { eventFacts, groupFacts } from './error-markdown.ts';
import { frameLocation } from './frames.ts';

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The facts Copy as Markdown writes, as figures: one source for both. */
function factFigures(facts: MarkdownFacts): ExportFigure[] {
  const seen = (label: string, ms: number | null) => (ms === null ? [] : [{ label, value: formatDateTime(ms) }]);
  return [
    ...facts.numbers.map(([label, value]) => ({ label, value: displayText(value) })),
    ...seen('First seen', facts.firstSeen ?? null),
    ...(facts.lastSeen !== facts.firstSeen ? seen('Last seen', facts.lastSeen ?? null) : []),
  ];
}

/** The page of events the group view lists, masked as shown. */
function eventsTable(list: ErrorEventList, masked: boolean): ExportTable {
  const first = (list.page - 1) * list.limit;
  return {
    title: `Events, page ${list.page} of ${list.totalPages}`,
    columns: ['#', 'Time', 'Browser', 'OS', 'User', 'Page'],
    rows: maskEvents(list.data, masked).map((event, i) => [
      String(first + i + 1),
      formatDateTime(Date.parse(event.timestamp)),
      displayText([event.env.browser, event.env.browserVersion].filter(Boolean).join(' ')) || '–',
      displayText([event.env.os, event.env.osVersion].filter(Boolean).join(' ')) || '–',
      displayText(event.user.name || event.user.id) || 'anonymous',
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
    const figures = hasData(state) ? factFigures(groupFacts(state.data, state.window)) : [];
    const events = hasData(state) ? changeText(compared, state.data.events, (then) => then.events, 'down') : undefined;
    return {
      view: hasData(state) ? `Error group: ${shorten(displayText(state.data.message), 80)}` : 'Error group',
      ...answerFacts(state),
      figures: figures.map((figure) => (figure.label === 'Events' && events ? { ...figure, change: events } : figure)),
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
      figures:
        event && window
          ? [
              { label: 'Time', value: formatDateTime(Date.parse(event.timestamp)) },
              ...factFigures(eventFacts(event, window)).filter((f) => f.label !== 'First seen'),
            ]
          : [],
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
