// The core's dispatcher: `handle(channel, payload)`, the one entry point of every host.
//
// Every host (Electron IPC, the browser host's HTTP) calls it. Payloads are checked against the
// bridge contract, each channel goes to its handler (settings, accounts, gateway, cache, exports,
// links), and nothing escapes but a typed reply.
import { join } from 'node:path';
import { apiError, type ApiErrorKind } from '../../shared/api-error.ts';
import {
  channels,
  isChannelName,
  Refusal,
  replyOf,
  type BridgeFailure,
  type BridgeReply,
  type BridgeRequest,
  type BridgeValue,
  type ChannelName,
  type UpdateStatus,
} from '../../shared/bridge.ts';
import { describeIssues } from '../../shared/catalogue.ts';
import { describeChannel } from '../../shared/channel-names.ts';
import type { Preferences } from '../../shared/preferences.ts';
import { ianaName } from '../../shared/zoned-time.ts';
import { setNumberStyle } from '../../shared/format.ts';
import { styleForPreference } from '../../shared/locale-format.ts';

import { Accounts, type DemoService } from './accounts.ts';
import { collectDiagnostics } from './diagnostics.ts';
import { prepareExport, type SavedExport } from './exporter.ts';
import { Gateway, type GatewayOptions, type Target } from './gateway.ts';
import { LastScreen } from './last-screen.ts';
import { launchHomeCalls, LaunchPrefetch } from './launch-prefetch.ts';
import { redactKey } from './key-redaction.ts';
import { checkExternalUrl } from './links.ts';
import { requestLogLine } from './request-log.ts';
import { ResponseCache } from './response-cache.ts';
import { openSecretStore, type OpenedSecretStore } from './secret-store.ts';
import { RotatingLog } from './rotating-log.ts';
import { Settings } from './settings.ts';
import { Watcher, watchedProjectsOf } from './watch/watcher.ts';

/** The watch's words (its alerts' figures, written here) in the user's locale; 'system' is the OS's. */
function followLocale(preferences: Preferences): void {
  setNumberStyle(styleForPreference(preferences.locale, Intl.DateTimeFormat().resolvedOptions().locale));
}

/** What differs between hosts. */
export interface HostServices {
  host: 'electron' | 'web';
  version: string;
  /** Starts the embedded demo API when no account is configured. */
  startDemo?: () => Promise<DemoService>;
  /** Opens a checked http(s) URL in the system browser; absent where the page opens it itself. */
  openInBrowser?: (url: string) => Promise<void>;
  /** Shows a folder of ours (the data folder) in the system's file manager; absent where it cannot. */
  openFolder?: (path: string) => Promise<void>;
  /** Hands a checked export to the user (save dialog, download). */
  saveExport: (file: SavedExport) => Promise<BridgeValue<'export.save'>>;
  /** The desktop app's updater (electron/main/update-policy.ts); absent in the browser host. */
  updates?: UpdateService;
}

export interface UpdateService {
  current(): UpdateStatus;
  check(): UpdateStatus;
  install(): boolean;
  setBusy(busy: boolean): void;
  /** The automatic-updates preference: the core keeps it in step with the settings. */
  setAutomatic(automatic: boolean): void;
}

/** What the browser host answers: it serves the renderer it was built with. */
export const NO_UPDATES_REASON = 'Updates come with the desktop app; the browser host runs what you built.';

export interface CoreOptions extends HostServices {
  userDataDir: string;
  /** Where the request log goes: the OS's logs folder in Electron; by default `<userDataDir>/logs`. */
  logsDir?: string;
  /** Defaults to the OS keychain, falling back to memory. */
  secrets?: OpenedSecretStore;
  gateway?: Omit<GatewayOptions, 'cache'>;
  /**
   * The watch's rounds: `start: false` keeps them from starting on their own (a test drives them
   * with watch.check); `sleep` waits a paced request's turn (a test's clock moves instead).
   */
  watch?: { start?: boolean; sleep?: (ms: number) => Promise<void> };
}

type Handlers = { [C in ChannelName]: (request: BridgeRequest<C>) => Promise<BridgeValue<C>> };

export class Core {
  readonly settings: Settings;
  readonly gateway: Gateway;
  readonly cache: ResponseCache;
  readonly log: RotatingLog;
  /** The watch: its rounds run from the core's start, whether a view is open or not. */
  readonly watch: Watcher;
  /** The screen the next launch paints first, before the app's code runs. */
  readonly lastScreen: LastScreen;
  private readonly accounts: Accounts;
  private readonly services: HostServices;
  readonly userDataDir: string;
  private readonly handlers: Handlers;
  private readonly preferenceListeners = new Set<(preferences: Preferences) => void>();
  private readonly now: () => number;
  /** The launch's home, asked for ahead of the page (launch-prefetch.ts); undefined until the launch. */
  private launch: LaunchPrefetch | null | undefined;

  private constructor(
    settings: Settings,
    cache: ResponseCache,
    gateway: Gateway,
    accounts: Accounts,
    log: RotatingLog,
    watch: Watcher,
    options: CoreOptions,
  ) {
    this.watch = watch;
    this.settings = settings;
    this.cache = cache;
    this.gateway = gateway;
    this.accounts = accounts;
    this.log = log;
    this.services = options;
    this.userDataDir = options.userDataDir;
    this.now = options.gateway?.now ?? Date.now;
    this.lastScreen = new LastScreen({
      documents: cache.documents,
      version: options.version,
      selected: () => settings.selected,
      ...(options.gateway?.now ? { now: options.gateway.now } : {}),
    });
    void this.lastScreen.prepareLaunch().catch(() => undefined);
    this.handlers = this.makeHandlers();
    options.updates?.setAutomatic(settings.preferences.autoUpdate);
    followLocale(settings.preferences);
  }

  static async create(options: CoreOptions): Promise<Core> {
    const settings = await Settings.open(options.userDataDir);
    const secrets = options.secrets ?? (await openSecretStore());
    const cache = await ResponseCache.open({
      dir: join(options.userDataDir, 'cache'),
      secrets: secrets.store,
      maxBytes: settings.preferences.cacheMaxBytes,
    });
    const log = new RotatingLog({ dir: options.logsDir ?? join(options.userDataDir, 'logs') });
    const gateway = new Gateway({
      onRequest: (record) => log.append(requestLogLine(record)),
      ...options.gateway,
      cache,
    });
    const accounts = new Accounts(settings, secrets, gateway, cache);
    const watch = await Watcher.open({
      now: options.gateway?.now ?? Date.now,
      documents: cache.documents,
      // From the settings alone: a round (one a minute at most) needs no keychain.
      projects: async () => watchedProjectsOf(settings.accounts),
      preferences: () => settings.preferences,
      get: async (accountId, call) => {
        const target = await accounts.target(accountId, call.path.projectId);
        if (!target) return { ok: false, error: apiError('unavailable', 'The account is gone') };
        return gateway.get(target, call);
      },
      ...(options.watch?.sleep ? { sleep: options.watch.sleep } : {}),
      // The zone's IANA name: quiet hours and "until tomorrow 09:00" are read on its wall clock.
      timeZone: () => ianaName(settings.preferences.timeZone),
    });
    const core = new Core(settings, cache, gateway, accounts, log, watch, options);
    await accounts.startDemoIfAlone(options.startDemo);
    if (options.watch?.start !== false) watch.start();
    return core;
  }

  /**
   * Asks for the home's answers of a launch with no route, once a run, ahead of the page
   * (launch-prefetch.ts): the browser host as it serves its first page, the desktop app as it
   * opens its window with no link to follow. Nothing when such a launch does not open the home.
   */
  prefetchLaunch(): LaunchPrefetch | null {
    if (this.launch !== undefined) return this.launch;
    const calls = launchHomeCalls(watchedProjectsOf(this.settings.accounts), this.settings.preferences, this.now());
    this.launch =
      calls.length === 0
        ? null
        : new LaunchPrefetch(calls, async (call) => {
            const target = await this.accounts.target(call.accountId, call.path.projectId);
            if (!target) return { ok: false, error: apiError('unavailable', 'The account is gone') };
            return this.gateway.fetchAhead(target, call);
          });
    return this.launch;
  }

  get demoUrl(): string | null {
    return this.accounts.demoUrl;
  }

  /** The one entry point of every host. Never throws. */
  async handle(channel: unknown, payload: unknown): Promise<BridgeReply<ChannelName>> {
    if (!isChannelName(channel)) return failure(`Unknown channel ${describeChannel(channel)}`, 'bad-request');
    const parsed = channels[channel].request.safeParse(payload ?? {});
    if (!parsed.success) return failure(describeIssues(parsed.error), 'bad-request');
    try {
      const handler = this.handlers[channel] as (request: unknown) => Promise<unknown>;
      return { ok: true, value: (await handler(parsed.data)) as BridgeValue<ChannelName> };
    } catch (error) {
      const refused =
        error instanceof Refusal
          ? error.reply
          : failure(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`);
      // A key the request carries (a new account's, a changed one) is not sent back in words
      // that a keychain or the service built around it.
      const typedKey = (parsed.data as { apiKey?: unknown }).apiKey;
      return typeof typedKey === 'string'
        ? { ...refused, error: { ...refused.error, message: redactKey(refused.error.message, typedKey) } }
        : refused;
    }
  }

  /**
   * Hears every change of the preferences made through the bridge, after it is stored: how a
   * host follows what only it can apply (the desktop app's native theme). Returns the removal.
   */
  onPreferencesChanged(listener: (preferences: Preferences) => void): () => void {
    this.preferenceListeners.add(listener);
    return () => this.preferenceListeners.delete(listener);
  }

  /** `handle` typed by channel, for callers inside the privileged side. */
  call<C extends ChannelName>(channel: C, request: BridgeRequest<C>): Promise<BridgeReply<C>> {
    return this.handle(channel, request) as Promise<BridgeReply<C>>;
  }

  /** Stops the demo and lets the last settings and cache writes land. */
  async close(): Promise<void> {
    await this.watch.stop();
    await this.accounts.stopDemo();
    await this.settings.flush();
    await this.cache.close();
    await this.log.flush();
  }

  /** Where a read goes: the account named, or the selected one. */
  private async target(accountId: string | undefined, projectId: string | undefined): Promise<Target> {
    const target = await this.accounts.target(accountId, projectId);
    if (!target) throw new Refusal(apiError('unavailable', 'No account is selected; add one in Accounts'));
    return target;
  }

  private updateStatus(): UpdateStatus {
    return (
      this.services.updates?.current() ?? {
        state: 'unavailable',
        reason: NO_UPDATES_REASON,
        currentVersion: this.services.version,
        automatic: this.settings.preferences.autoUpdate,
      }
    );
  }

  private makeHandlers(): Handlers {
    return {
      'api.get': async ({ accountId, endpoint, path, query, cache, asOf }) => {
        if (cache !== 'only') this.launch?.heard({ accountId, endpoint, path, query });
        const result = await this.gateway.get(
          await this.target(accountId, path.projectId),
          { endpoint, path, query, asOf },
          { cacheOnly: cache === 'only' },
        );
        const reply = replyOf(result);
        if (!reply.ok) throw Refusal.of(reply);
        return reply.value;
      },
      'api.cached': async ({ requests }) => ({
        results: await Promise.all(
          requests.map(async ({ accountId, endpoint, path, query }) => {
            try {
              return await this.gateway.get(
                await this.target(accountId, path.projectId),
                { endpoint, path, query },
                { cacheOnly: true },
              );
            } catch (error) {
              if (error instanceof Refusal) return { ok: false as const, error: error.error };
              throw error;
            }
          }),
        ),
      }),
      'watch.state': async () => this.watch.state(),
      'watch.seen': (request) => this.watch.markSeen('all' in request ? 'all' : { ids: request.ids }),
      'watch.snooze': (request) => this.watch.snooze(request.scope, 'end' in request ? 'end' : request.choice),
      'watch.check': () => this.watch.checkNow(),
      'watch.take': async () => ({ notifications: this.watch.take() }),
      'watch.test': async () => ({ notification: this.watch.test() }),
      'api.inspect': async ({ accountId, endpoint, path, query }) => {
        const inspected = await this.gateway.inspect(await this.target(accountId, path.projectId), {
          endpoint,
          path,
          query,
        });
        if (!inspected.ok) throw new Refusal(inspected.error);
        return inspected.inspection;
      },
      'accounts.list': () => this.accounts.list(),
      'accounts.add': (request) => this.accounts.add(request),
      'accounts.update': (request) => this.accounts.update(request),
      'accounts.remove': async ({ id }) => {
        await this.accounts.remove(id);
        await this.lastScreen.forget();
        return {};
      },
      'accounts.select': async ({ accountId, projectId }) => {
        await this.accounts.select(accountId, projectId);
        return {};
      },
      'key.set': async ({ accountId, apiKey }) => {
        await this.accounts.storeKey(accountId, apiKey);
        return { hasKey: true };
      },
      'key.clear': async ({ accountId }) => {
        await this.accounts.clearKey(accountId);
        return { hasKey: false };
      },
      'key.has': async ({ accountId }) => ({ hasKey: await this.accounts.hasKey(accountId) }),
      'prefs.get': async () => this.settings.preferences,
      'prefs.set': async (change) => {
        await this.settings.update((draft) => {
          draft.preferences = { ...draft.preferences, ...change };
        });
        const preferences = this.settings.preferences;
        if (change.cacheMaxBytes !== undefined) await this.cache.setMaxBytes(change.cacheMaxBytes);
        if (change.autoUpdate !== undefined) this.services.updates?.setAutomatic(preferences.autoUpdate);
        if (change.locale !== undefined) followLocale(preferences);
        // What is watched, or how: the watch plans again now rather than at its next round.
        if (change.watch !== undefined || change.starredProjects !== undefined) this.watch.replan();
        for (const listener of this.preferenceListeners) listener(preferences);
        return preferences;
      },
      'cache.list': async (filter) => ({ entries: await this.cache.list(filter), persistent: this.cache.persistent }),
      'cache.clear': async (filter) => {
        await this.lastScreen.forget();
        return { removed: await this.cache.clear(filter) };
      },
      'screen.keep': async (capture) => {
        await this.lastScreen.keep(capture);
        return {};
      },
      'cache.stats': async () => ({
        ...(await this.cache.stats()),
        maxBytes: this.settings.preferences.cacheMaxBytes,
        persistent: this.cache.persistent,
      }),
      'data.folder': async () => ({ path: this.userDataDir, canOpen: this.services.openFolder !== undefined }),
      'data.open': async () => {
        if (!this.services.openFolder) return { opened: false };
        await this.services.openFolder(this.userDataDir);
        return { opened: true };
      },
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
        keychain: this.accounts.keychain,
        demo: this.accounts.demoRunning,
      }),
      'app.busy': async ({ busy }) => {
        this.services.updates?.setBusy(busy);
        return {};
      },
      'updates.status': async () => this.updateStatus(),
      'updates.check': async () => (this.services.updates ? this.services.updates.check() : this.updateStatus()),
      'updates.install': async () => ({ installing: this.services.updates?.install() ?? false }),
      'app.diagnostics': () =>
        collectDiagnostics({
          host: this.services.host,
          version: this.services.version,
          userDataDir: this.userDataDir,
          keychain: this.accounts.keychain,
          settings: this.settings,
          log: this.log,
        }),
    };
  }
}

function failure(message: string, kind: ApiErrorKind = 'unavailable'): BridgeFailure {
  return { ok: false, error: apiError(kind, message) };
}
