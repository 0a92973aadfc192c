// Shows an API key as ••• wherever text from or about the service might carry it (an address a
// redirect points to, a message, an answer that echoes it): nothing the core returns holds a key.

/** How a key is shown in place of itself. */
export const KEY_SHOWN_AS = '•••';

/** The ways a key can be written in text: as is, inside a JSON string, in a URL. */
function formsOf(apiKey: string): string[] {
  return [...new Set([apiKey, JSON.stringify(apiKey).slice(1, -1), encodeURIComponent(apiKey)])].filter((form) => form.length > 0);
}

/** `text` with every appearance of the key (as is, and as JSON or a URL would write it) shown as •••. */
export function redactKey(text: string, apiKey: string | null): string {
  if (!apiKey) return text;
  let out = text;
  for (const form of formsOf(apiKey)) if (out.includes(form)) out = out.split(form).join(KEY_SHOWN_AS);
  return out;
}

/**
 * A body with the key shown as •••, should the service echo it: the same bytes (a quick search,
 * no copy) when it does not, which is always but for a service that echoes keys.
 */
export function redactKeyInBytes(body: Buffer, apiKey: string): Buffer {
  if (!formsOf(apiKey).some((form) => body.includes(form))) return body;
  return Buffer.from(redactKey(body.toString('utf8'), apiKey));
}
