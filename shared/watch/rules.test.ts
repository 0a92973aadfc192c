import { describe, expect, it } from 'vitest';
import { readViewRoute } from '../view-link.ts';
import { alertLink } from './alert.ts';
import { errorClassOf, MAX_REMEMBERED_RESOLVED, newGroupAlerts, regressionAlerts, rememberResolved } from './rules.ts';
import { at, errorList, group, iso, SHOP, window5 } from './testing/answers.ts';

const since = window5(12, 0);

describe('new error groups', () => {
  it('are the groups first seen since the last check, to the millisecond', () => {
    const list = errorList([
      group('a', { firstAt: iso(at(12, 3)), events: 12, users: 1 }),
      group('b', { firstAt: iso(since.start) }),
      group('c', { firstAt: iso(since.start - 1) }),
      group('d', { firstAt: '' }),
    ]);
    const { alerts, atLeast } = newGroupAlerts(SHOP, list, since);
    expect(alerts.map((a) => a.subject)).toEqual(['1:a', '1:b']);
    expect(atLeast).toBe(false);
    expect(alerts[0]).toEqual({
      id: 'new-group/acme/shop/1%3Aa',
      kind: 'new-group',
      accountId: 'acme',
      projectId: 'shop',
      projectName: 'Shop',
      subject: '1:a',
      at: at(12, 3),
      what: 'New error group: TypeError',
      why: 'first seen since the last check, 12 events from 1 user',
      view: { segments: ['errors', '1:a'], params: { from: '2026-11-22 12:05', to: '2026-11-23 12:05' } },
    });
  });

  it('may be more than a cut list shows, when every group on it is new', () => {
    const fresh = [group('a', { firstAt: iso(at(12, 4)) }), group('b', { firstAt: iso(at(12, 1)) })];
    expect(newGroupAlerts(SHOP, errorList(fresh, 250), since).atLeast).toBe(true);
    const mixed = [...fresh, group('c')];
    expect(newGroupAlerts(SHOP, errorList(mixed, 250), since).atLeast).toBe(false);
  });

  it('open the group through a link the app reads', () => {
    const [alert] = newGroupAlerts(SHOP, errorList([group('a', { firstAt: iso(at(12, 3)) })]), since).alerts;
    const link = alertLink(alert!, { id: 'acme', name: 'Acme', baseUrl: 'https://api.atatus.com' });
    const params = new URLSearchParams({
      account: link.account.id,
      accountName: link.account.name,
      baseUrl: link.account.baseUrl,
      project: link.projectId,
      ...link.params,
    });
    expect(readViewRoute(link.segments, params)).toMatchObject({ ok: true, link: { segments: ['errors', '1:a'] } });
  });
});

describe('groups back from resolved', () => {
  const resolved = [
    { id: '1:back', at: at(11, 0) },
    { id: '1:reopened', at: at(12, 2) },
    { id: '1:still', at: at(11, 0) },
  ];
  const list = errorList([
    group('back', { lastAt: iso(at(12, 1)), events: 4 }),
    group('reopened', { lastAt: iso(at(12, 1)) }),
  ]);

  it('are remembered resolved groups on the open list with events after they were seen resolved', () => {
    const found = regressionAlerts(SHOP, list, resolved, since);
    expect(found.alerts).toHaveLength(1);
    expect(found.alerts[0]).toMatchObject({
      id: `regression/acme/shop/1%3Aback/${at(11, 0)}`,
      kind: 'regression',
      subject: '1:back',
      at: at(12, 1),
      what: 'Resolved error group is back: TypeError',
      why: 'under Open again with 4 events since it was seen resolved',
    });
    // Reopened by hand (no events since): no alert, and no longer resolved either way.
    expect(found.resolved).toEqual([{ id: '1:still', at: at(11, 0) }]);
  });

  it('are remembered from the resolved list, the latest seen kept and the oldest forgotten', () => {
    const many = Array.from({ length: MAX_REMEMBERED_RESOLVED }, (_, i) => ({ id: `1:old-${i}`, at: i }));
    const next = rememberResolved(many, errorList([group('new'), group('old-7')]), at(13, 0));
    expect(next).toHaveLength(MAX_REMEMBERED_RESOLVED);
    expect(next.slice(0, 2)).toEqual([
      { id: '1:old-7', at: at(13, 0) },
      { id: '1:new', at: at(13, 0) },
    ]);
    expect(next.some((known) => known.id === '1:old-0')).toBe(false);
  });
});

describe('the words of a group alert', () => {
  it('name a group by its error class only, never by the free text of its message', () => {
    expect(errorClassOf('Uncaught TypeError: a is undefined')).toBe('TypeError');
    expect(errorClassOf('java.lang.IllegalStateException at Foo')).toBe('java.lang.IllegalStateException');
    expect(errorClassOf('PG::ConnectionBadError: no route')).toBe('PG::ConnectionBadError');
    expect(errorClassOf('Jane Doe: payment declined')).toBeNull();
    expect(errorClassOf('jane@example.org TypeError')).toBeNull();
    const personal = group('p', { message: 'Card of jane@example.org declined', firstAt: iso(at(12, 3)) });
    const [alert] = newGroupAlerts(SHOP, errorList([personal]), since).alerts;
    expect(alert!.what).toBe('New error group');
    expect(JSON.stringify(alert)).not.toContain('jane');
  });
});
