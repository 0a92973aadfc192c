// A time shown as "3 h ago", exact (in the user's zone) on hover.
import type { ReactNode } from 'react';
import { formatDateTime } from '../../ui/time.ts';
import { timeAgo } from './relative-time.ts';

export function TimeAgo({ iso, now = Date.now() }: { iso: string; now?: number }): ReactNode {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return <span>–</span>;
  return (
    <time dateTime={iso} title={formatDateTime(ms)}>
      {timeAgo(ms, now)}
    </time>
  );
}
