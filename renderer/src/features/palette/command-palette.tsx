// ⌘K / Ctrl+K: one search over commands, projects, recent windows and the current window's pages,
// ajax calls, routes, transactions and error groups. A combobox over a grouped listbox (WAI-ARIA):
// typing filters, arrows move, Enter goes, Esc closes. Loaded when first opened.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ProjectKind } from '../../../../shared/schemas/reports.ts';
import type { Scope } from '../../api/queries.ts';
import { afterPaint } from '../../ui/after-paint.ts';
import { Dialog } from '../../ui/dialog.tsx';
import {
  continueSearch,
  preparedCount,
  prepareSome,
  readRecentChoices,
  rememberChoice,
  searchPalette,
  searchUnfinished,
  type PaletteItem,
  type PaletteSource,
} from './palette-search.ts';
import { useCachedListSources, useSearchedSources } from './palette-sources.ts';
import './palette.css';
import { formatWhole } from '../../ui/format.ts';

export interface CommandPaletteProps {
  onClose: () => void;
  /** The app's own sources (commands, projects, recent windows), made when the palette opens. */
  fixed: () => readonly PaletteSource[];
  /** The current project and window, when there is one. */
  scope: Scope | null;
  kind: ProjectKind;
}

export function CommandPalette(props: CommandPaletteProps): ReactNode {
  return (
    <Dialog open onClose={props.onClose} title="Go to anything" className="palette">
      {props.scope ? (
        <WithLists {...props} scope={props.scope} />
      ) : (
        <Palette {...props} lists={[]} searching={false} onQuery={() => undefined} />
      )}
    </Dialog>
  );
}

function WithLists(props: CommandPaletteProps & { scope: Scope }): ReactNode {
  const [query, setQuery] = useState('');
  const cached = useCachedListSources(props.scope, props.kind);
  const searched = useSearchedSources(props.scope, props.kind, query);
  const lists = useMemo(() => [...cached, ...searched.sources], [cached, searched.sources]);
  return <Palette {...props} lists={lists} searching={searched.searching} onQuery={setQuery} />;
}

/** A slice of preparing or scanning long lists: well inside a frame, so typing never waits on it. */
const SLICE_MS = 6;

/**
 * The lists being read, a slice between frames at a time, the first once the palette is on screen
 * (a slice read before its first frame held every opening up until a long list was read). The
 * reading goes on once the palette closes: the next opening finds the lists read.
 */
const unread = new Set<PaletteSource>();
const readers = new Set<() => void>();
let reading = false;

function readInSlices(sources: readonly PaletteSource[], onRead: () => void): () => void {
  for (const source of sources) if (preparedCount(source) < source.size) unread.add(source);
  readers.add(onRead);
  if (!reading && unread.size > 0) {
    reading = true;
    afterPaint(readSlice);
  }
  return () => void readers.delete(onRead);
}

function readSlice(): void {
  const until = performance.now() + SLICE_MS;
  for (const source of unread) {
    if (!prepareSome(source, until - performance.now())) break;
    unread.delete(source);
  }
  for (const onRead of readers) onRead();
  if (unread.size > 0) setTimeout(readSlice, 0);
  else reading = false;
}

/** How much of the lists is read so far, as it grows. */
function usePrepared(sources: readonly PaletteSource[]): { prepared: number; total: number } {
  // A first chunk of each in the render that shows them (a short list whole, well under a
  // millisecond): only a long list is ever seen being read.
  useMemo(() => sources.forEach((source) => prepareSome(source, 0)), [sources]);
  const [, setRead] = useState(0);
  useEffect(() => readInSlices(sources, () => setRead((slices) => slices + 1)), [sources]);
  return {
    prepared: sources.reduce((n, source) => n + preparedCount(source), 0),
    total: sources.reduce((n, source) => n + source.size, 0),
  };
}

export function Palette(
  props: CommandPaletteProps & {
    lists: readonly PaletteSource[];
    searching: boolean;
    onQuery: (query: string) => void;
  },
): ReactNode {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const recent = useMemo(readRecentChoices, []);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const indexing = usePrepared(props.lists);
  const makeFixed = props.fixed;
  const fixed = useMemo(() => makeFixed(), [makeFixed]);
  // Bumped once a long list's scan that a search left unfinished is done.
  const [scanned, setScanned] = useState(0);
  const results = useMemo(() => {
    const started = performance.now();
    const found = searchPalette(query, [...fixed, ...props.lists], recent, started + SLICE_MS);
    // What `npm run bench` reads: the cost of one keystroke's search (or of a slice after it).
    performance.measure('palette-search', { start: started, end: performance.now() });
    return found;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `indexing.prepared`, `scanned`: the results grow as more of the long lists is read, and scanned
  }, [query, fixed, props.lists, recent, indexing.prepared, scanned]);
  const scanning = searchUnfinished(query, props.lists);
  // The rest of the scan in tasks of a slice each, back to back (a key or a frame comes between
  // any two), drawn once it is done: the first slice's results stand meanwhile.
  useEffect(() => {
    if (!scanning) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const started = performance.now();
      const done = continueSearch(query, props.lists, started + SLICE_MS);
      performance.measure('palette-search', { start: started, end: performance.now() });
      if (done) setScanned((n) => n + 1);
      else channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [results, scanning, query, props.lists]);
  const flat = useMemo(() => results.flatMap((group) => group.items), [results]);
  const current = Math.min(active, Math.max(0, flat.length - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    rememberChoice(item.id);
    props.onClose();
    item.run();
  };
  const move = (to: number) => {
    const next = (to + flat.length) % Math.max(1, flat.length);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    if (event.key in steps) {
      event.preventDefault();
      move(
        event.key.startsWith('Page')
          ? Math.max(0, Math.min(flat.length - 1, current + steps[event.key]!))
          : current + steps[event.key]!,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(flat[current]);
    }
  };

  let index = 0;
  return (
    <div className="palette-body">
      <input
        className="palette-input"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
        aria-label="Search commands, projects, windows, pages, ajax calls, routes, transactions and error groups"
        placeholder="Type a command, a page, an ajax call, an error…"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setQuery(event.target.value);
          props.onQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="palette-input"
      />
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label="Results"
        aria-busy={scanning}
        className="palette-results"
        data-testid="palette-results"
      >
        {results.map((group, g) => (
          <div key={group.group} role="group" aria-labelledby={`${listId}-group-${g}`} className="palette-group">
            <div id={`${listId}-group-${g}`} className="palette-group-label" role="presentation">
              {group.group}
              {group.total > group.items.length ? (
                <span className="palette-more">
                  {' '}
                  · best {group.items.length} of {formatWhole(group.total)}
                </span>
              ) : null}
            </div>
            {group.items.map((item) => {
              const at = index++;
              return (
                <div
                  key={item.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  className="palette-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => at !== current && setActive(at)}
                  onClick={() => choose(item)}
                >
                  <span className="palette-label">{item.label}</span>
                  {item.detail ? <span className="palette-detail">{item.detail}</span> : null}
                  {item.keys ? <kbd className="palette-keys">{item.keys}</kbd> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="palette-status" role="status" aria-live="polite">
        {indexing.prepared < indexing.total
          ? `Reading ${formatWhole(indexing.prepared)} of ${formatWhole(indexing.total)} rows… `
          : null}
        {props.searching
          ? 'Searching the service…'
          : scanning
            ? 'Searching…'
            : flat.length === 0
              ? 'Nothing matches'
              : `${flat.length} shown · ↑↓ to move, Enter to go, Esc to close`}
      </p>
    </div>
  );
}
