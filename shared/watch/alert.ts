// An alert of the watch: what happened, in which project, when, why in words, and the view that
// shows it. Its id is made of what it is about (the group, or the spike's metric and the window it
// started in), never of when it was found, so a restart that finds it again finds the same alert.
// Its words carry figures and code names only, never the service's free text (see rules.ts).
import type { ProjectKind } from '../schemas/reports.ts';
import { formatApiTime, type ResolvedWindow } from '../time-window.ts';
import type { LinkAccount, ViewLink } from '../view-link.ts';

/** A project the watch looks at: the account's id and the project's as the settings hold them. */
export interface WatchedProject {
  accountId: string;
  projectId: string;
  kind: ProjectKind;
  /** As the account names it; shown in notifications and the inbox. */
  name: string;
}

export const SPIKE_METRICS = ['error-events', 'failures', 'load-time', 'response-time', 'apdex'] as const;
export type SpikeMetric = (typeof SPIKE_METRICS)[number];

export type AlertKind = 'new-group' | 'regression' | 'spike';

export interface Alert {
  id: string;
  kind: AlertKind;
  accountId: string;
  projectId: string;
  projectName: string;
  /** What it is about: the error group's id, or the spike's metric. */
  subject: string;
  /** When it happened: the group's first (new) or last (back) event, or the end of the spike's window. */
  at: number;
  /** What, in words: "New error group TypeError", "Error events spike". */
  what: string;
  /** Why, in words: "error events 212 in 15 min against 31 a week ago (×6.8)". */
  why: string;
  /** The view a shared link to it opens (shared/view-link.ts), without the account's name and address. */
  view: { segments: string[]; params: Record<string, string> };
}

/** Parts joined so that no id can be read as another: each is escaped, so a "/" inside one is not a separator. */
export function alertId(kind: AlertKind, project: Pick<WatchedProject, 'accountId' | 'projectId'>, ...parts: string[]) {
  return [kind, project.accountId, project.projectId, ...parts].map(encodeURIComponent).join('/');
}

/** An absolute window as a link carries it. */
export function windowParams(window: ResolvedWindow): Record<string, string> {
  return { from: formatApiTime(window.start), to: formatApiTime(window.end) };
}

/** The link an alert opens, with the account as the app knows it now. */
export function alertLink(alert: Alert, account: LinkAccount): ViewLink {
  return { account, projectId: alert.projectId, segments: [...alert.view.segments], params: { ...alert.view.params } };
}
