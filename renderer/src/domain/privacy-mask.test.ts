import { describe, expect, it } from 'vitest';
import { maskEvent, pseudonym } from './privacy-mask.ts';
import { sampleEvent } from '../testing/sample-event.ts';

describe('pseudonyms', () => {
  it('are stable, carry nothing of the value, and differ between values', () => {
    const email = 'jihoon.garcia@example.org';
    expect(pseudonym('email', email)).toBe(pseudonym('email', email));
    expect(pseudonym('email', email)).toMatch(/^email-[0-9a-f]{6}$/);
    expect(pseudonym('email', email)).not.toContain('jihoon');
    expect(pseudonym('ip', '62.23.129.170')).toMatch(/^ip-[0-9a-f]{6}$/);
    const many = new Set(Array.from({ length: 2000 }, (_, i) => pseudonym('id', `usr_${100000 + i}`)));
    expect(many.size).toBeGreaterThan(1995);
  });

  it('differ by field, so equal values in two fields do not reveal each other', () => {
    expect(pseudonym('name', 'sam')).not.toBe(pseudonym('id', 'sam').replace('id-', 'user-'));
  });

  it('leave an empty value empty (an anonymous user stays anonymous)', () => {
    expect(pseudonym('email', '')).toBe('');
  });
});

describe('masking an event', () => {
  it('replaces the personal fields and the same values wherever else they appear', () => {
    const event = sampleEvent({
      user: {
        id: 'usr_101333',
        name: 'Jihoon García',
        email: 'jihoon.garcia@example.org',
        hash: 'be006e954f1b75cafb6e877d65ad2078',
      },
      url: {
        raw: 'https://shop.example.com/account?email=jihoon.garcia%40example.org',
        group: 'https://shop.example.com/account',
        groupHash: 'abc',
        queryParams: 'email=jihoon.garcia%40example.org',
      },
      customData: { contact: { owner: 'JIHOON.GARCIA@EXAMPLE.ORG', id: 'usr_101333' } },
      breadCrumbs: [{ ts: 1, a: 'input', e: 'typed Jihoon García into #name' }],
    });
    const masked = maskEvent(event);
    const text = JSON.stringify(masked);
    for (const secret of ['jihoon', 'Jihoon', 'usr_101333', 'be006e954f1b75cafb6e877d65ad2078', '62.23.129.170'])
      expect(text).not.toContain(secret);
    expect(masked.user).toEqual({
      id: pseudonym('id', 'usr_101333'),
      name: pseudonym('name', 'Jihoon García'),
      email: pseudonym('email', 'jihoon.garcia@example.org'),
      hash: pseudonym('hash', 'be006e954f1b75cafb6e877d65ad2078'),
    });
    expect(masked.env.ip).toBe(pseudonym('ip', '62.23.129.170'));
    expect(masked.url.queryParams).toBe(`email=${pseudonym('email', 'jihoon.garcia@example.org')}`);
    expect(masked.breadCrumbs[0]?.e).toBe(`typed ${pseudonym('name', 'Jihoon García')} into #name`);
    // What is not personal is left alone.
    expect(masked.backTraces).toEqual(event.backTraces);
    expect(masked.env.browser).toBe(event.env.browser);
  });
});
