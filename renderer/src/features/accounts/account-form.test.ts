import { describe, expect, it } from 'vitest';
import { checkAccountForm, fieldOf, parseProjectIds } from './account-form.ts';

const valid = { name: 'Prod', baseUrl: 'https://api.atatus.com', apiKey: 'k', projects: 'a1' };

describe('account form rules', () => {
  it('reads project ids one per line or comma separated, without blanks or repeats', () => {
    expect(parseProjectIds(' a1 ,b2\n\nc3;a1\n')).toEqual(['a1', 'b2', 'c3']);
    expect(parseProjectIds(' \n , ')).toEqual([]);
  });
  it('names every missing or malformed field', () => {
    expect(checkAccountForm({ name: ' ', baseUrl: 'api.atatus.com', apiKey: '', projects: '' }, true)).toEqual({
      name: 'A name is required',
      baseUrl: 'Write a full URL, starting with https://',
      apiKey: 'An API key is required',
      projects: 'Name at least one project id',
    });
    expect(checkAccountForm({ ...valid, baseUrl: 'ftp://x' }, true)).toEqual({
      baseUrl: 'The base URL must start with https://',
    });
    expect(checkAccountForm({ ...valid, projects: 'a b' }, true)).toEqual({
      projects: 'A project id has no spaces and at most 200 characters',
    });
    expect(
      checkAccountForm({ ...valid, projects: Array.from({ length: 51 }, (_, i) => `p${i}`).join(',') }, true),
    ).toEqual({ projects: 'At most 50 projects (51 given)' });
  });
  it('does not ask for the key when editing', () => {
    expect(checkAccountForm({ ...valid, apiKey: '' }, false)).toEqual({});
  });
  it('puts a refusal beside the field it is about', () => {
    expect(fieldOf({ kind: 'auth', message: 'Project a1: The API key was refused' })).toBe('apiKey');
    expect(fieldOf({ kind: 'not-found', message: 'Project zz: Not found' })).toBe('projects');
    expect(fieldOf({ kind: 'offline', message: 'Project a1: The service could not be reached' })).toBe('baseUrl');
    expect(
      fieldOf({
        kind: 'bad-request',
        message: 'The base URL must use https (plain http is allowed only for this computer)',
      }),
    ).toBe('baseUrl');
    expect(fieldOf({ kind: 'unavailable', message: 'Something went wrong' })).toBeNull();
  });
});
