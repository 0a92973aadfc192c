// The accounts service: the user's accounts and their API keys, and the demo account.
//
// Accounts are added and changed with their projects' kinds detected from the service; a user
// with no account gets the demo account; each account's key is kept as last read from the keychain.
import { randomUUID } from 'node:crypto';
import { apiError } from '../../shared/api-error.ts';
import { Refusal, type AccountView, type BridgeRequest, type BridgeValue, type Project } from '../../shared/bridge.ts';
import { normalizeBaseUrl, originOf } from './base-url.ts';
import type { Gateway, Target } from './gateway.ts';
import { detectProjects } from './project-detection.ts';
import type { ResponseCache } from './response-cache.ts';
import type { OpenedSecretStore } from './secret-store.ts';
import type { Settings } from './settings.ts';

/** The embedded demo API as a host started it. */
export interface DemoService {
  url: string;
  key: string;
  /** The projects it serves when they are not DEMO_PROJECTS (a demo grown for the bench). */
  projects?: Project[];
  close(): Promise<void>;
}

export const DEMO_ACCOUNT_ID = 'demo';
export const DEMO_PROJECTS: Project[] = [
  { id: 'demo-browser', name: 'Demo shop (browser)', kind: 'browser' },
  { id: 'demo-apm', name: 'Demo API server (APM)', kind: 'apm' },
  { id: 'demo-empty', name: 'Demo, no traffic (browser)', kind: 'browser' },
  { id: 'demo-checkout', name: 'Demo checkout (browser)', kind: 'browser' },
  { id: 'demo-catalog', name: 'Demo catalogue (browser)', kind: 'browser' },
  { id: 'demo-backoffice', name: 'Demo back office (browser)', kind: 'browser' },
  { id: 'demo-storefront', name: 'Demo storefront (browser)', kind: 'browser' },
  { id: 'demo-worker', name: 'Demo jobs worker (APM)', kind: 'apm' },
];
const accountSecret = (accountId: string) => `account:${accountId}`;

export class Accounts {
  private readonly settings: Settings;
  private readonly secrets: OpenedSecretStore;
  private readonly gateway: Gateway;
  private readonly cache: ResponseCache;
  private demo: DemoService | null = null;
  /** The demo's key and account, written behind the launch (startDemoIfAlone). */
  private demoStored: Promise<void> = Promise.resolve();
  /**
   * Each account's API key (or its absence) as last read from or written to the keychain: a
   * keychain read costs a round trip to the OS (D-Bus on Linux) and `api.get` needs the key every
   * time. Every write goes through `setKey`/`deleteKey`, which drop the copy; `keyWrites` counts
   * them so that a read which a write overtook is not remembered.
   */
  private readonly keys = new Map<string, string | null>();
  private keyWrites = 0;

  constructor(settings: Settings, secrets: OpenedSecretStore, gateway: Gateway, cache: ResponseCache) {
    this.settings = settings;
    this.secrets = secrets;
    this.gateway = gateway;
    this.cache = cache;
  }

  get keychain(): 'available' | 'session' {
    return this.secrets.store.persistent ? 'available' : 'session';
  }

  get demoUrl(): string | null {
    return this.demo?.url ?? null;
  }

  get demoRunning(): boolean {
    return this.demo !== null;
  }

  /** A new user sees a living dashboard: with no account of their own, the demo is one. */
  async startDemoIfAlone(startDemo: (() => Promise<DemoService>) | undefined): Promise<void> {
    const own = this.settings.accounts.filter((account) => !account.demo);
    if (own.length > 0 || !startDemo) {
      if (this.settings.accounts.some((account) => account.demo)) {
        await this.settings.update((draft) => {
          draft.accounts = draft.accounts.filter((account) => !account.demo);
          if (draft.selected?.accountId === DEMO_ACCOUNT_ID) draft.selected = null;
        });
      }
      return;
    }
    this.demo = await startDemo();
    const { key, url: demoUrl } = this.demo;
    const projects = this.demo.projects ?? DEMO_PROJECTS;
    // The launch waits for neither the keychain nor the settings file (a round trip to the OS and
    // a flush to disk, each launch: the demo's port and key are new): the settings are changed in
    // memory and the key is known from here on, both written behind the launch. A write that
    // fails loses nothing the demo needs: it runs on what is in memory, and stopDemo waits.
    const keyStored = this.setKey(DEMO_ACCOUNT_ID, key).catch(() => {
      if (this.demo?.key === key) this.keys.set(DEMO_ACCOUNT_ID, key); // the keychain refused it
    });
    this.keys.set(DEMO_ACCOUNT_ID, key);
    const settingsStored = this.settings.update((draft) => {
      draft.accounts = [{ id: DEMO_ACCOUNT_ID, name: 'Demo', baseUrl: demoUrl, projects, demo: true }];
      const valid =
        draft.selected?.accountId === DEMO_ACCOUNT_ID && projects.some((p) => p.id === draft.selected?.projectId);
      if (!valid) draft.selected = { accountId: DEMO_ACCOUNT_ID, projectId: 'demo-browser' };
    });
    this.demoStored = Promise.all([keyStored, settingsStored]).then(
      () => undefined,
      () => undefined, // a settings file that cannot be written now is written whole by the next change
    );
  }

  async stopDemo(): Promise<void> {
    await this.demoStored;
    await this.demo?.close();
    this.demo = null;
  }

  /** Where a GET for `projectId` goes: the given account, else the selected one; null when there is none. */
  async target(accountId: string | undefined, projectId: string | undefined): Promise<Target | null> {
    const id = accountId ?? this.settings.selected?.accountId;
    const account = id === undefined ? undefined : this.settings.account(id);
    if (!account) return null;
    const kind = account.projects.find((project) => project.id === projectId)?.kind;
    const apiKey = await this.apiKey(account.id);
    return { account, apiKey, kind };
  }

  async list(): Promise<BridgeValue<'accounts.list'>> {
    return {
      accounts: await Promise.all(this.settings.accounts.map((account) => this.view(account.id))),
      selected: this.settings.selected,
      keychain: this.keychain,
      notices: [
        ...this.settings.notices,
        ...(this.secrets.problem ? [this.secrets.problem] : []),
        ...this.cache.notices,
      ],
    };
  }

  async add({ name, baseUrl, apiKey, projectIds }: BridgeRequest<'accounts.add'>): Promise<AccountView> {
    const base = this.checkedBaseUrl(baseUrl);
    const projects = await detectProjects(this.gateway, base, apiKey, projectIds);
    const id = randomUUID();
    await this.setKey(id, apiKey);
    await this.settings.update((draft) => {
      draft.accounts.push({ id, name, baseUrl: base, projects });
      draft.selected = { accountId: id, projectId: projects[0]!.id };
    });
    return this.view(id);
  }

  /**
   * Changes an account. A base URL on another origin is another service: the stored key is not
   * for it, so the change needs a key of its own, the projects' kinds are read anew there, and
   * the answers cached from the old service go. A new path on the same origin keeps the key.
   */
  async update({ id, name, baseUrl, apiKey, projectIds }: BridgeRequest<'accounts.update'>): Promise<AccountView> {
    const account = this.settings.account(id);
    if (!account) throw new Refusal(apiError('not-found', 'There is no such account'));
    const base = baseUrl === undefined ? account.baseUrl : this.checkedBaseUrl(baseUrl);
    const newOrigin = originOf(base) !== originOf(account.baseUrl);
    if (newOrigin && apiKey === undefined) {
      throw new Refusal(
        apiError(
          'auth',
          `The API key must be entered again for the new address ${originOf(base)}: the stored key is kept only for ${originOf(account.baseUrl) ?? 'the old address'}`,
        ),
      );
    }
    let projects = account.projects;
    if (projectIds || newOrigin) {
      const key = apiKey ?? (await this.apiKey(id));
      if (!key) throw new Refusal(apiError('auth', 'Store an API key for this account before adding projects'));
      const known = base === account.baseUrl && apiKey === undefined ? account.projects : [];
      projects = await detectProjects(
        this.gateway,
        base,
        key,
        projectIds ?? account.projects.map((project) => project.id),
        known,
      );
    }
    if (apiKey !== undefined) await this.setKey(id, apiKey);
    await this.settings.update((draft) => {
      const target = draft.accounts.find((a) => a.id === id)!;
      Object.assign(target, { name: name ?? target.name, baseUrl: base, projects });
      if (draft.selected?.accountId === id && !projects.some((p) => p.id === draft.selected?.projectId)) {
        draft.selected = { accountId: id, projectId: projects[0]!.id };
      }
    });
    // After the new address is in place, so no answer from the old service lands after the clearing.
    if (newOrigin) await this.cache.clear({ accountId: id });
    return this.view(id);
  }

  /** Forgets an account: its key, its cached answers, then the account itself. */
  async remove(id: string): Promise<void> {
    if (!this.settings.account(id)) throw new Refusal(apiError('not-found', 'There is no such account'));
    await this.deleteKey(id);
    await this.cache.clear({ accountId: id });
    await this.settings.update((draft) => {
      draft.accounts = draft.accounts.filter((account) => account.id !== id);
      if (draft.selected?.accountId === id) {
        const next = draft.accounts[0];
        draft.selected = next && next.projects[0] ? { accountId: next.id, projectId: next.projects[0].id } : null;
      }
    });
  }

  async select(accountId: string, projectId: string): Promise<void> {
    const account = this.settings.account(accountId);
    if (!account?.projects.some((project) => project.id === projectId)) {
      throw new Refusal(apiError('not-found', 'There is no such account or project'));
    }
    await this.settings.update((draft) => {
      draft.selected = { accountId, projectId };
    });
  }

  /** Stores the key of an existing account. */
  async storeKey(accountId: string, apiKey: string): Promise<void> {
    if (!this.settings.account(accountId)) throw new Refusal(apiError('not-found', 'There is no such account'));
    await this.setKey(accountId, apiKey);
  }

  clearKey(accountId: string): Promise<void> {
    return this.deleteKey(accountId);
  }

  async hasKey(accountId: string): Promise<boolean> {
    return (await this.apiKey(accountId)) !== null;
  }

  private async view(accountId: string): Promise<AccountView> {
    const account = this.settings.account(accountId);
    if (!account) throw new Refusal(apiError('not-found', 'There is no such account'));
    return { ...account, hasKey: await this.hasKey(accountId) };
  }

  private async apiKey(accountId: string): Promise<string | null> {
    const known = this.keys.get(accountId);
    if (known !== undefined) return known;
    const writes = this.keyWrites;
    const key = await this.secrets.store.get(accountSecret(accountId));
    if (writes === this.keyWrites) this.keys.set(accountId, key);
    return key;
  }

  private setKey(accountId: string, apiKey: string): Promise<void> {
    return this.writeKey(accountId, () => this.secrets.store.set(accountSecret(accountId), apiKey));
  }

  private deleteKey(accountId: string): Promise<void> {
    return this.writeKey(accountId, () => this.secrets.store.delete(accountSecret(accountId)));
  }

  /** The copy goes before the write and again after it, so no read from around the write stays. */
  private async writeKey(accountId: string, write: () => Promise<void>): Promise<void> {
    this.keyWrites++;
    this.keys.delete(accountId);
    try {
      await write();
    } finally {
      this.keyWrites++;
      this.keys.delete(accountId);
    }
  }

  private checkedBaseUrl(input: string): string {
    const base = normalizeBaseUrl(input);
    if (!base.ok) throw new Refusal(apiError('bad-request', base.message));
    return base.baseUrl;
  }
}
