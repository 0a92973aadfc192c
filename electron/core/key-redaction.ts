// Shows an API key as ••• wherever text from or about the service might carry it (an address a
// redirect points to, a message, an answer that echoes it): nothing the core returns holds a key.

/** How a key is shown in place of itself. */
export const KEY_SHOWN_AS = '•••';

/** The ways a key can be written in text: as is, inside a JSON string, in a URL. */
function formsOf(apiKey: string): string[] {
  return [...new Set([apiKey, JSON.stringify(apiKey).slice(1, -1), encodeURIComponent(apiKey)])].filter(
    (form) => form.length > 0,
  );
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

/**
 * A parsed answer, and its text, with the key shown as •••. The bytes were redacted before
 * parsing; a key the service wrote with JSON escapes (`\u006b…`, `\/`) only shows once parsed,
 * and escapes need a backslash, so a body without one is handed back as it is, unsearched.
 */
export function redactKeyInParsed(json: unknown, raw: Buffer, apiKey: string): { json: unknown; raw: Buffer } {
  if (!raw.includes(0x5c)) return { json, raw };
  const text = JSON.stringify(json);
  if (text === undefined || !formsOf(apiKey).some((form) => text.includes(form))) return { json, raw };
  const clean = redactKey(text, apiKey);
  return { json: JSON.parse(clean) as unknown, raw: Buffer.from(clean) };
}

/** Whether `text`, with its percent-escapes decoded, still holds the key. */
export function holdsKeyEncoded(text: string, apiKey: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    decoded = text.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  }
  return decoded.includes(apiKey);
}
