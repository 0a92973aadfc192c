// One policy, two forms: the header, and the page's meta tag, which lacks only what a tag cannot carry.
import { expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  fillContentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
  META_CONTENT_SECURITY_POLICY,
  POLICY_PLACEHOLDER,
} from './content-security-policy.ts';

it('says in the meta tag what the header says, but frame-ancestors', () => {
  expect(HEADER_ONLY_DIRECTIVES).toEqual(["frame-ancestors 'none'"]);
  expect(CONTENT_SECURITY_POLICY).toBe(`${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  expect(META_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
});

it('writes the policy into the page once, and refuses a page without its one place for it', () => {
  const page = `<meta http-equiv="Content-Security-Policy" content="${POLICY_PLACEHOLDER}" />`;
  expect(fillContentSecurityPolicy(page)).toBe(
    `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}" />`,
  );
  expect(() => fillContentSecurityPolicy('<title>Spyglass</title>')).toThrow(/once/);
  expect(() => fillContentSecurityPolicy(page + page)).toThrow(/2 times/);
});
