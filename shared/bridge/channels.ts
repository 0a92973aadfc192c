// The bridge contract's channel map: every call the renderer can make to the privileged side, by
// name, with zod schemas for the request (checked by the privileged side) and the value. Each
// concern's channels are declared in the file named after it; this file puts them together.
import type { z } from 'zod';
import type { ChannelName } from '../channel-names.ts';
import { accountChannels } from './accounts.ts';
import { answerChannels } from './answers.ts';
import { appChannels } from './app.ts';
import { cacheChannels } from './cache.ts';
import { exportChannels } from './exports.ts';
import { preferenceChannels } from './preferences.ts';
import { screenChannels } from './screen.ts';
import { updateChannels } from './updates.ts';
import { watchChannels } from './watch.ts';

export const channels = {
  ...answerChannels,
  ...accountChannels,
  ...preferenceChannels,
  ...cacheChannels,
  ...exportChannels,
  ...appChannels,
  ...updateChannels,
  ...watchChannels,
  ...screenChannels,
} as const;

export type Channels = typeof channels;
// The zod-free name list and the contract must name the same channels, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesMatch: Same<keyof Channels, ChannelName> = true;
void namesMatch;

export type BridgeRequest<C extends ChannelName> = z.input<Channels[C]['request']>;
export type BridgeValue<C extends ChannelName> = z.output<Channels[C]['response']>;
