// JSON as a tree (an answer in Inspect, an event's custom data): objects and lists fold (native
// <details>, so keyboard and screen readers know them), the first levels start open, a search
// opens the way to every match and marks it. Long lists show their first items and more on
// request, so a 100,000-row answer stays quick to open. Text from the service is shown with its
// bidirectional controls written out.
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { displayText } from './display-text.ts';
import './json-tree.css';
import { formatWhole } from './format.ts';

const FIRST_ITEMS = 100;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths (`data.3.url`) whose key or value holds the search, with every path above them, and how many matched. */
function matchingPaths(value: Json, needle: string): { paths: Set<string>; count: number } {
  const paths = new Set<string>();
  let count = 0;
  const visit = (node: Json, path: string): boolean => {
    let hit = false;
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyHit = key.toLowerCase().includes(needle);
        if (keyHit) count++;
        if (visit(child, childPath) || keyHit) {
          paths.add(childPath);
          hit = true;
        }
      }
    } else if (String(node).toLowerCase().includes(needle)) {
      count++;
      hit = true;
    }
    if (hit) paths.add(path);
    return hit;
  };
  visit(value, '');
  return { paths, count };
}

function Marked({ text: raw, needle }: { text: string; needle: string }): ReactNode {
  const text = displayText(raw);
  if (!needle) return text;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(needle); hit !== -1; hit = lower.indexOf(needle, at)) {
    parts.push(text.slice(at, hit), <mark key={hit}>{text.slice(hit, hit + needle.length)}</mark>);
    at = hit + needle.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

interface NodeProps {
  name: string;
  value: Json;
  path: string;
  depth: number;
  openDepth: number;
  needle: string;
  hits: Set<string> | null;
}

function JsonNode({ name, value, path, depth, openDepth, needle, hits }: NodeProps): ReactNode {
  const [shown, setShown] = useState(FIRST_ITEMS);
  const label =
    name === '' ? null : (
      <span className="json-key">
        <Marked text={name} needle={needle} />:{' '}
      </span>
    );
  if (value === null || typeof value !== 'object') {
    const kind = value === null ? 'null' : typeof value;
    return (
      <div className="json-leaf">
        {label}
        <span className={`json-${kind}`}>
          <Marked text={JSON.stringify(value)} needle={needle} />
        </span>
      </div>
    );
  }
  const list = Array.isArray(value);
  const entries = Object.entries(value);
  const open = hits ? hits.has(path) : depth < openDepth;
  return (
    // Keyed by the search: a new search opens and closes the tree afresh.
    <details className="json-node" open={open}>
      <summary>
        {label}
        <span className="json-shape">{list ? `[ ${entries.length} ]` : `{ ${entries.length} }`}</span>
      </summary>
      <div className="json-children">
        {entries.slice(0, shown).map(([key, child]) => (
          <Fragment key={key}>
            {hits && !hits.has(path ? `${path}.${key}` : key) ? null : (
              <JsonNode
                name={key}
                value={child}
                path={path ? `${path}.${key}` : key}
                depth={depth + 1}
                openDepth={openDepth}
                needle={needle}
                hits={hits}
              />
            )}
          </Fragment>
        ))}
        {entries.length > shown ? (
          <button type="button" className="link-button json-more" onClick={() => setShown((n) => n + FIRST_ITEMS * 10)}>
            Show {formatWhole(Math.min(FIRST_ITEMS * 10, entries.length - shown))} more of{' '}
            {formatWhole(entries.length - shown)}
          </button>
        ) : null}
      </div>
    </details>
  );
}

/** The tree of `value`, with a search box when `searchable`; the root's own entries show at once. */
export function JsonTree({
  value,
  label,
  searchable = false,
  openDepth = 2,
}: {
  value: Json;
  label: string;
  searchable?: boolean;
  openDepth?: number;
}): ReactNode {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const found = useMemo(() => (needle ? matchingPaths(value, needle) : null), [value, needle]);
  const hits = found && found.count > 0 ? found.paths : null;
  return (
    <div className="json-view">
      {searchable ? (
        <input
          type="search"
          className="json-search"
          aria-label={`Search ${label}`}
          placeholder="Search keys and values"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      {found ? (
        <p className="json-count" role="status">
          {found.count === 0 ? 'No match' : `${formatWhole(found.count)} ${found.count === 1 ? 'match' : 'matches'}`}
        </p>
      ) : null}
      <div className="json-tree" role="group" aria-label={label}>
        <JsonNode
          key={needle}
          name=""
          value={value}
          path=""
          depth={0}
          openDepth={openDepth}
          needle={needle}
          hits={hits}
        />
      </div>
    </div>
  );
}
