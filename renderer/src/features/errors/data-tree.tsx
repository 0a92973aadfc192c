// Free-form custom data: the one JSON tree, its first two levels open.
import type { ReactNode } from 'react';
import { JsonTree, type Json } from '../../ui/json-tree.tsx';

export function DataTree({ data }: { data: Record<string, unknown> }): ReactNode {
  if (Object.keys(data).length === 0) return <p className="err-muted">No custom data was sent with this event.</p>;
  return <JsonTree value={data as Json} label="Custom data" openDepth={2} />;
}
