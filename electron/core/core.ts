// The privileged core: settings, keychain, gateway and cache behind one `handle(channel,
// payload)` that every host (Electron IPC, the browser host's HTTP) calls. Payloads are
// checked against the bridge contract; nothing escapes but a typed reply.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { apiError, type ApiError } from '../../shared/api-error.ts';
import {
  channels,
  isChannelName,
  type AccountView,
  type BridgeReply,
  type BridgeRequest,
  type BridgeValue,
  type ChannelName,
  type Project,
} from '../../shared/bridge.ts';
import { describeIssues } from '../../shared/catalogue.ts';
import { describeChannel } from '../../shared/channel-names.ts';
import { reportKind, type Report } from '../../shared/schemas/reports.ts';
import { normalizeBaseUrl } from './base-url.ts';
import { prepareExport, type SavedExport } from './exporter.ts';
import { Gateway, type GatewayOptions } from './gateway.ts';
import { checkExternalUrl } from './links.ts';
import { ResponseCache } from './response-cache.ts';
import { openSecretStore, type OpenedSecretStore } from './secret-store.ts';
import { Settings } from './settings.ts';

export interface DemoService {
  url: string;
  key: string;
  close(): Promise<void>;
}

/** What differs between hosts. */
export interface HostServices {
  host: 'electron' | 'web';
  version: string;
  /** Starts the embedded demo API when no account is configured. */
  startDemo?: () => Promise<DemoService>;
  /** Opens a checked http(s) URL in the system browser; absent where the page opens it itself. */
  openInBrowser?: (url: string) => Promise<void>;
  /** Hands a checked export to the user (save dialog, download). */
  saveExport: (file: SavedExport) => Promise<BridgeValue<'export.save'>>;
}

export interface CoreOptions extends HostServices {
  userDataDir: string;
  /** Defaults to the OS keychain, falling back to memory. */
  secrets?: OpenedSecretStore;
  gateway?: Omit<GatewayOptions, 'cache'>;
}

export const DEMO_ACCOUNT_ID = 'demo';
export const DEMO_PROJECTS: Project[] = [
  { id: 'demo-browser', name: 'Demo shop (browser)', kind: 'browser' },
  { id: 'demo-apm', name: 'Demo API server (APM)', kind: 'apm' },
  { id: 'demo-empty', name: 'Demo, no traffic (browser)', kind: 'browser' },
];
const accountSecret = (accountId: string) => `account:${accountId}`;

type Handlers = { [C in ChannelName]: (request: BridgeRequest<C>) => Promise<BridgeValue<C>> };

/** A refusal a handler raises for the user to read. */
class Refusal extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.error = error;
  }
}

export class Core {
  readonly settings: Settings;
  readonly gateway: Gateway;
  readonly cache: ResponseCache;
  private readonly secrets: OpenedSecretStore;
  private readonly services: HostServices;
  private demo: DemoService | null = null;
  private readonly handlers: Handlers;
  /**
   * Each account's API key (or its absence) as last read from or written to the keychain: a
   * keychain read costs a round trip to the OS (D-Bus on Linux) and `api.get` needs the key every
   * time. Every write goes through `setKey`/`deleteKey`, which drop the copy; `keyWrites` counts
   * them so that a read which a write overtook is not remembered.
   */
  private readonly keys = new Map<string, string | null>();
  private keyWrites = 0;

  private constructor(settings: Settings, secrets: OpenedSecretStore, cache: ResponseCache, gateway: Gateway, services: HostServices) {
    this.settings = settings;
    this.secrets = secrets;
    this.cache = cache;
    this.gateway = gateway;
    this.services = services;
    this.handlers = this.makeHandlers();
  }

  static async create(options: CoreOptions): Promise<Core> {
    const settings = await Settings.open(options.userDataDir);
    const secrets = options.secrets ?? (await openSecretStore());
    const cache = await ResponseCache.open({ dir: join(options.userDataDir, 'cache'), secrets: secrets.store, maxBytes: settings.preferences.cacheMaxBytes });
    const gateway = new Gateway({ ...options.gateway, cache });
    const core = new Core(settings, secrets, cache, gateway, options);
    await core.startDemoIfAlone();
    return core;
  }

  get demoUrl(): string | null {
    return this.demo?.url ?? null;
  }

  /** The one entry point of every host. Never throws. */
  async handle(channel: unknown, payload: unknown): Promise<BridgeReply<ChannelName>> {
    if (!isChannelName(channel)) return { ok: false, error: apiError('bad-request', `Unknown channel ${describeChannel(channel)}`) };
    const parsed = channels[channel].request.safeParse(payload ?? {});
    if (!parsed.success) return { ok: false, error: apiError('bad-request', describeIssues(parsed.error)) };
    try {
      const handler = this.handlers[channel] as (request: unknown) => Promise<unknown>;
      return { ok: true, value: (await handler(parsed.data)) as BridgeValue<ChannelName> };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error };
      return { ok: false, error: apiError('unavailable', `Something went wrong: ${error instanceof Error ? error.message : String(error)}`) };
    }
  }

  /** `handle` typed by channel, for callers inside the privileged side. */
  call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>> {
    return this.handle(channel, request) as Promise<BridgeReply<C>>;
  }

  /** Stops the demo and lets the last settings and cache writes land. */
  async close(): Promise<void> {
    await this.demo?.close();
    this.demo = null;
    await this.settings.flush();
    await this.cache.flush();
  }

  /** A new user sees a living dashboard: with no account of their own, the demo is one. */
  private async startDemoIfAlone(): Promise<void> {
    const own = this.settings.accounts.filter((account) => !account.demo);
    if (own.length > 0 || !this.services.startDemo) {
      if (this.settings.accounts.some((account) => account.demo)) {
        await this.settings.update((draft) => {
          draft.accounts = draft.accounts.filter((account) => !account.demo);
          if (draft.selected?.accountId === DEMO_ACCOUNT_ID) draft.selected = null;
        });
      }
      return;
    }
    this.demo = await this.services.startDemo();
    await this.setKey(DEMO_ACCOUNT_ID, this.demo.key);
    const demoUrl = this.demo.url;
    await this.settings.update((draft) => {
      draft.accounts = [{ id: DEMO_ACCOUNT_ID, name: 'Demo', baseUrl: demoUrl, projects: DEMO_PROJECTS, demo: true }];
      const valid = draft.selected?.accountId === DEMO_ACCOUNT_ID && DEMO_PROJECTS.some((p) => p.id === draft.selected?.projectId);
      if (!valid) draft.selected = { accountId: DEMO_ACCOUNT_ID, projectId: 'demo-browser' };
    });
  }

  private async view(accountId: string): Promise<AccountView> {
    const account = this.settings.account(accountId);
    if (!account) throw new Refusal(apiError('not-found', 'There is no such account'));
    return { ...account, hasKey: (await this.apiKey(accountId)) !== null };
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

  /** Each project's kind, read from the shape of its report; any failure refuses the whole set. */
  private async detectProjects(baseUrl: string, apiKey: string, projectIds: string[], known: Project[] = []): Promise<Project[]> {
    const projects: Project[] = [];
    for (const id of [...new Set(projectIds)]) {
      const existing = known.find((project) => project.id === id);
      if (existing) {
        projects.push(existing);
        continue;
      }
      const result = await this.gateway.fetchOnce(
        { account: { id: 'new', baseUrl }, apiKey, kind: undefined },
        { endpoint: 'reports', path: { projectId: id }, query: { timeDur: '1d' } },
      );
      if (!result.ok) throw new Refusal({ ...result.error, message: `Project ${id}: ${result.error.message}` });
      projects.push({ id, name: id, kind: reportKind(result.data as Report) });
    }
    return projects;
  }

  private checkedBaseUrl(input: string): string {
    const base = normalizeBaseUrl(input);
    if (!base.ok) throw new Refusal(apiError('bad-request', base.message));
    return base.baseUrl;
  }

  private makeHandlers(): Handlers {
    return {
      'api.get': async ({ accountId, endpoint, path, query, cache }) => {
        const id = accountId ?? this.settings.selected?.accountId;
        const account = id === undefined ? undefined : this.settings.account(id);
        if (!account) return { ok: false, error: apiError('unavailable', 'No account is selected; add one in Accounts') };
        const kind = account.projects.find((project) => project.id === path.projectId)?.kind;
        const apiKey = await this.apiKey(account.id);
        return this.gateway.get({ account, apiKey, kind }, { endpoint, path, query }, { cacheOnly: cache === 'only' });
      },
      'accounts.list': async () => ({
        accounts: await Promise.all(this.settings.accounts.map((account) => this.view(account.id))),
        selected: this.settings.selected,
        keychain: this.secrets.store.persistent ? 'available' : 'session',
        notices: [...this.settings.notices, ...(this.secrets.problem ? [this.secrets.problem] : [])],
      }),
      'accounts.add': async ({ name, baseUrl, apiKey, projectIds }) => {
        const base = this.checkedBaseUrl(baseUrl);
        const projects = await this.detectProjects(base, apiKey, projectIds);
        const id = randomUUID();
        await this.setKey(id, apiKey);
        await this.settings.update((draft) => {
          draft.accounts.push({ id, name, baseUrl: base, projects });
          draft.selected = { accountId: id, projectId: projects[0]!.id };
        });
        return this.view(id);
      },
      'accounts.update': async ({ id, name, baseUrl, projectIds }) => {
        const account = this.settings.account(id);
        if (!account) throw new Refusal(apiError('not-found', 'There is no such account'));
        const base = baseUrl === undefined ? account.baseUrl : this.checkedBaseUrl(baseUrl);
        let projects = account.projects;
        if (projectIds) {
          const apiKey = await this.apiKey(id);
          if (!apiKey) throw new Refusal(apiError('auth', 'Store an API key for this account before adding projects'));
          projects = await this.detectProjects(base, apiKey, projectIds, base === account.baseUrl ? account.projects : []);
        }
        await this.settings.update((draft) => {
          const target = draft.accounts.find((a) => a.id === id)!;
          Object.assign(target, { name: name ?? target.name, baseUrl: base, projects });
          if (draft.selected?.accountId === id && !projects.some((p) => p.id === draft.selected?.projectId)) {
            draft.selected = { accountId: id, projectId: projects[0]!.id };
          }
        });
        return this.view(id);
      },
      'accounts.remove': async ({ id }) => {
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
        return {};
      },
      'accounts.select': async ({ accountId, projectId }) => {
        const account = this.settings.account(accountId);
        if (!account?.projects.some((project) => project.id === projectId)) {
          throw new Refusal(apiError('not-found', 'There is no such account or project'));
        }
        await this.settings.update((draft) => {
          draft.selected = { accountId, projectId };
        });
        return {};
      },
      'key.set': async ({ accountId, apiKey }) => {
        if (!this.settings.account(accountId)) throw new Refusal(apiError('not-found', 'There is no such account'));
        await this.setKey(accountId, apiKey);
        return { hasKey: true };
      },
      'key.clear': async ({ accountId }) => {
        await this.deleteKey(accountId);
        return { hasKey: false };
      },
      'key.has': async ({ accountId }) => ({ hasKey: (await this.apiKey(accountId)) !== null }),
      'prefs.get': async () => this.settings.preferences,
      'prefs.set': async (change) => {
        await this.settings.update((draft) => {
          draft.preferences = { ...draft.preferences, ...change };
        });
        if (change.cacheMaxBytes !== undefined) await this.cache.setMaxBytes(change.cacheMaxBytes);
        return this.settings.preferences;
      },
      'cache.list': async (filter) => ({ entries: await this.cache.list(filter), persistent: this.cache.persistent }),
      'cache.clear': async (filter) => ({ removed: await this.cache.clear(filter) }),
      'export.save': async (request) => {
        const file = prepareExport(request);
        if (!file.ok) throw new Refusal(apiError('bad-request', file.message));
        return this.services.saveExport(file.file);
      },
      'link.open': async ({ url }) => {
        const checked = checkExternalUrl(url);
        if (!checked.ok) throw new Refusal(apiError('bad-request', checked.message));
        if (!this.services.openInBrowser) return { opened: false, url: checked.url };
        await this.services.openInBrowser(checked.url);
        return { opened: true, url: checked.url };
      },
      'app.info': async () => ({
        name: 'Spyglass',
        version: this.services.version,
        host: this.services.host,
        platform: process.platform,
        keychain: this.secrets.store.persistent ? 'available' : 'session',
        demo: this.demo !== null,
      }),
    };
  }
}
