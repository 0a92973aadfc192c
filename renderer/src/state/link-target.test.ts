import { describe, expect, it } from 'vitest';
import type { AccountView, BridgeValue } from '../../../shared/bridge.ts';
import { resolveTarget, routeTarget } from './link-target.ts';

const account = (id: string, baseUrl: string, projects: string[]): AccountView =>
  ({
    id,
    name: `Account ${id}`,
    baseUrl,
    hasKey: true,
    demo: false,
    projects: projects.map((p) => ({ id: p, name: p, kind: 'browser' })),
  }) as unknown as AccountView;
const list = (selected: [string, string] | null, ...accounts: AccountView[]) =>
  ({
    accounts,
    selected: selected && { accountId: selected[0], projectId: selected[1] },
    keychain: 'available',
    notices: [],
  }) as unknown as BridgeValue<'accounts.list'>;

const prod = account('a-prod', 'https://api.example.com', ['p1', 'p2']);
const staging = account('a-stage', 'https://staging.example.com/', ['s1']);
/** Both accounts, the production project selected. */
const both = list(['a-prod', 'p1'], prod, staging);
const toStaging = { kind: 'switch', accountId: 'a-stage', projectId: 's1' };
/** A shared link's target: another Spyglass's account id, with the account's name and service address. */
const shared = (projectId: string, accountName: string, baseUrl: string) => ({
  accountId: 'their-id',
  projectId,
  accountName,
  baseUrl,
});

describe('resolveTarget', () => {
  it('is the selection, or a switch to a project this Spyglass has', () => {
    expect(resolveTarget(both, { accountId: 'a-prod', projectId: 'p1' })).toEqual({ kind: 'selected' });
    expect(resolveTarget(both, { accountId: 'a-stage', projectId: 's1' })).toEqual(toStaging);
  });

  it("finds a colleague's account by its service address, since account ids are each Spyglass's own", () => {
    expect(resolveTarget(both, shared('s1', 'Staging', 'https://staging.example.com'))).toEqual(toStaging);
  });

  it('says which account or project is missing instead of falling back', () => {
    const unknown = shared('x1', 'Theirs', 'https://other.example.com/');
    expect(resolveTarget(list(['a-prod', 'p1'], prod), unknown)).toEqual({
      kind: 'unknown-account',
      name: 'Theirs',
      baseUrl: 'https://other.example.com',
      projectId: 'x1',
    });
    expect(resolveTarget(list(['a-prod', 'p1'], prod), { accountId: 'a-prod', projectId: 'p9' })).toEqual({
      kind: 'unknown-project',
      account: prod,
      projectId: 'p9',
    });
    expect(resolveTarget(list(null), { accountId: 'gone', projectId: 'p1' })).toMatchObject({
      kind: 'unknown-account',
      name: 'gone',
      baseUrl: null,
    });
  });
});

describe('routeTarget', () => {
  it('reads the account and project, with what a shared link adds', () => {
    expect(routeTarget(new URLSearchParams('w=1d'))).toBeNull();
    expect(routeTarget(new URLSearchParams('account=a&project=p&accountName=Prod&baseUrl=https%3A%2F%2Fx.y'))).toEqual({
      accountId: 'a',
      projectId: 'p',
      accountName: 'Prod',
      baseUrl: 'https://x.y',
    });
  });
});
