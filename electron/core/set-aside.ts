// Setting aside what cannot be used where it lies (an unreadable settings file, a file where the
// cache folder goes): renamed beside itself with the time, never deleted, so the user can look.
import { rename } from 'node:fs/promises';

/** The time in a name every OS accepts: 2026-11-24T00-10-18-123Z. */
export function setAsideStamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** Renames `path` to `<path>.set-aside-<time>` and says where it went. */
export async function moveAside(path: string): Promise<string> {
  const aside = `${path}.set-aside-${setAsideStamp()}`;
  await rename(path, aside);
  return aside;
}
