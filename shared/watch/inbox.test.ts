import { describe, expect, it } from 'vitest';
import type { Alert } from './alert.ts';
import { addToInbox, EMPTY_INBOX, markAllSeen, markSeen, MAX_INBOX, readInbox, unseenCount } from './inbox.ts';

const alert = (n: number): Alert => ({
  id: `spike/acme/shop/error-events/${n}`,
  kind: 'spike',
  accountId: 'acme',
  projectId: 'shop',
  projectName: 'Shop',
  subject: 'error-events',
  at: n,
  what: 'Error events spike',
  why: 'error events 212 in 15 min against 31 a week ago (×6.8)',
  view: { segments: ['overview'], params: { from: '2026-11-23 12:00', to: '2026-11-23 12:15', cmp: 'week' } },
});

describe('the inbox', () => {
  it('holds each alert once, newest first, unseen until seen', () => {
    const first = addToInbox(EMPTY_INBOX, [alert(1), alert(2), alert(1)], 100);
    expect(first.fresh.map((a) => a.at)).toEqual([1, 2]);
    expect(first.inbox.entries.map((e) => e.at)).toEqual([2, 1]);
    const again = addToInbox(first.inbox, [alert(2), alert(3)], 200);
    expect(again.fresh.map((a) => a.at)).toEqual([3]);
    expect(unseenCount(again.inbox)).toBe(3);
    expect(unseenCount(markSeen(again.inbox, [alert(2).id]))).toBe(2);
    expect(unseenCount(markAllSeen(again.inbox))).toBe(0);
  });

  it('keeps the newest entries when full', () => {
    const full = addToInbox(
      EMPTY_INBOX,
      Array.from({ length: MAX_INBOX + 20 }, (_, i) => alert(i)),
      0,
    ).inbox;
    expect(full.entries).toHaveLength(MAX_INBOX);
    expect(full.entries.at(-1)!.at).toBe(20);
  });

  it('reads back what it stored, and only the entries that read', () => {
    const { inbox } = addToInbox(EMPTY_INBOX, [alert(1), alert(2)], 100);
    expect(readInbox(JSON.parse(JSON.stringify(inbox)))).toEqual(inbox);
    expect(readInbox({ entries: [inbox.entries[0], { id: 'x' }] }).entries).toEqual([inbox.entries[0]]);
    expect(readInbox(null)).toEqual(EMPTY_INBOX);
  });
});
