// The window each project's answers are compared against, kept between renders and screens. A
// relative window's requests are answered for the minute they were asked in (queries.ts), so a
// comparison asked alongside, before the answer came, is the one the answer needs; and a minute
// that turns meanwhile, or before a refresh, asks no second comparison (shared/comparison.ts:
// stillCovers). Once an answer came, its own window decides: a copy of it is labelled so, and is
// set against the same comparison offline.
import { stillCovers } from '../../../shared/comparison.ts';
import type { ResolvedWindow } from '../../../shared/time-window.ts';

type ProjectOf = { accountId: string; projectId: string };

/** Each project's window as its comparison was last taken against. */
const taken = new Map<string, ResolvedWindow>();
const keyOf = (project: ProjectOf) => `${project.accountId}\n${project.projectId}`;

/**
 * Before the answer: the window resolved now, or the one taken before while it is a minute's
 * turn away at most.
 */
export function plannedCover(project: ProjectOf, resolvedNow: ResolvedWindow): ResolvedWindow {
  const before = taken.get(keyOf(project));
  if (before && stillCovers(before, resolvedNow)) return before;
  taken.set(keyOf(project), resolvedNow);
  return resolvedNow;
}

/** Once the answer came: the window it covers, taken from now on. */
export function answerCover(project: ProjectOf, answered: ResolvedWindow): ResolvedWindow {
  taken.set(keyOf(project), answered);
  return answered;
}
