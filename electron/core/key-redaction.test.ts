import { describe, expect, it } from 'vitest';
import { redactKey, redactKeyInBytes } from './key-redaction.ts';

const KEY = 'k3y/with+marks"';

describe('redactKey', () => {
  it('finds the key as is, as JSON writes it and as a URL carries it', () => {
    expect(redactKey(`a ${KEY} b ${KEY}`, KEY)).toBe('a ••• b •••');
    expect(redactKey(JSON.stringify({ k: KEY }), KEY)).toBe('{"k":"•••"}');
    expect(redactKey(`?k=${encodeURIComponent(KEY)}`, KEY)).toBe('?k=•••');
    expect(redactKey('nothing here', KEY)).toBe('nothing here');
    expect(redactKey('text', null)).toBe('text');
  });

  it('hands back the very bytes of a body that does not hold the key', () => {
    const body = Buffer.from('{"a":"b"}');
    expect(redactKeyInBytes(body, KEY)).toBe(body);
    expect(redactKeyInBytes(Buffer.from(JSON.stringify({ k: KEY })), KEY).toString()).toBe('{"k":"•••"}');
  });
});
