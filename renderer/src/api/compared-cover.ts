// The window each project's answers are compared against, kept between renders and screens: the
// home's baselines and every view's Compare ask their other window from it, so that an answer
// resolved a minute after the page asked costs no second request (shared/comparison.ts:
// stillCovers).
import { stillCovers } from '../../../shared/comparison.ts';
import type { ResolvedWindow } from '../../../shared/time-window.ts';

/** Each project's window as its comparison was last asked against. */
const asked = new Map<string, ResolvedWindow>();

/**
 * The window a project's comparison (or the home's baseline) is taken against: `covered`, or the
 * one it was taken against before while that still covers it. The launch's plan, a first render
 * and the answer a minute later then name one comparison, asked once.
 */
export function comparedCover(
  project: { accountId: string; projectId: string },
  covered: ResolvedWindow,
): ResolvedWindow {
  const key = `${project.accountId}\n${project.projectId}`;
  const before = asked.get(key);
  if (before && stillCovers(before, covered)) return before;
  asked.set(key, covered);
  return covered;
}
