// The HTTP method as a small coloured chip, so reads and writes tell apart at a glance.
import type { ReactNode } from 'react';

const KNOWN = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export function MethodChip({ method }: { method: string }): ReactNode {
  const upper = method.toUpperCase();
  return <span className={`method-chip method-${KNOWN.has(upper) ? upper.toLowerCase() : 'other'}`}>{upper}</span>;
}
