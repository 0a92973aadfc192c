// `npm run demo-api -- --port <N> [--key <K>] [--seed <S>] [--scale <X>] [--projects <N>] [--fault <rule>]... [--event <event>]...`
// Serves the demo API on 127.0.0.1 until interrupted.
import { parseArgs } from 'node:util';
import { parseFaultFlag, type FaultRule } from './faults.ts';
import { EventRequestError, parseEventFlag, type EventRequest } from './on-demand-requests.ts';
import { hashString } from './random.ts';
import { DEFAULT_PROJECTS, MAX_PROJECTS } from './project-catalogue.ts';
import { DEFAULT_KEY, DEFAULT_SEED, MAX_SCALE, startDemoApi } from './server.ts';

const USAGE = `Usage: npm run demo-api -- --port <N> [--key <K>] [--seed <S>] [--scale <X>] [--projects <N>] [--fault kind=status,status=503,times=2,path=/errors]... [--event kind=spike,project=demo-browser,factor=6,minutes=30]...
  --port   port on 127.0.0.1 (0 = any free port; default 0)
  --key    the X-API-KEY clients must send (default ${DEFAULT_KEY})
  --seed   world seed, a number or any text (default ${DEFAULT_SEED})
  --scale  multiplies pages, ajax calls and error groups (default 1, at most 10000; 2500 gives 100,000 ajax rows)
  --projects  how many projects to serve (default ${DEFAULT_PROJECTS}, at most ${MAX_PROJECTS}): the demo's own ${DEFAULT_PROJECTS}
           (demo-browser, demo-apm, demo-empty, demo-checkout failing, demo-catalog slow, demo-backoffice
           with new error groups, demo-storefront and demo-worker healthy), then demo-p009, demo-p010, ...
           of mixed kind and health (e.g. --projects 100 for the bench)
  --fault  a fault rule, repeatable: kind=<latency|status|malformed|schema|reset|drip|huge|drift> and its fields
           (see electron/demo-api/README.md), e.g.
             --fault kind=status,status=503,times=2,path=/errors
             --fault kind=drift,mode=null,every=8   about one value in 8 of every answer drifts, never an id,
                                                    pagination or envelope; mode null (sent as null), missing
                                                    (left out) or string (a number or flag sent as text);
                                                    seed=<n> picks other values (default: --seed)
  --event  an event on demand, repeatable, at the start or at=+<minutes> after it (see electron/demo-api/README.md):
             --event kind=new-group,project=demo-browser[,message=<text>]
                                                    a new Open error group, first seen then (message= goes last:
                                                    it takes the rest of the flag, commas and all; quote the
                                                    flag when the text has spaces)
             --event kind=recur,project=demo-apm[,groupId=<id>],at=+10
                                                    a Resolved group (the one named, or the first of the
                                                    project's Resolved list) Open again with new events
             --event kind=spike,project=demo-browser,factor=6,minutes=30,at=+10
                                                    the project's error events (an APM project's failures
                                                    too) 6 times over for 30 minutes (factor above 1, at
                                                    most 100; minutes 1 to 1440)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function main(): void {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        key: { type: 'string' },
        seed: { type: 'string' },
        scale: { type: 'string' },
        projects: { type: 'string' },
        fault: { type: 'string', multiple: true },
        event: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`--port must be a whole number from 0 to 65535, got "${values.port}"`);
  const scale = Number(values.scale ?? '1');
  if (!(scale > 0) || !(scale <= MAX_SCALE))
    fail(`--scale must be a number above 0 and at most ${MAX_SCALE}, got "${values.scale}"`);
  const projects = Number(values.projects ?? String(DEFAULT_PROJECTS));
  if (!Number.isInteger(projects) || projects < 1 || projects > MAX_PROJECTS)
    fail(`--projects must be a whole number from 1 to ${MAX_PROJECTS}, got "${values.projects}"`);
  const seedText = values.seed ?? String(DEFAULT_SEED);
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : hashString(seedText);
  const key = values.key ?? DEFAULT_KEY;
  if (key === '') fail('--key must not be empty');
  let faults: FaultRule[];
  try {
    faults = (values.fault ?? []).map(parseFaultFlag);
  } catch (error) {
    fail(`--fault: ${error instanceof Error ? error.message : String(error)}`);
  }
  let events: EventRequest[];
  try {
    events = (values.event ?? []).map(parseEventFlag);
  } catch (error) {
    fail(`--event: ${error instanceof Error ? error.message : String(error)}`);
  }
  startDemoApi({ port, key, seed, scale, projects, faults, events }).then(
    (api) => {
      process.stdout.write(`Demo API listening on ${api.url}\n`);
      const stop = () => {
        api.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      // An event the world cannot carry out (an unknown project, no Resolved group) is a bad flag.
      if (error instanceof EventRequestError) fail(`--event: ${error.message}`);
      process.stderr.write(`Demo API could not start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

main();
