// An error group and an event as "Copy as Markdown" writes them (see view-kit/markdown.ts).
import type { ResolvedWindow } from '../../../../shared/time-window.ts';
import type { ErrorEvent, ErrorGroup } from '../../api/answer-types.ts';
import { formatExact } from '../../ui/format.ts';
import type { MarkdownFacts } from '../../view-kit/markdown.ts';
import { userLabel } from '../../domain/privacy-mask.ts';
import { classifyFrame, frameLocation, isAppFrame } from './frames.ts';
import { envLabel } from './user-agent.ts';

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
  const at = time(event.timestamp);
  return {
    kind: 'Event',
    title: `${event.class}: ${event.name}`,
    numbers: [
      ['Browser', envLabel(event.env, 'browser') || 'unknown'],
      ['OS', envLabel(event.env, 'os') || 'unknown'],
      ['App version', event.version || 'unknown'],
      ['User', userLabel(event.user)],
      ['Page', event.url.raw || pageUrl || 'unknown'],
    ],
    firstSeen: at,
    lastSeen: at,
    window,
    code: {
      caption: app.length > 0 ? 'Top app frames' : 'Top frames',
      lines: frames.map((frame) => `at ${frame.m ? `${frame.m} (${frameLocation(frame)})` : frameLocation(frame)}`),
    },
  };
}
