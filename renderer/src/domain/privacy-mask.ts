// The privacy mask: a user's name, e-mail, id, hash and IP address become stable pseudonyms
// ("user-3f9a1c", "ip-1c2d07"), the same for the same value everywhere, so events of one person
// still line up while nobody on screen, in a screenshot or in an export learns who it was.

export type PersonalField = 'name' | 'email' | 'id' | 'hash' | 'ip';
const PREFIX: Record<PersonalField, string> = { name: 'user', email: 'email', id: 'id', hash: 'hash', ip: 'ip' };

/** cyrb53: a fast 53-bit string hash; collisions are rare enough for a few thousand people. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The pseudonym of a value. The field is part of the input, so a name and an e-mail that happen
 * to be equal do not give themselves away by sharing a pseudonym. Empty stays empty (anonymous).
 */
export function pseudonym(field: PersonalField, value: string): string {
  if (value === '') return '';
  const digest = hash53(`${field}\u0000${value.trim().toLowerCase()}`).toString(16).padStart(14, '0').slice(-6);
  return `${PREFIX[field]}-${digest}`;
}

/** Values shorter than this are not searched for inside other text: "1" would mangle everything. */
const MIN_EMBEDDED = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function replaceEverywhere(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceEverywhere(item, replace));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [replace(key), replaceEverywhere(item, replace)]),
    );
  }
  return value;
}

/** The parts of an error event that hold personal data (spec 2.11). */
export interface PersonalData {
  user: { id: string; name: string; email: string; hash: string };
  env: { ip: string };
}

/**
 * The event with its personal fields replaced, and those same values replaced wherever else they
 * appear (a URL's query, custom data, a breadcrumb), so nothing leaks around the mask.
 */
export function maskEvent<E extends PersonalData>(event: E): E {
  const user = {
    id: pseudonym('id', event.user.id),
    name: pseudonym('name', event.user.name),
    email: pseudonym('email', event.user.email),
    hash: pseudonym('hash', event.user.hash),
  };
  const ip = pseudonym('ip', event.env.ip);
  const pairs: [string, string][] = [
    [event.user.email, user.email],
    [event.user.name, user.name],
    [event.user.id, user.id],
    [event.user.hash, user.hash],
    [event.env.ip, ip],
  ];
  // The e-mail's encoded form travels in URLs (user%40example.org).
  if (event.user.email) pairs.push([encodeURIComponent(event.user.email), user.email]);
  const replacements = pairs
    .filter(([from]) => from.length >= MIN_EMBEDDED)
    // Longest first: an e-mail containing the user's name is replaced whole.
    .sort((a, b) => b[0].length - a[0].length)
    .map(([from, to]) => [new RegExp(escapeRegExp(from), 'gi'), to] as const);
  const replace = (text: string) => replacements.reduce((out, [pattern, to]) => out.replace(pattern, to), text);
  const rest = replaceEverywhere({ ...event, user: undefined, env: { ...event.env, ip: undefined } }, replace) as E;
  return { ...rest, user, env: { ...rest.env, ip } };
}

/**
 * How a user is named on screen, in the PDF and in Markdown: the name, else the e-mail, else the
 * id. Give it the user as shown, masked when the privacy mask is on, so the label is a pseudonym.
 */
export function userLabel(user: PersonalData['user']): string {
  return user.name || user.email || user.id || 'anonymous';
}

export function maskEvents<E extends PersonalData>(events: readonly E[], on: boolean): E[] {
  return on ? events.map(maskEvent) : [...events];
}

/** A user filter typed into the list may itself be personal: hidden when the mask is on. */
export function maskFilterValue(key: string, value: string, on: boolean): string {
  return on && key === 'user' ? 'hidden by the privacy mask' : value;
}
