// The Projects home: every project of every account on one screen, its health for the window at a
// glance, worst first, starred ones pinned on top; a filter (`/`), sorting by any column, and the
// arrow keys and Enter to open a project's overview in the same window and comparison.
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { ColumnSort } from '../../ui/table/sort-param.ts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { comparisonLabel, type Comparison } from '../../../../shared/comparison.ts';
import { windowLabel, type TimeWindow } from '../../../../shared/time-window.ts';
import { computeChange, type GoodWay } from '../../domain/change.ts';
import { HEALTH_LABEL, type ProjectFigures } from '../../domain/project-health.ts';
import { KIND_LABEL, useAccounts } from '../../state/accounts.ts';
import { useComparison } from '../../state/compare.ts';
import { usePreferences, useSetPreferences } from '../../state/preferences.ts';
import { projectKey, rememberHealth } from '../../state/project-health.ts';
import { GLOBAL_PARAMS, navigate, routeHref, useRoute } from '../../state/route.ts';
import { useTimeWindow } from '../../state/time-window.ts';
import { ChangeBadge, type ChangeWindows } from '../../ui/change.tsx';
import { formatWhole, UNIT_FORMATS } from '../../ui/format.ts';
import { displayZone, formatDateTime } from '../../ui/time.ts';
import { formatRangeLabel } from '../../ui/zoned-time.ts';
import { afterPaint } from '../../ui/after-paint.ts';
import { csvFilename } from '../../ui/table/table-csv.ts';
import { CsvExport } from '../../ui/table/csv-export.tsx';
import { formatSort, nextSort, parseSort } from '../../ui/table/sort-param.ts';
import { tableText } from '../../ui/table/table-text.ts';
import { noCharts, TABLE_ROW_LIMIT, useViewExport, type ViewExportModel } from '../../view-kit/view-export.ts';
import { arrangeRows, homeLines, keptKeys, keptLines, lineAfterKey, type HomeLine } from './arrange-rows.ts';
import {
  apdex,
  errorCount,
  EXPORT_COLUMNS,
  failureRate,
  newGroups,
  SORT_HEADERS,
  SORTABLE,
  type SortId,
  time,
  traffic,
} from './project-columns.ts';
import { useProjectRows } from './project-rows.tsx';
import { projectsOf, type ProjectRow } from './use-project-rows.ts';
import './projects.css';

const DEFAULT_SORT: ColumnSort = { id: 'health', desc: true };

export function ProjectsScreen(): ReactNode {
  const { list } = useAccounts();
  const [timeWindow] = useTimeWindow();
  const [comparison] = useComparison();
  const preferences = usePreferences();
  const refs = useMemo(() => projectsOf(list), [list]);
  const { rows, sources } = useProjectRows(refs, timeWindow, comparison, preferences.health);

  const settled = rows.filter((row) => !row.loading);
  const states = Object.fromEntries(settled.map((row) => [row.key, row.health.state]));
  const statesKey = JSON.stringify(states);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => rememberHealth(states), [statesKey]);

  if (list && refs.length === 0) {
    return (
      <div className="state state-empty welcome">
        <h1>No projects yet</h1>
        <p>Add an account with its project ids in Accounts: every project of every account is listed here.</p>
      </div>
    );
  }
  return (
    <section className="projects-home" aria-labelledby="projects-title">
      <header className="view-head">
        <h1 id="projects-title">Projects</h1>
        <span className="view-window">
          {timeWindow.kind === 'absolute'
            ? formatRangeLabel(timeWindow.start, timeWindow.end, displayZone(), Date.now())
            : windowLabel(timeWindow)}
          {comparison ? ` · against the ${comparisonLabel(comparison)}` : ' · judged against the previous period'}
        </span>
      </header>
      <HomeTable rows={rows} timeWindow={timeWindow} comparison={comparison} />
      {sources}
    </section>
  );
}

/** The filter, the grouping and the rows: apart from the data, so typing renders only this. */
function HomeTable(props: { rows: ProjectRow[]; timeWindow: TimeWindow; comparison: Comparison | null }): ReactNode {
  const { rows, comparison } = props;
  const { params } = useRoute();
  const preferences = usePreferences();
  const setPreferences = useSetPreferences();
  const [filter, setFilter] = useState('');
  const sort = parseSort(params.get('sort'), SORTABLE, DEFAULT_SORT);
  const starredList = preferences.starredProjects;
  const starred = useMemo(() => new Set(starredList.map((s) => projectKey(s.accountId, s.projectId))), [starredList]);
  const grouping = preferences.homeGrouping;
  const groups = useMemo(
    () => arrangeRows(rows, { sort, starred, grouping }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, sort.id, sort.desc, starred, grouping],
  );
  // The filter leaves rows out, and only the lines in view are drawn (below): a keystroke renders
  // a screenful of rows, whatever the number of projects.
  const shownKeys = useMemo(() => keptKeys(rows, filter), [rows, filter]);
  const lines = useMemo(() => homeLines(groups, shownKeys), [groups, shownKeys]);
  const every = useMemo(() => (shownKeys ? homeLines(groups, null) : lines), [groups, shownKeys, lines]);
  const ordered = useMemo(() => lines.flatMap((line) => (line.kind === 'row' ? [line.row] : [])), [lines]);
  const windowsNow = changeWindowsOf(rows, comparison);
  const windowsText = JSON.stringify(windowsNow);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const windows = useMemo(() => windowsNow, [windowsText]);

  // Stable while the stars stay the same, like the windows below: the rows are memoised on them.
  const toggleStar = useCallback(
    (row: ProjectRow) => {
      const next = starred.has(row.key)
        ? starredList.filter((s) => projectKey(s.accountId, s.projectId) !== row.key)
        : [...starredList, { accountId: row.account.id, projectId: row.project.id }];
      void setPreferences({ starredProjects: next });
    },
    [starred, starredList, setPreferences],
  );

  useHomeExport(ordered, comparison);
  const covered = ordered.find((row) => row.window)?.window;
  const loaded = rows.filter((row) => !row.loading).length;
  const figured = rows.filter((row) => !row.loading || row.now).length;

  return (
    <>
      <div className="home-toolbar">
        <input
          type="search"
          className="home-filter"
          data-search
          aria-label="Filter projects by name"
          placeholder="Filter projects  /"
          aria-keyshortcuts="/"
          value={filter}
          spellCheck={false}
          onChange={(event) => setFilter(event.target.value)}
        />
        <fieldset className="segmented" aria-label="Group">
          {(['account', 'flat'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="home-grouping"
                checked={grouping === value}
                onChange={() => void setPreferences({ homeGrouping: value })}
              />
              {value === 'account' ? 'By account' : 'Flat'}
            </label>
          ))}
        </fieldset>
        {/* data-figured and data-shown: the rows with their window's figures, and those the filter
            keeps, for `npm run bench` (the table draws only the rows in view). */}
        <span
          className="muted"
          role="status"
          data-testid="home-progress"
          data-loaded={loaded}
          data-total={rows.length}
          data-figured={figured}
          data-shown={ordered.length}
        >
          {loaded < rows.length ? `${loaded} of ${rows.length} projects read` : `${rows.length} projects`}
        </span>
        <span className="table-export">
          <CsvExport
            filename={covered ? csvFilename('projects', covered) : 'projects.csv'}
            columns={EXPORT_COLUMNS}
            rows={ordered}
          />
        </span>
      </div>
      {ordered.length === 0 ? <p className="state state-empty">No project matches “{filter}”.</p> : null}
      <div className="home-scroll" hidden={ordered.length === 0}>
        <HomeLines
          lines={lines}
          every={every}
          settled={loaded === rows.length}
          starred={starred}
          windows={windows}
          onStar={toggleStar}
        >
          <HomeHead sortId={sort.id} desc={sort.desc} />
        </HomeLines>
      </div>
    </>
  );
}

/** A row's height before it is measured: its name and one line under it. */
const ROW_ESTIMATE = 57;
const TITLE_ESTIMATE = 41;
/**
 * Rows not in view are kept in the document, hidden, up to this many: those drawn before, and once
 * every row is read, the others too (made in a background render). A keystroke of the filter then
 * shows elements already made, where making a screenful of rows anew (React's and the browser's)
 * was most of the slowest keystroke's work.
 */
const KEPT_ROWS = 100;

/** The row lines kept hidden (keptLines): the table remembers which lines it drew, most recent first. */
function useKeptLines(drawn: ReadonlySet<string>, every: readonly HomeLine[], all: boolean): HomeLine[] {
  const recent = useRef<string[]>([]);
  useLayoutEffect(() => {
    const before = recent.current.filter((key) => !drawn.has(key));
    recent.current = [...drawn, ...before].slice(0, KEPT_ROWS);
  });
  return keptLines(every, { recent: recent.current, drawn, all, limit: KEPT_ROWS });
}

/**
 * Whether every row may be made: once all of them are read and that frame is painted, in a
 * transition (React renders it in slices between the user's keys); not while rows are being read.
 */
function useAllRowsMade(settled: boolean): boolean {
  const [made, setMade] = useState(false);
  useEffect(() => {
    if (!settled) {
      setMade(false);
      return;
    }
    if (made) return;
    return afterPaint(() => startTransition(() => setMade(true)));
  }, [settled, made]);
  return made && settled;
}

/**
 * The table, its lines virtualised against the window's scroll (the screen scrolls as a page):
 * only the lines in view, and a few either side, are in the document, between two spacers as tall
 * as the lines above and below them, as the app's data table draws its rows (table-body.tsx). Each
 * run of lines of one group is that group's `tbody`; every line says its place (aria-rowindex).
 * Rows drawn before follow the drawn ones in their group's `tbody`, hidden (useKeptLines).
 */
function HomeLines(props: {
  lines: readonly HomeLine[];
  /** Every line, the filter's or not: where the rows kept hidden are now. */
  every: readonly HomeLine[];
  /** Every row is read (none loading). */
  settled: boolean;
  starred: ReadonlySet<string>;
  windows: ChangeWindows | null;
  onStar: (row: ProjectRow) => void;
  children: ReactNode;
}): ReactNode {
  const { lines } = props;
  const table = useRef<HTMLTableElement>(null);
  // Where the lines start in the page: the table's top, past its header; again whenever the
  // screen's size changes (the toolbar wraps, a note comes above the table).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const measure = () => {
      const head = element.tHead;
      if (head) setMargin(Math.round(head.getBoundingClientRect().bottom + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element.closest('section') ?? document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: (index) => (lines[index]?.kind === 'title' ? TITLE_ESTIMATE : ROW_ESTIMATE),
    getItemKey: (index) => lines[index]?.key ?? index,
    scrollMargin: margin,
    overscan: 3,
  });
  const drawn = virtualizer.getVirtualItems();
  const above = drawn.length ? drawn[0]!.start - margin : 0;
  const below = drawn.length ? virtualizer.getTotalSize() - (drawn.at(-1)!.end - margin) : 0;
  // Consecutive lines of one group go in that group's tbody, the group's kept rows after them; a
  // group with kept rows alone has a hidden tbody.
  const drawnKeys = new Set(drawn.map((item) => lines[item.index]!.key));
  const kept = useKeptLines(drawnKeys, props.every, useAllRowsMade(props.settled));
  // One list a tbody, drawn lines and kept rows alike: a row drawn again is the element kept.
  const runs: { group: HomeLine['group']; drawn: boolean; lines: { line: HomeLine; index: number | null }[] }[] = [];
  for (const item of drawn) {
    const line = lines[item.index]!;
    const last = runs.at(-1);
    if (last && last.group === line.group) last.lines.push({ line, index: item.index });
    else runs.push({ group: line.group, drawn: true, lines: [{ line, index: item.index }] });
  }
  for (const line of kept) {
    const run = runs.find((run) => run.group.id === line.group.id);
    if (run) run.lines.push({ line, index: null });
    else runs.push({ group: line.group, drawn: false, lines: [{ line, index: null }] });
  }
  // The keys move through every row, drawn or not: through refs, so the rows keep one handler. A
  // row out of view is scrolled to, and focused by the render that draws it.
  const latest = useRef({ lines, virtualizer });
  const focusWhenDrawn = useRef<number | null>(null);
  useLayoutEffect(() => {
    latest.current = { lines, virtualizer };
    const waiting = focusWhenDrawn.current;
    const link = waiting === null ? null : rowLink(waiting);
    if (link) {
      focusWhenDrawn.current = null;
      focusRow(link);
    }
  });
  const onKeys = useCallback((event: KeyboardEvent<HTMLAnchorElement>) => {
    const { lines, virtualizer } = latest.current;
    moveBetweenRows(event, lines, (index) => {
      focusWhenDrawn.current = index;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    });
  }, []);

  return (
    <table ref={table} className="home-table" aria-label="Projects" aria-rowcount={lines.length + 1}>
      {props.children}
      <tbody aria-hidden="true" className="home-spacer">
        <tr style={{ height: above }} />
      </tbody>
      {runs.map((run) => (
        <tbody
          key={run.group.id}
          data-testid={run.drawn ? 'home-group' : undefined}
          data-group={run.group.id}
          hidden={!run.drawn}
        >
          {run.lines.map(({ line, index }) =>
            line.kind === 'title' ? (
              <tr
                key={line.key}
                className="home-group-title"
                aria-rowindex={index! + 2}
                data-index={index!}
                ref={virtualizer.measureElement}
              >
                <th scope="rowgroup" colSpan={9}>
                  {line.group.title} <span className="muted">· {line.count}</span>
                </th>
              </tr>
            ) : (
              <HomeRow
                key={line.key}
                row={line.row}
                index={index}
                measure={virtualizer.measureElement}
                starred={props.starred.has(line.row.key)}
                windows={props.windows}
                onStar={props.onStar}
                onKeys={onKeys}
              />
            ),
          )}
        </tbody>
      ))}
      <tbody aria-hidden="true" className="home-spacer">
        <tr style={{ height: Math.max(0, below) }} />
      </tbody>
    </table>
  );
}

/** The headers, rendered again only when the sort changes (not on every keystroke of the filter). */
const HomeHead = memo(function HomeHead({ sortId, desc }: { sortId: string; desc: boolean }): ReactNode {
  const sort = { id: sortId, desc };
  const header = (id: SortId, className: string) => {
    const label = SORT_HEADERS[id];
    const active = sort.id === id;
    return (
      <th scope="col" className={className} aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}>
        <button
          type="button"
          className="sort-button"
          onClick={() =>
            navigate({ params: { sort: formatSort(nextSort(sort, id, id !== 'name')) } }, { replace: true })
          }
        >
          {label}
          <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };
  return (
    <thead>
      <tr>
        <th scope="col" className="col-star">
          <span className="visually-hidden">Starred</span>
        </th>
        {header('name', 'col-name')}
        {header('health', 'col-health')}
        {header('traffic', 'col-num')}
        {header('time', 'col-num')}
        {header('apdex', 'col-num')}
        {header('errors', 'col-num')}
        {header('newGroups', 'col-num')}
        <th scope="col" className="col-trend">
          Trend
        </th>
      </tr>
    </thead>
  );
});

/** The route that opens a project's overview, keeping the window and the comparison. */
function overviewHref(row: ProjectRow, params: URLSearchParams): string {
  const keep = new URLSearchParams([...params].filter(([key]) => GLOBAL_PARAMS.includes(key)));
  keep.set('account', row.account.id);
  keep.set('project', row.project.id);
  return routeHref(['overview'], keep);
}

/**
 * Up and Down move between the rows' links, Home and End to the first and last; Enter follows the
 * link. A row out of view is drawn first (the table draws only the lines in view): `drawAndFocus`.
 */
function moveBetweenRows(
  event: KeyboardEvent<HTMLAnchorElement>,
  lines: readonly HomeLine[],
  drawAndFocus: (index: number) => void,
): void {
  const from = Number(event.currentTarget.closest<HTMLElement>('tr.home-row')?.dataset.index ?? -1);
  const next = lineAfterKey(lines, from, event.key);
  if (next === null) return;
  event.preventDefault();
  const drawn = rowLink(next);
  if (drawn) focusRow(drawn);
  else drawAndFocus(next);
}

/** The link of the row drawn at line `index`, if it is drawn. */
const rowLink = (index: number) =>
  document.querySelector<HTMLAnchorElement>(`.home-table tr.home-row[data-index="${index}"] a.home-project`);

function focusRow(link: HTMLAnchorElement): void {
  link.focus();
  link.scrollIntoView({ block: 'nearest' });
}

/**
 * A row's line: its place in the table changes as rows come and go (a keystroke of the filter, a
 * row's health changing), its cells only when the row does (RowCells, memoised apart).
 */
const HomeRow = memo(function HomeRow(props: {
  row: ProjectRow;
  /** Its line's place in the table (from 0), which the virtualiser measures it by; null: kept hidden. */
  index: number | null;
  measure: (element: HTMLTableRowElement | null) => void;
  starred: boolean;
  windows: ChangeWindows | null;
  onStar: (row: ProjectRow) => void;
  onKeys: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}): ReactNode {
  const { row, index, measure, ...cells } = props;
  return (
    // A kept row's place is -1: the virtualiser leaves it unmeasured (out of its range).
    <tr
      ref={measure}
      className="home-row"
      hidden={index === null}
      aria-rowindex={index === null ? undefined : index + 2}
      data-index={index ?? -1}
      data-key={row.key}
      data-testid={index === null ? undefined : 'home-row'}
      data-project={row.project.id}
      data-account={row.account.id}
      data-health={row.loading && !row.now ? 'loading' : row.health.state}
    >
      <RowCells row={row} {...cells} />
    </tr>
  );
});

const RowCells = memo(function RowCells(props: {
  row: ProjectRow;
  starred: boolean;
  windows: ChangeWindows | null;
  onStar: (row: ProjectRow) => void;
  onKeys: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}): ReactNode {
  const { row, starred, windows } = props;
  const { params } = useRoute();
  const name = row.project.name;
  const figure = (
    pick: (f: ProjectFigures) => number | null,
    unit: keyof typeof UNIT_FORMATS,
    good: GoodWay,
    id: string,
  ) => <FigureCell row={row} pick={pick} unit={unit} good={good} windows={windows} id={id} />;
  return (
    <>
      <td className="col-star">
        <button
          type="button"
          className="star-button"
          aria-pressed={starred}
          aria-label={`Star ${name}`}
          title={starred ? 'Starred: pinned at the top' : 'Star: pin at the top'}
          onClick={() => props.onStar(row)}
        >
          {/* The label names it; the star is its picture, as text of the button (no element of its own). */}
          {starred ? '★' : '☆'}
        </button>
      </td>
      <th scope="row" className="col-name">
        <a className="home-project" href={overviewHref(row, params)} onKeyDown={props.onKeys}>
          {name}
        </a>
        <span className="home-meta muted">
          <span className={`badge badge-${row.project.kind}`}>{KIND_LABEL[row.project.kind]}</span> {row.account.name}
        </span>
      </th>
      <td className="col-health">
        <HealthCell row={row} />
      </td>
      {figure(traffic, 'count', 'neutral', 'traffic')}
      {figure(time, 'ms', 'down', 'time')}
      {figure(apdex, 'score', 'up', 'apdex')}
      {row.project.kind === 'apm'
        ? figure(failureRate, 'percent', 'down', 'errors')
        : figure(errorCount, 'count', 'down', 'errors')}
      {figure(newGroups, 'count', 'down', 'new-groups')}
      <td className="col-trend">
        <TrendLine points={row.trend} label={row.project.kind === 'apm' ? 'Errors' : 'Error events'} />
      </td>
    </>
  );
});

function HealthCell({ row }: { row: ProjectRow }): ReactNode {
  const waiting = row.waitingUntil !== null && row.waitingUntil > Date.now();
  const [headline, ...more] = row.health.reasons;
  return (
    <div className="home-health">
      {row.loading && !row.now && !row.problem ? (
        <span className="muted">Loading…</span>
      ) : (
        <span
          className={`health health-${row.health.state}`}
          title={[headline, ...more].join('\n')}
          data-testid="health-reason"
        >
          <span className="health-dot" aria-hidden="true" />
          {headline}
        </span>
      )}
      {waiting ? (
        <span className="home-note" data-testid="row-waiting">
          Waiting: the service asked to slow down until {formatDateTime(row.waitingUntil!)}
        </span>
      ) : row.problem && row.now ? (
        <span className="home-note" data-testid="row-problem">
          {row.problem.message}
        </span>
      ) : null}
      {row.fromCache && row.asOf !== null ? (
        <span className="home-note muted" data-testid="row-as-of">
          As of {formatDateTime(row.asOf)}
        </span>
      ) : null}
    </div>
  );
}

function FigureCell(props: {
  row: ProjectRow;
  pick: (f: ProjectFigures) => number | null;
  unit: keyof typeof UNIT_FORMATS;
  good: GoodWay;
  windows: ChangeWindows | null;
  id: string;
}): ReactNode {
  const { row, pick, unit, good, windows, id } = props;
  const format = UNIT_FORMATS[unit];
  const value = row.now ? pick(row.now) : null;
  const then = row.baseline ? pick(row.baseline) : null;
  const atLeast = id === 'new-groups' && row.now?.newGroupsAtLeast;
  return (
    // elementtiming: when a row's figures are first painted, for `npm run bench` (Element Timing API,
    // which reports text on its block, the cell). An element reports its first paint only: the cell
    // is a new one once the figures are in.
    <td
      key={row.now ? 'figures' : 'waiting'}
      className="col-num"
      data-testid={`cell-${id}`}
      data-value={value ?? ''}
      title={format.exact(value)}
      {...(row.now && id === 'traffic' ? { elementtiming: 'home-figure' } : {})}
    >
      {/* The figure as text of the cell itself: one element fewer a cell, for each row drawn. */}
      {format.shown(value) + (atLeast ? '+' : '')}
      {windows && row.baseline ? (
        <ChangeBadge
          change={computeChange(value, then, good)}
          now={format.shown(value)}
          then={format.shown(then)}
          windows={windows}
          testId={`change-${id}`}
        />
      ) : null}
    </td>
  );
}

/**
 * The error events of the window, bucket by bucket, as a small line: one path, where the errors
 * list's bars (errors/sparkline.tsx) take an element a bucket, for a row the filter draws anew.
 */
function TrendLine({ points, label }: { points: readonly (number | null)[]; label: string }): ReactNode {
  const values = points.filter((p): p is number => p !== null);
  if (points.length < 2 || values.length === 0) return <span className="muted">–</span>;
  const max = Math.max(1, ...values);
  const step = 80 / (points.length - 1);
  // A bucket whose value did not read breaks the line rather than reading as zero.
  let line = '';
  let drawing = false;
  points.forEach((p, i) => {
    if (p !== null) line += `${drawing ? 'L' : 'M'}${(i * step).toFixed(1)},${(22 - (p / max) * 20).toFixed(1)} `;
    drawing = p !== null;
  });
  const total = values.reduce((sum, p) => sum + p, 0);
  return (
    <svg
      className="sparkline"
      viewBox="0 0 80 24"
      width="80"
      height="24"
      role="img"
      aria-label={`${label}: ${formatWhole(total)} in the window, at most ${formatWhole(max)} in one interval`}
    >
      <path d={line} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The windows a change badge's tooltip names; null with Compare off. */
function changeWindowsOf(rows: readonly ProjectRow[], comparison: Comparison | null): ChangeWindows | null {
  if (!comparison) return null;
  const row = rows.find((r) => r.window && r.baselineWindow);
  return row?.window && row.baselineWindow
    ? { label: comparisonLabel(comparison), current: row.window, comparison: row.baselineWindow }
    : null;
}

/**
 * Export view → PDF: the home's table as it is ordered, with the window and the comparison. Read
 * when exporting, from the rows shown then: a keystroke in the filter registers no new model (and
 * renders nothing that reads it), as a list's frame reads its table (list-frame.tsx).
 */
function useHomeExport(ordered: readonly ProjectRow[], comparison: Comparison | null): void {
  const shown = useRef(ordered);
  useLayoutEffect(() => {
    shown.current = ordered;
  }, [ordered]);
  const model = useMemo((): ViewExportModel => {
    const first = () => shown.current.find((row) => row.window);
    return {
      view: 'Projects',
      get subject() {
        return { account: 'All accounts', project: `All projects (${shown.current.length})` };
      },
      get window() {
        return first()?.window ?? null;
      },
      get asOf() {
        return shown.current.reduce<number | null>(
          (oldest, row) => (row.asOf !== null && (oldest === null || row.asOf < oldest) ? row.asOf : oldest),
          null,
        );
      },
      get offline() {
        return shown.current.some((row) => row.fromCache && row.problem !== null);
      },
      get figures() {
        return (['failing', 'degraded', 'healthy', 'no-data'] as const).map((state) => ({
          label: HEALTH_LABEL[state],
          value: String(shown.current.filter((row) => row.health.state === state).length),
        }));
      },
      charts: noCharts,
      get tables() {
        return [{ title: 'Projects', ...tableText(EXPORT_COLUMNS, shown.current, TABLE_ROW_LIMIT) }];
      },
      get comparison() {
        const baseline = first()?.baselineWindow;
        return comparison && baseline ? { label: comparisonLabel(comparison), window: baseline } : null;
      },
    };
  }, [comparison]);
  useViewExport(model);
}
