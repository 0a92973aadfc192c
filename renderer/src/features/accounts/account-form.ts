// The account form's rules: what the user typed, checked before anything is sent, and where a
// refusal from the privileged side belongs, so the message appears beside the field to fix.
import type { ApiError } from '../../../../shared/api-error.ts';

export interface AccountFormValues {
  name: string;
  baseUrl: string;
  apiKey: string;
  /** Project ids, one per line or separated by commas. */
  projects: string;
}

export type AccountField = keyof AccountFormValues;
export type FieldErrors = Partial<Record<AccountField, string>>;

export const MAX_PROJECTS = 50;

/** Ids in the order typed, without blanks or repeats. */
export function parseProjectIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]+/)
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** The scheme, host and port of a base URL; null when it is not a URL. */
export function originOf(text: string): string | null {
  try {
    return new URL(text.trim()).origin;
  } catch {
    return null;
  }
}

export function baseUrlProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return 'A base URL is required, e.g. https://api.atatus.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Write a full URL, starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The base URL must start with https://';
  return null;
}

/** Problems visible without asking anyone. `requireKey` is false when editing (the key stays). */
export function checkAccountForm(values: AccountFormValues, requireKey: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'A name is required';
  else if (values.name.trim().length > 200) errors.name = 'At most 200 characters';
  const url = baseUrlProblem(values.baseUrl);
  if (url) errors.baseUrl = url;
  if (requireKey && !values.apiKey.trim()) errors.apiKey = 'An API key is required';
  const ids = parseProjectIds(values.projects);
  if (ids.length === 0) errors.projects = 'Name at least one project id';
  else if (ids.length > MAX_PROJECTS) errors.projects = `At most ${MAX_PROJECTS} projects (${ids.length} given)`;
  else if (ids.some((id) => id.length > 200 || /\s/.test(id)))
    errors.projects = 'A project id has no spaces and at most 200 characters';
  return errors;
}

/** The field a refusal is about; null when it is about the whole form. */
export function fieldOf(error: ApiError): AccountField | null {
  if (error.kind === 'auth' || error.kind === 'forbidden') return 'apiKey';
  if (/^Project /.test(error.message))
    return error.kind === 'offline' || error.kind === 'timeout' ? 'baseUrl' : 'projects';
  if (/base URL|not a URL/i.test(error.message)) return 'baseUrl';
  if (/name/i.test(error.message) && error.kind === 'bad-request') return 'name';
  return null;
}
