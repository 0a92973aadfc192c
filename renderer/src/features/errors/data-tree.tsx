// Free-form custom data as a collapsible tree: objects and arrays fold, leaves show their type.
import type { ReactNode } from 'react';

const OPEN_DEPTH = 2;

export function DataTree({ data }: { data: Record<string, unknown> }): ReactNode {
  const entries = Object.entries(data);
  if (entries.length === 0) return <p className="err-muted">No custom data was sent with this event.</p>;
  return (
    <ul className="err-tree" role="tree" aria-label="Custom data">
      {entries.map(([key, value]) => (
        <Node key={key} name={key} value={value} depth={0} />
      ))}
    </ul>
  );
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }): ReactNode {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
    const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
    return (
      <li role="treeitem" aria-selected={false}>
        <details open={depth < OPEN_DEPTH}>
          <summary>
            <span className="err-tree-key" dir="auto">{name}</span> <span className="err-muted">{summary}</span>
          </summary>
          <ul role="group">
            {entries.map(([key, item]) => (
              <Node key={key} name={key} value={item} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li role="treeitem" aria-selected={false} className="err-tree-leaf">
      <span className="err-tree-key" dir="auto">{name}</span>: <Leaf value={value} />
    </li>
  );
}

function Leaf({ value }: { value: unknown }): ReactNode {
  if (typeof value === 'string') return <span className="err-tree-string" dir="auto">"{value}"</span>;
  if (typeof value === 'number') return <span className="err-tree-number">{value}</span>;
  if (typeof value === 'boolean') return <span className="err-tree-boolean">{String(value)}</span>;
  return <span className="err-muted">{value === null ? 'null' : String(value)}</span>;
}
