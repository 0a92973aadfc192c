// The renderer's content security policy, written once for the hosts' header and the page's meta tag.
//
// Both hosts send it as a header with the renderer's files (renderer-files.ts); the renderer's
// build writes it into index.html's <meta> tag (vite.config.ts), for wherever the page is loaded
// without our header.

/** The directives a <meta> tag can carry as well as a header. */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // No 'unsafe-inline': our CSS is files, and React and recharts set styles through the CSSOM,
  // which the policy does not govern (e2e/browser/csp.spec.ts opens every view to prove it).
  "style-src 'self'",
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

/** The policy both hosts send as a header with every file of the renderer. */
export const CONTENT_SECURITY_POLICY = [...DIRECTIVES, ...HEADER_ONLY_DIRECTIVES].join('; ');

/** The same policy as index.html's <meta> tag says it: the header's, less what a tag cannot say. */
export const META_CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

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
