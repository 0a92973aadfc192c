// One label for the user on screen, in the PDF and in Copy as Markdown: the name, else the
// e-mail, else the id; pseudonyms under the privacy mask. The exports used to skip the e-mail,
// so a PDF showed an id where the screen showed an e-mail.
import { describe, expect, it } from 'vitest';
import type { ErrorEventList } from '../../api/answer-types.ts';
import { maskEvent, pseudonym, userLabel } from '../../domain/privacy-mask.ts';
import { sampleEvent } from '../../testing/sample-event.ts';
import { eventsTable } from './error-detail-export.ts';
import { eventFacts } from './error-markdown.ts';

const window = { start: Date.parse('2026-11-22T00:00:00Z'), end: Date.parse('2026-11-23T00:00:00Z') };
const noName = sampleEvent({ user: { name: '', email: 'ann.lee@example.org', id: 'usr_4242', hash: '' } });
const list = (event: typeof noName): ErrorEventList => ({
  data: [event],
  count: 1,
  limit: 20,
  page: 1,
  totalPages: 1,
  totalCount: 1,
  hasMore: false,
});
const markdownUser = (event: typeof noName) =>
  eventFacts(event, window).numbers.find(([label]) => label === 'User')?.[1];
const pdfUser = (masked: boolean) => {
  const table = eventsTable(list(noName), masked);
  return table.rows[0]?.[table.columns.indexOf('User')];
};

describe('the user’s label', () => {
  it('is the e-mail when there is no name, on screen, in the PDF and in Markdown alike', () => {
    expect(userLabel(noName.user)).toBe('ann.lee@example.org');
    expect(pdfUser(false)).toBe('ann.lee@example.org');
    expect(markdownUser(noName)).toBe('ann.lee@example.org');
  });

  it('is the e-mail’s pseudonym everywhere under the privacy mask', () => {
    const masked = pseudonym('email', 'ann.lee@example.org');
    expect(userLabel(maskEvent(noName).user)).toBe(masked);
    expect(pdfUser(true)).toBe(masked);
    expect(markdownUser(maskEvent(noName))).toBe(masked);
  });

  it('falls back on the id, then on "anonymous"', () => {
    expect(userLabel({ name: '', email: '', id: 'usr_4242', hash: '' })).toBe('usr_4242');
    expect(userLabel({ name: '', email: '', id: '', hash: 'h' })).toBe('anonymous');
  });
});
