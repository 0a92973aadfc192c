// An error group and an event as "Copy as Markdown" writes them (see view-kit/markdown.ts).
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorEvent, ErrorGroup } from '../../api/answer-types.ts';
import { formatExact } from '../../ui/format.ts';
import type { MarkdownFacts } from '../../view-kit/markdown.ts';
import { classifyFrame, frameLocation, isAppFrame } from './frames.ts';
import { eventFigures } from './event-figures.ts';

/** The frames a reader needs first: the app's own, newest first, a handful. */
const TOP_FRAMES = 5;

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export function groupFacts(group: ErrorGroup, window: ResolvedWindow): MarkdownFacts {
  return {
    kind: 'Error',
    title: group.message,
    numbers: [
      ['Events', formatExact(group.events)],
      ['Users', formatExact(group.users)],
      ['Status', group.status],
    ],
    firstSeen: time(group.firstAt),
    lastSeen: time(group.lastAt),
    window,
  };
}

/** `event` as shown: masked when the privacy mask is on. */
export function eventFacts(event: ErrorEvent, window: ResolvedWindow): MarkdownFacts {
  const pageUrl = event.request.url || event.url.raw;
  const app = event.backTraces.filter((frame) => isAppFrame(classifyFrame(frame, pageUrl)));
  const frames = (app.length > 0 ? app : event.backTraces).slice(0, TOP_FRAMES);
  return {
    kind: 'Event',
    title: `${event.class}: ${event.name}`,
    numbers: eventFigures(event).map(({ label, value }) => [label, value] as const),
    window,
    code: {
      caption: app.length > 0 ? 'Top app frames' : 'Top frames',
      lines: frames.map((frame) => `at ${frame.m ? `${frame.m} (${frameLocation(frame)})` : frameLocation(frame)}`),
    },
  };
}
