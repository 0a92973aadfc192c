// The errors list with Compare on, against a fake host that answers by window: New marks, the
// events change from one comparison request (complete or cut at 100), and quiet groups on request.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatApiTime, parseApiTime } from '../../../../shared/time-window.ts';
import type { ErrorList } from '../../api/answer-types.ts';
import { group, list } from '../../testing/sample-groups.ts';

const host = await vi.hoisted(async () => {
  const { createFakeHost } = await import('../../testing/fake-host.tsx');
  const fake = createFakeHost();
  window.spyglass = fake;
  return fake;
});
const { renderWithClient } = await import('../../testing/fake-host.tsx');
const { ErrorsList } = await import('./errors-list.tsx');

const HOUR = 3_600_000;
const end = Date.parse('2026-11-24T08:00:00.000Z');
const start = end - 24 * HOUR;
const scope = { accountId: 'a', projectId: 'demo-browser', window: { kind: 'absolute', start, end } } as const;

type Query = Record<string, string | number>;
const requests = () =>
  host.calls
    .filter((c) => c.channel === 'api.get' && !(c.request as { cache?: string }).cache)
    .map((c) => (c.request as { query: Query }).query);

/** Answers errors.list by window: the current one (by its request's sort) and the previous period. */
function serve(answers: { now: (query: Query) => ErrorList; then: ErrorList }): void {
  host.answer('api.get', (request: { cache?: string; query: Query }) => {
    if (request.cache) return { ok: false, error: { kind: 'not-found', message: 'no copy' } };
    const from = parseApiTime(String(request.query.timeStart))!;
    const to = parseApiTime(String(request.query.timeEnd))!;
    const data = from === start ? answers.now(request.query) : answers.then;
    return { ok: true, data, fetchedAt: end, window: { start: from, end: to }, source: 'network' };
  });
}

function open(params: string) {
  window.location.hash = `#/errors?${params}`;
  return renderWithClient(<ErrorsList scope={scope} params={new URLSearchParams(params)} />);
}

const rowOf = (id: string) =>
  screen.getByTestId('error-groups').querySelector<HTMLElement>(`tr[data-error-id="1:${id}"]`)!;
const changeOf = (id: string) => within(rowOf(id)).getByTestId('events-change');

const current = [
  group('fresh', { events: 30, firstAt: new Date(start).toISOString() }),
  group('steady', { events: 10, firstAt: new Date(start - 1).toISOString() }),
  group('rare', { events: 5 }),
];
const previous = [
  group('steady', { events: 20 }),
  group('gone', { events: 7, lastAt: new Date(start - 25 * 60_000).toISOString() }),
];

/** Opens the list at `params`, the window answering `current` and the previous period `then`. */
function openWith(params: string, then: ErrorList) {
  serve({ now: () => list(current), then });
  return open(params);
}

beforeEach(() => {
  host.calls.length = 0;
});
afterEach(cleanup);

describe('the errors list against the previous period', () => {
  it("marks the groups first seen from the window's start as New, with Compare off too", async () => {
    openWith('status=Open', list([]));
    await screen.findByTestId('error-groups');
    expect(within(rowOf('fresh')).getByTestId('new-badge').textContent).toBe('New');
    expect(within(rowOf('steady')).queryByTestId('new-badge')).toBeNull();
    expect(screen.queryByText('Change')).toBeNull();
    expect(requests()).toHaveLength(1);
  });

  it("sets each group's events against one complete comparison list", async () => {
    openWith('status=Open&cmp=previous', list(previous, false, 1, 100));
    await vi.waitFor(() => expect(changeOf('steady').getAttribute('data-change')).toBe('-50'));
    expect(changeOf('steady').className).toContain('change-good');
    expect(changeOf('fresh').textContent).toBe('–');
    expect(changeOf('fresh').title).toContain('new since the previous period');
    // One request for the list, one for the previous period's top 100 by events.
    expect(requests()).toEqual([
      expect.objectContaining({ timeStart: formatApiTime(start), sortby: 'lastAt', status: 'Open' }),
      expect.objectContaining({
        timeStart: formatApiTime(start - 24 * HOUR),
        timeEnd: formatApiTime(start),
        sortby: 'events',
        limit: 100,
        status: 'Open',
      }),
    ]);
  });

  it('does not call a group absent from a cut comparison list new', async () => {
    openWith('status=Open&cmp=previous', list(previous, true, 1, 100));
    await vi.waitFor(() => expect(changeOf('rare').getAttribute('data-then')).toBe('unknown'));
    expect(changeOf('rare').textContent).toBe('–');
    expect(changeOf('rare').title).toContain('Not among the top 100 groups in the previous period');
    expect(changeOf('steady').textContent).toContain('−50 %');
  });

  it('lists the groups quiet since the previous period on request', async () => {
    serve({
      now: (query) =>
        query.sortby === 'events'
          ? list(
              [...current].sort((a, b) => (b.events ?? 0) - (a.events ?? 0)),
              false,
              1,
              100,
            )
          : list(current),
      then: list(previous, false, 1, 100),
    });
    open('status=Open&cmp=previous');
    await screen.findByTestId('error-groups');
    expect(requests()).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show quiet groups' }));
    const quiet = await screen.findByTestId('quiet-groups');
    const items = within(quiet).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-error-id'))).toEqual(['1:gone']);
    expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-23T07:35:00.000Z');
    expect(items[0]!.textContent).toContain('quiet since');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toContain('#/errors/1%3Agone');
    expect(quiet.getAttribute('data-sure')).toBe('true');
    expect(requests()[2]).toEqual(
      expect.objectContaining({
        timeStart: formatApiTime(start),
        timeEnd: formatApiTime(end),
        sortby: 'events',
        limit: 100,
      }),
    );
  });

  it('New only asks by first event and keeps the new groups alone', async () => {
    openWith('status=Open&new=1', list([]));
    await screen.findByTestId('error-groups');
    expect(requests()[0]).toEqual(expect.objectContaining({ sortby: 'firstAt' }));
    expect(screen.getAllByTestId('new-badge')).toHaveLength(1);
    expect(screen.getByTestId('error-groups').querySelectorAll('tbody tr')).toHaveLength(1);
    expect(screen.getByTestId('new-only-count').textContent).toBe('1 group first seen in this window');
    expect(screen.getByRole('checkbox', { name: 'New only' })).toHaveProperty('checked', true);
  });
});
