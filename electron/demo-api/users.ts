// A project's user pool: people (some anonymous, some known by an id only) with an address and a
// place, built on first use from the user's index.
import { COUNTRIES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, type Country } from './content/people.ts';
import { hash, hexId, pick, pickWeighted, unit, weightedTable } from './random.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import type { ProjectModel, User } from './world-types.ts';

// Hash domain of users (the world's domains are listed in items.ts).
const K_USER = 6;

/** People in a project's pool: more in a bigger world, at most 20,000. */
export function userPoolSize(kind: ProjectKind, scale: number): number {
  return Math.min(20_000, Math.round((kind === 'apm' ? 1_500 : 4_000) * Math.max(1, scale)));
}

const countryTable = weightedTable(COUNTRIES.map((c) => [c, c.share] as const));

function ipFor(h: number): string {
  if (h % 11 === 0) {
    const part = (n: number) => ((hash(h, n) >>> 16) & 0xffff).toString(16);
    return `2a02:${part(1)}:${part(2)}:${part(3)}::${part(4)}`;
  }
  const first = [24, 31, 45, 62, 77, 81, 89, 91, 103, 110, 151, 176, 185, 188, 203, 212][h % 16];
  return `${first}.${(h >>> 8) & 0xff}.${(h >>> 16) & 0xff}.${1 + ((h >>> 24) % 254)}`;
}

/** The user with pool index u of a project: some anonymous, some without name or e-mail. */
export function userAt(project: ProjectModel, u: number): User {
  const cached = project.users[u];
  if (cached) return cached;
  const h = hash(project.key, K_USER, u);
  const country: Country = pickWeighted(countryTable, unit(h, 1));
  const region = pick(country.regions, unit(h, 2));
  const asn = pick(country.asns, unit(h, 3));
  const kind = unit(h, 4);
  const [first, firstAscii] = pick(FIRST_NAMES, unit(h, 5));
  const [last, lastAscii] = pick(LAST_NAMES, unit(h, 6));
  const anonymous = kind < 0.22;
  const idOnly = !anonymous && kind < 0.32;
  const user: User = {
    id: anonymous ? '' : `usr_${100000 + u}`,
    name: anonymous || idOnly ? '' : `${first} ${last}`,
    email:
      anonymous || idOnly
        ? ''
        : `${firstAscii}.${lastAscii}${u % 7 === 0 ? u % 100 : ''}@${pick(EMAIL_DOMAINS, unit(h, 7))}`,
    hash: hexId(32, project.key, K_USER, u, 9),
    ip: ipFor(hash(h, 8)),
    country: country.name,
    region,
    asn,
  };
  project.users[u] = user;
  return user;
}
