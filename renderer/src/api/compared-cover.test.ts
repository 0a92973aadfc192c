// The window a project's comparison is taken against: planned as the request leaves and kept
// across a minute's turn, then the answer's own once it came.
import { describe, expect, it } from 'vitest';
import { answerCover, plannedCover } from './compared-cover.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (end: number) => ({ start: end - DAY, end });
const noon = Date.UTC(2026, 2, 2, 12, 0);

describe('plannedCover', () => {
  it("keeps each project's window across a minute's turn, and follows it further", () => {
    const web = { accountId: 'a', projectId: 'web' };
    const api = { accountId: 'a', projectId: 'api' };
    expect(plannedCover(web, at(noon))).toEqual(at(noon));
    // Drawn again as the minute turned, before the answer: the comparison asked at noon stands.
    expect(plannedCover(web, at(noon + MINUTE))).toEqual(at(noon));
    // Another project has its own.
    expect(plannedCover(api, at(noon + MINUTE))).toEqual(at(noon + MINUTE));
    // An hour on (a refresh): a new one, kept in turn across the next minute.
    expect(plannedCover(web, at(noon + 60 * MINUTE))).toEqual(at(noon + 60 * MINUTE));
    expect(plannedCover(web, at(noon + 61 * MINUTE))).toEqual(at(noon + 60 * MINUTE));
  });
});

describe('answerCover', () => {
  it("takes the answer's own window, which the next minute's plans then keep", () => {
    const shop = { accountId: 'b', projectId: 'shop' };
    expect(plannedCover(shop, at(noon))).toEqual(at(noon));
    // Answered for the minute after (asked ahead by the launch, in another minute): its own.
    expect(answerCover(shop, at(noon + MINUTE))).toEqual(at(noon + MINUTE));
    expect(plannedCover(shop, at(noon + 2 * MINUTE))).toEqual(at(noon + MINUTE));
  });
});
