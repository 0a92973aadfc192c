// The names of the bridge's channels, free of zod so the sandboxed preload can carry them
// cheaply; bridge/channels.ts checks at compile time that they are exactly the contract's channels.
export const CHANNEL_NAMES = [
  'api.get',
  'api.cached',
  'api.inspect',
  'accounts.list',
  'accounts.add',
  'accounts.update',
  'accounts.remove',
  'accounts.select',
  'key.set',
  'key.clear',
  'key.has',
  'prefs.get',
  'prefs.set',
  'cache.list',
  'cache.clear',
  'cache.stats',
  'data.folder',
  'data.open',
  'export.save',
  'link.open',
  'app.info',
  'app.diagnostics',
  'app.busy',
  'updates.status',
  'updates.check',
  'updates.install',
  'watch.state',
  'watch.seen',
  'watch.snooze',
  'watch.check',
  'watch.take',
  'watch.test',
  'screen.keep',
] as const;
/**
 * The most copies one `api.cached` call reads: the home's first paint of a hundred projects asks
 * for two hundred, and a call stays well under the browser host's body limit.
 */
export const MAX_CACHED_READS = 400;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && (CHANNEL_NAMES as readonly string[]).includes(value);
}

/** How to name a refused channel in a message, whatever was passed (even an object without toString). */
export function describeChannel(value: unknown): string {
  return typeof value === 'string' ? `"${value.slice(0, 80)}"` : `of type ${typeof value}`;
}
