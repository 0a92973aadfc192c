import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

describe('time ago', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('names the largest whole unit', () => {
    expect(
      [30_000, 5 * 60_000, 3 * 3_600_000 + 59 * 60_000, 2 * 86_400_000, 45 * 86_400_000, 400 * 86_400_000].map((ago) =>
        timeAgo(now - ago, now),
      ),
    ).toEqual(['just now', '5 min ago', '3 h ago', '2 d ago', '1 mo ago', '1 y ago']);
    expect(timeAgo(now + 5000, now)).toBe('in the future');
  });
});
