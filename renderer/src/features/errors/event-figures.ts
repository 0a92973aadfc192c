// An event's key facts, declared once: the summary line under its title, the event's PDF and Copy as
// Markdown render from them. They are text, not numbers, so each is a label and the value as the
// screen reads it (the privacy mask already applied to `event` when it is on).
import type { ErrorEvent } from '../../api/answer-types.ts';
import { userLabel } from '../../domain/privacy-mask.ts';
import { formatDateTime } from '../../ui/time.ts';
import { envLabel } from './user-agent.ts';

export interface EventFigure {
  label: string;
  value: string;
  /** The instant the value reads, for the summary's `<time>`. */
  dateTime?: string;
  /** Text the event's sender wrote (a name, an address): laid out in its own direction. */
  dirAuto?: true;
  testId?: string;
  /** Left out of the summary line: the URL panel below shows the page whole. */
  notInSummary?: true;
}

export function eventFigures(event: ErrorEvent): EventFigure[] {
  return [
    { label: 'Time', value: formatDateTime(Date.parse(event.timestamp)), dateTime: event.timestamp },
    { label: 'Browser', value: envLabel(event.env, 'browser') || 'no browser' },
    { label: 'OS', value: envLabel(event.env, 'os') || 'unknown OS' },
    { label: 'User', value: userLabel(event.user), dirAuto: true, testId: 'summary-user' },
    { label: 'App version', value: `v${event.version || '?'}` },
    { label: 'Page', value: event.url.raw || event.request.url || 'unknown', dirAuto: true, notInSummary: true },
  ];
}
