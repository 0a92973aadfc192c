// The renderer's content security policy, written once for the hosts' header and the page's meta tag.
//
// Both hosts send it as a header with the renderer's files (renderer-files.ts); the renderer's
// build writes it into index.html's <meta> tag (vite.config.ts), for wherever the page is loaded
// without our header. A page holding the last screen (last-screen.ts) carries its render-blocking
// styles and guard inline, and its policy allows exactly those, by their sha256: never
// 'unsafe-inline'.
import { createHash } from 'node:crypto';

/** The inline <style> and <script> elements a page may hold, as their hash sources (`inlineSource`). */
export interface InlineSources {
  styles: readonly string[];
  scripts: readonly string[];
}

const NO_INLINE: InlineSources = { styles: [], scripts: [] };

/** The source that allows one inline element holding exactly `text` (as the page's parser reads it). */
export const inlineSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives a <meta> tag can carry as well as a header. */
const directives = (inline: InlineSources) => [
  "default-src 'self'",
  ["script-src 'self'", ...inline.scripts].join(' '),
  // No 'unsafe-inline': our CSS is files, and React and recharts set styles through the CSSOM,
  // which the policy does not govern (e2e/browser/csp.spec.ts opens every view to prove it).
  ["style-src 'self'", ...inline.styles].join(' '),
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/**
 * The directives only a header can carry: browsers ignore `frame-ancestors` in a <meta> tag (the
 * CSP spec leaves it out there). So the header has them and the page's own tag does not; the
 * two policies differ by exactly these.
 */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** The policy a header sends with a file that holds `inline`. */
export const headerPolicy = (inline: InlineSources = NO_INLINE) =>
  [...directives(inline), ...HEADER_ONLY_DIRECTIVES].join('; ');

/** The same policy as a page's <meta> tag says it: the header's, less what a tag cannot say. */
export const metaPolicy = (inline: InlineSources = NO_INLINE) => directives(inline).join('; ');

/** The policy both hosts send as a header with every file of the renderer. */
export const CONTENT_SECURITY_POLICY = headerPolicy();

/** The policy as index.html's <meta> tag says it. */
export const META_CONTENT_SECURITY_POLICY = metaPolicy();

/** Stands in renderer/index.html where the build writes the meta tag's policy. */
export const POLICY_PLACEHOLDER = '%CONTENT_SECURITY_POLICY%';

/** `html` with its policy placeholder filled in; throws unless there is exactly one. */
export function fillContentSecurityPolicy(html: string): string {
  const parts = html.split(POLICY_PLACEHOLDER);
  if (parts.length !== 2)
    throw new Error(
      `The page must hold ${POLICY_PLACEHOLDER} once, where its content security policy goes; it holds it ${parts.length - 1} times`,
    );
  return parts.join(META_CONTENT_SECURITY_POLICY);
}
