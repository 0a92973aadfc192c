// The home's rows: for each project of every account, its answers for the window and for the
// baseline it is judged against (shared/home-plan.ts says which, and why those), read into figures and
// a health state with its reasons (domain/project-health.ts). Rows fill in as answers arrive.
import { useMemo, useSyncExternalStore } from 'react';
import type { ApiError } from '../../../../shared/api-error.ts';
import type { AccountView, BridgeValue, Project } from '../../../../shared/bridge.ts';
import type { Comparison } from '../../../../shared/comparison.ts';
import type { HealthThresholds } from '../../../../shared/preferences.ts';
import { floorToMinute, resolveWindow, type ResolvedWindow, type TimeWindow } from '../../../../shared/time-window.ts';
import type { ErrorList, Report } from '../../api/answer-types.ts';
import { answerCover, plannedCover } from '../../api/compared-cover.ts';
import { homeRequest } from '../../api/home-requests.ts';
import { accountGate } from '../../api/queries.ts';
import { useApiMany } from '../../api/use-api-many.ts';
import { hasData, type ViewState } from '../../api/view-state.ts';
import { projectKey } from '../../state/project-health.ts';
import { baselineName, planHomeRequests } from '../../../../shared/home-plan.ts';
import {
  errorTrendOf,
  figuresOf,
  judgeHealth,
  type HealthJudgement,
  type ProjectFigures,
} from '../../domain/project-health.ts';

export interface ProjectRef {
  account: Pick<AccountView, 'id' | 'name'>;
  project: Project;
}

/** Every project of every account, in the accounts' order. */
export function projectsOf(list: BridgeValue<'accounts.list'> | undefined): ProjectRef[] {
  return (list?.accounts ?? []).flatMap((account) =>
    account.projects.map((project) => ({ account: { id: account.id, name: account.name }, project })),
  );
}

export const rowKey = (ref: ProjectRef): string => projectKey(ref.account.id, ref.project.id);

export interface ProjectRow extends ProjectRef {
  key: string;
  /** The window's figures; null until its report came (or when it failed with no copy). */
  now: ProjectFigures | null;
  /** The baseline's figures: the comparison window, or the previous period with Compare off. */
  baseline: ProjectFigures | null;
  health: HealthJudgement;
  /** Error events of the window's open groups, one point per bucket of the errors list. */
  trend: readonly (number | null)[];
  /** What the row's figures cover, and when they were fetched (the oldest of its answers). */
  window: ResolvedWindow | null;
  /** The window the row is judged against; null before the row is worked out. */
  baselineWindow: ResolvedWindow | null;
  asOf: number | null;
  /** Shown from the cache: the service failed (`problem` says how) or has not answered yet. */
  fromCache: boolean;
  loading: boolean;
  /** Why the row is incomplete, in words: "Waiting: the service asked to slow down until 10:04:05". */
  problem: ApiError | null;
  /** The account's service asked to slow down: its requests wait until then. */
  waitingUntil: number | null;
}

const data = <T>(state: ViewState<unknown> | undefined): T | null =>
  state && hasData(state) ? (state.data as T) : null;

/**
 * One project's row: its window's answers, then the baseline of what they cover (home-plan.ts).
 * `comparison` null: the project is judged against the previous period, and no changes are shown.
 * The same object while it reads the same, so the table renders again only the rows that changed.
 */
export function useProjectRow(
  ref: ProjectRef,
  timeWindow: TimeWindow,
  comparison: Comparison | null,
  thresholds: HealthThresholds,
): ProjectRow {
  const resolved = resolveWindow(timeWindow, floorToMinute(Date.now()));
  const project = useMemo(
    () => [{ accountId: ref.account.id, projectId: ref.project.id, kind: ref.project.kind }],
    [ref.account.id, ref.project.id, ref.project.kind],
  );
  // Two rounds of one plan: the window's answers first, then the baseline of what they cover.
  const nowRequests = useMemo(
    () => planHomeRequests(project, timeWindow, () => resolved, null).filter((r) => r.role === 'window'),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [project, timeWindow],
  );
  const [report, errors] = useApiMany(useMemo(() => nowRequests.map(homeRequest), [nowRequests]));
  // The live answer's window, or a copy's once the service has failed (offline, the baseline is
  // the copy's own); while the live answer is on its way, the window resolved now, or the one
  // planned a minute before (compared-cover.ts): a copy shown meanwhile, or a minute's turn
  // before the answer, costs no second baseline.
  const answered = report?.status === 'ready' || (report?.status === 'stale' && report.error);
  const covered = answered ? answerCover(project[0]!, report.window) : plannedCover(project[0]!, resolved);
  const baselineRequests = planHomeRequests(project, timeWindow, () => covered, comparison).filter(
    (r) => r.role === 'baseline',
  );
  const baselineWindow = resolveWindow(baselineRequests[0]!.window, Date.now());
  const [baseReport, baseErrors] = useApiMany(
    // The window by value: a new plan of the same window must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useMemo(() => baselineRequests.map(homeRequest), [project, baselineWindow.start, baselineWindow.end]),
  );

  const states = [report, errors, baseReport, baseErrors];
  // Worked out once an answer: a row renders again at every step of its four queries, and an
  // error list of a hundred groups costs more than the rest of the row.
  const reportData = data<Report>(report);
  const errorsData = data<ErrorList>(errors);
  const nowWindow = report && hasData(report) ? report.window : resolved;
  const now = useMemo(
    () => figuresOf(reportData, errorsData, nowWindow),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reportData, errorsData, nowWindow.start, nowWindow.end],
  );
  const baseReportData = data<Report>(baseReport);
  const baseErrorsData = data<ErrorList>(baseErrors);
  const baseline = useMemo(
    () => figuresOf(baseReportData, baseErrorsData, baselineWindow),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [baseReportData, baseErrorsData, baselineWindow.start, baselineWindow.end],
  );
  const trend = useMemo(() => errorTrendOf(errorsData).map((point) => point.events), [errorsData]);
  const shown = states.filter((s) => s && hasData(s)) as Extract<ViewState<unknown>, { data: unknown }>[];
  const problem = problemOf(states);
  // Rendered again when the account's pause starts or ends: a row whose requests wait behind it
  // has no answer to render it again, and would go on saying "Loading…".
  const gate = accountGate(ref.account.id);
  const paused = useSyncExternalStore(gate.subscribe, () => gate.pausedUntil);
  const row: ProjectRow = {
    ...ref,
    key: rowKey(ref),
    now,
    baseline,
    health:
      now || !problem
        ? judgeHealth(now, baseline, thresholds, baselineName(resolved, comparison))
        : failedHealth(problem),
    trend,
    window: report && hasData(report) ? report.window : null,
    baselineWindow,
    asOf: shown.length ? Math.min(...shown.map((s) => s.fetchedAt)) : null,
    fromCache: shown.some((s) => s.status === 'stale'),
    loading: states.some((s) => !s || s.status === 'loading'),
    problem,
    waitingUntil: problem?.kind === 'rate-limited' ? (problem.retryAt ?? paused) : paused,
  };
  const text = JSON.stringify(row);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => row, [text]);
}

/** A project's row before its component has worked it out: loading, judged on nothing. */
export function pendingRow(ref: ProjectRef): ProjectRow {
  return {
    ...ref,
    key: rowKey(ref),
    now: null,
    baseline: null,
    health: { state: 'no-data', reasons: ['Loading…'], severity: 0 },
    trend: [],
    window: null,
    baselineWindow: null,
    asOf: null,
    fromCache: false,
    loading: true,
    problem: null,
    waitingUntil: null,
  };
}

/** The first failure among a row's answers, whether a copy stands in for it or nothing does. */
function problemOf(states: readonly (ViewState<unknown> | undefined)[]): ApiError | null {
  for (const state of states) {
    if (state?.status === 'error') return state.error;
    if (state?.status === 'stale' && state.error) return state.error;
  }
  return null;
}

/** A row whose window's report could not be had, from the service or the cache: it says why, never "healthy". */
function failedHealth(problem: ApiError): HealthJudgement {
  return { state: 'no-data', reasons: [`No data: ${problem.message}`], severity: 0 };
}
