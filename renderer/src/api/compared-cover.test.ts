// The window a project's comparison is taken against, kept while it still covers the answers.
import { describe, expect, it } from 'vitest';
import { comparedCover } from './compared-cover.ts';

describe('comparedCover', () => {
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const at = (end: number) => ({ start: end - DAY, end });
  const noon = Date.UTC(2026, 2, 2, 12, 0);

  it("keeps each project's first window while what it covers moved by a minute, and follows it further", () => {
    const web = { accountId: 'a', projectId: 'web' };
    const api = { accountId: 'a', projectId: 'api' };
    expect(comparedCover(web, at(noon))).toEqual(at(noon));
    // The answer came as the minute turned: the comparison asked at noon still serves it.
    expect(comparedCover(web, at(noon + MINUTE))).toEqual(at(noon));
    // Another project has its own.
    expect(comparedCover(api, at(noon + MINUTE))).toEqual(at(noon + MINUTE));
    // An hour on (a refresh), the window moved past a fiftieth of a day: a new comparison.
    expect(comparedCover(web, at(noon + 60 * MINUTE))).toEqual(at(noon + 60 * MINUTE));
    expect(comparedCover(web, at(noon + 61 * MINUTE))).toEqual(at(noon + 60 * MINUTE));
  });
});
