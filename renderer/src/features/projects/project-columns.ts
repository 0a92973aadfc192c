// The home's columns, declared once: the screen's sort, the CSV and the PDF read them. A browser
// project's traffic is its page views and its time the page load; an APM project's, its requests
// and their response time; "errors" counts error events, or an APM project's failed requests.
import type { TableColumn } from '../../ui/table/columns.ts';
import { numberColumn, textColumn } from '../../ui/table/columns.ts';
import { KIND_LABEL } from '../../state/accounts.ts';
import { HEALTH_LABEL, type ProjectFigures } from '../../domain/project-health.ts';
import type { ProjectRow } from './use-project-rows.ts';

type Pick = (figures: ProjectFigures) => number | null;

export const traffic: Pick = (f) => (f.kind === 'browser' ? f.pageViews : f.throughput);
export const time: Pick = (f) => (f.kind === 'browser' ? f.loadTime : f.responseTime);
export const apdex: Pick = (f) => f.apdex;
export const errorCount: Pick = (f) => (f.kind === 'browser' ? f.errorEvents : f.failureCount);
export const failureRate: Pick = (f) => (f.kind === 'apm' ? f.failureRate : null);
export const newGroups: Pick = (f) => f.newGroups;

const nowOf = (pick: Pick) => (row: ProjectRow) => (row.now ? pick(row.now) : null);

/** The columns a header can sort by, with the screen's names. */
export const SORT_HEADERS = {
  health: 'Health',
  name: 'Project',
  traffic: 'Traffic',
  time: 'Time',
  apdex: 'Apdex',
  errors: 'Errors',
  newGroups: 'New groups',
} as const;
export type SortId = keyof typeof SORT_HEADERS;
export const SORTABLE = Object.keys(SORT_HEADERS).map((id) => ({ id }));

/** A row's value for a sortable column other than health (the domain's order). */
export const SORT_VALUES: Record<Exclude<SortId, 'health'>, (row: ProjectRow) => number | string | null> = {
  name: (row) => row.project.name,
  traffic: nowOf(traffic),
  time: nowOf(time),
  apdex: nowOf(apdex),
  errors: nowOf(errorCount),
  newGroups: nowOf(newGroups),
};

/** What the CSV and the PDF hold: every figure in its own column, with its unit. */
export const EXPORT_COLUMNS: readonly TableColumn<ProjectRow>[] = [
  textColumn('account', 'Account', (row) => row.account.name),
  textColumn('project', 'Project', (row) => row.project.name),
  textColumn('id', 'Project id', (row) => row.project.id),
  textColumn('kind', 'Kind', (row) => KIND_LABEL[row.project.kind]),
  textColumn('health', 'Health', (row) => HEALTH_LABEL[row.health.state]),
  textColumn('reason', 'Why', (row) => row.health.reasons[0] ?? ''),
  numberColumn('traffic', 'Page views or requests', 'count', nowOf(traffic)),
  numberColumn('time', 'Load or response time', 'ms', nowOf(time)),
  numberColumn('apdex', 'Apdex', 'score', nowOf(apdex)),
  numberColumn('errors', 'Error events or failures', 'count', nowOf(errorCount)),
  numberColumn('failureRate', 'Failure rate', '%', nowOf(failureRate)),
  numberColumn('newGroups', 'New error groups', 'count', nowOf(newGroups)),
];
