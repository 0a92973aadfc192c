// The demo API as the hosts embed it for a user with no account: loopback, a new key per launch.
//
// The desktop app and the browser host both start it here; they store its key in the keychain for
// the demo account, like any other key.
import { randomBytes } from 'node:crypto';
import { startDemoApi } from './server.ts';

export interface EmbeddedDemo {
  url: string;
  key: string;
  close(): Promise<void>;
}

export async function startEmbeddedDemo(): Promise<EmbeddedDemo> {
  const key = randomBytes(24).toString('hex');
  const demo = await startDemoApi({ port: 0, key });
  return { url: demo.url, key, close: () => demo.close() };
}
