// The raw-JSON pass-through: a validated answer's own JSON text, kept to be sent on as it is.
//
// The text is kept beside the value it says exactly, so the cache stores it and the browser host
// sends it on (encodeReply) without serialising the answer again.
import { isUtf8 } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import type { BridgeReply, ChannelName } from '../../shared/bridge.ts';

/**
 * Answers whose own JSON text says exactly what the schema let through, by answer: a host can
 * send these bytes on (and the cache store them) instead of serialising the answer again. Only
 * ever set for a fresh value the gateway made and handed out unchanged, or for a value read
 * from the cache together with the text it was read from.
 */
const rawAnswers = new WeakMap<object, Buffer>();

/** The JSON text of a validated answer (UTF-8), when the gateway has it; it parses to `value`. */
export function rawJsonOf(value: unknown): Buffer | undefined {
  return typeof value === 'object' && value !== null ? rawAnswers.get(value) : undefined;
}

/**
 * Keeps `raw` as the text of `value`, if it is valid UTF-8 and `parsed` (its parse) is exactly
 * `value`; says whether it did (when not, the service's text is not the value's own).
 */
export function rememberValidatedJson(value: unknown, parsed: unknown, raw: Buffer): boolean {
  try {
    if (typeof value === 'object' && value !== null && isUtf8(raw) && unchanged(parsed, value)) {
      rawAnswers.set(value, raw);
      return true;
    }
  } catch {
    // nested past the stack (only `unknown` parts can be): the value is serialised as before
  }
  return false;
}

/** Keeps `raw` as the text of `value` read from the cache: the text was written for this very value. */
export function rememberStoredJson(value: unknown, raw: Buffer | undefined): void {
  if (raw && typeof value === 'object' && value !== null && isUtf8(raw)) rawAnswers.set(value, raw);
}

/**
 * Whether `output` is `input` as JSON: the same keys in the same order and the same values, so
 * that both serialise to the same text. False when validation stripped or changed anything
 * (an unknown field, a default, a transform), and for -0, which JSON.stringify writes as 0.
 */
export function unchanged(input: unknown, output: unknown): boolean {
  if (input === output)
    return typeof input === 'object' && input !== null
      ? sameObject(input, output as object)
      : !(input === 0 && 1 / input < 0);
  return (
    typeof input === 'object' &&
    input !== null &&
    typeof output === 'object' &&
    output !== null &&
    sameObject(input, output)
  );
}

function sameObject(input: object, output: object): boolean {
  if (Array.isArray(output)) {
    if (!Array.isArray(input) || input.length !== output.length) return false;
    for (let i = 0; i < output.length; i++) if (!unchanged(input[i], output[i])) return false;
    return true;
  }
  if (Array.isArray(input)) return false;
  const inKeys = Object.keys(input);
  let i = 0;
  // for…in also walks inherited keys: one the input lacks only makes the answer false.
  for (const key in output) {
    if (
      inKeys[i++] !== key ||
      !unchanged((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key])
    )
      return false;
  }
  return i === inKeys.length;
}

/** Stands for an answer's data in the envelope while it is serialised; random, so no text can forge it. */
const DATA_MARK = `\u0000spyglass-data-${randomBytes(16).toString('hex')}`;
const DATA_MARK_JSON = JSON.stringify(DATA_MARK);

/**
 * A bridge reply as JSON, byte for byte what JSON.stringify would write, except that an
 * answer's data the gateway holds as its service's own JSON text goes in as that text: a large
 * answer is not serialised again (the text parses to the very value, see `rawJsonOf`).
 */
export function encodeReply(reply: BridgeReply<ChannelName>): Buffer {
  // api.get's answer is the value; a failure's stored copy rides beside its error.
  const answer = reply.ok ? (reply.value as { data?: unknown } | null) : reply.cached;
  const raw = answer && typeof answer === 'object' ? rawJsonOf(answer.data) : undefined;
  if (raw) {
    const marked = reply.ok
      ? { ...reply, value: { ...answer, data: DATA_MARK } }
      : { ...reply, cached: { ...answer, data: DATA_MARK } };
    const encoded = around(JSON.stringify(marked), raw);
    if (encoded) return encoded;
  }
  return Buffer.from(JSON.stringify(reply));
}

/** `envelope` with its one data mark replaced by `raw`; null if the mark is not there exactly once. */
function around(envelope: string, raw: Buffer): Buffer | null {
  const at = envelope.indexOf(DATA_MARK_JSON);
  if (at === -1 || envelope.indexOf(DATA_MARK_JSON, at + 1) !== -1) return null;
  return Buffer.concat([
    Buffer.from(envelope.slice(0, at)),
    raw,
    Buffer.from(envelope.slice(at + DATA_MARK_JSON.length)),
  ]);
}
