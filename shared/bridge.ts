// The bridge contract, by concern: the channel map (bridge/channels.ts), the reply every call
// answers (bridge/reply.ts), and each concern's schemas and channels in the file named after it.
export * from './bridge/accounts.ts';
export * from './bridge/answers.ts';
export * from './bridge/app.ts';
export * from './bridge/cache.ts';
export * from './bridge/channels.ts';
export * from './bridge/exports.ts';
export { resolvedWindowSchema } from './bridge/fields.ts';
export * from './bridge/preferences.ts';
export * from './bridge/reply.ts';
export * from './bridge/screen.ts';
export * from './bridge/traces.ts';
export * from './bridge/updates.ts';
export * from './bridge/watch.ts';
export { CHANNEL_NAMES, isChannelName, type ChannelName } from './channel-names.ts';
