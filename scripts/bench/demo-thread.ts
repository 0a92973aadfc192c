// The bench's service in a thread of its own, as a service elsewhere would be: the work of making
// each answer does not hold up the host's event loop, only the machine's cores (which it shares
// with the host and the browser, as a service on the same laptop would).
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { startDemoApi, type DemoApiOptions } from '../../electron/demo-api/server.ts';
import type { FaultRule } from '../../electron/demo-api/faults.ts';

export type DemoThreadMessage = { kind: 'faults'; rules: FaultRule[] } | { kind: 'requests' } | { kind: 'close' };

const { offset, ...options } = workerData as Omit<DemoApiOptions, 'now'> & { offset: number };
/** The API requests this service has had: what the app asked of it, counted where it arrives. */
let requests = 0;
subscribe('http.server.request.start', (message) => {
  if ((message as { request: IncomingMessage }).request.url?.startsWith('/v2/')) requests++;
});
const api = await startDemoApi({ ...options, now: () => Date.now() + offset });
const port = parentPort!;
port.postMessage({ url: api.url, projects: api.projects.map(({ id, name, kind }) => ({ id, name, kind })) });
port.on('message', (message: DemoThreadMessage) => {
  if (message.kind === 'faults') {
    api.faults.clear();
    for (const rule of message.rules) api.faults.add(rule);
    port.postMessage({ done: 'faults' });
  } else if (message.kind === 'requests') port.postMessage(requests);
  else void api.close().then(() => port.postMessage({ done: 'close' }));
});
