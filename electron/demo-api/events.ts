// Renders one error event (spec 2.11) from its group and number: back-trace, breadcrumbs, user,
// environment, request, url and custom data, all pure functions of (group, j).
import type { BackTraceFrame, BreadCrumb, ErrorEvent } from '../../shared/schemas/error-events.ts';
import { SCREENS, SERVER_CALLER_UAS, SERVER_OS_VERSION } from './content/clients.ts';
import {
  APP_BUNDLES,
  APP_SOURCES,
  BREADCRUMB_ACTIONS,
  BREADCRUMB_TEXT,
  CUSTOM_DATA_SHAPES,
  MINIFIED_FUNCTIONS,
  SERVER_BREADCRUMB_TEXT,
  SERVER_APP_SOURCES,
  SERVER_VENDOR_SOURCES,
  VENDOR_SOURCES,
} from './content/errors.ts';
import { concreteUrl, deviceOf, eventFacts, type EventFacts } from './error-event-facts.ts';
import { apiTimestamp, eventId, eventTime, type Group } from './error-groups.ts';
import {
  hash,
  hashString,
  hexId,
  intBetween,
  pick,
  sub,
  subUnit,
  unit,
  weightedTable,
  pickWeighted,
} from './random.ts';
import { userAt } from './users.ts';

type Sources = readonly (readonly [string, readonly string[]])[];

/** The group's base trace, newest frame first; events vary it a little (see backTraces). */
function baseTrace(group: Group): BackTraceFrame[] {
  const { template, project } = group;
  const key = hash(project.key, 0xb7, template.index);
  const server = project.kind === 'apm';
  const appSources: Sources = server ? SERVER_APP_SOURCES : APP_SOURCES;
  const vendorSources: Sources = server ? SERVER_VENDOR_SOURCES : VENDOR_SOURCES;
  const frames: BackTraceFrame[] = [];
  for (let i = 0; i < template.stackDepth; i++) {
    // The throwing frame is app code most of the time; the bottom of the stack is framework code.
    const appChance = i === 0 ? 0.75 : i > template.stackDepth - 4 ? 0.1 : 0.5;
    const isApp = unit(key, i, 1) < appChance;
    const [file, fns] = pick(isApp ? appSources : vendorSources, unit(key, i, 2));
    const fn = pick(fns, unit(key, i, 3));
    const minifiedVendor = file.endsWith('.min.js') || file.startsWith('https://');
    if (isApp && !server && !template.sourcemap) {
      frames.push({
        cn: intBetween(800, 390_000, key, i, 7),
        f: pick(APP_BUNDLES, unit(key, i, 4)),
        m: pick(MINIFIED_FUNCTIONS, unit(key, i, 5)),
        ln: 1 + Math.floor(unit(key, i, 6) * 2),
      });
    } else if (minifiedVendor) {
      frames.push({ cn: intBetween(100, 120_000, key, i, 7), f: file, m: fn, ln: 1 + Math.floor(unit(key, i, 6) * 2) });
    } else if (file === '<anonymous>' || file === 'native') {
      frames.push({ cn: 0, f: file, m: fn, ln: 0 });
    } else {
      frames.push({ cn: intBetween(3, 80, key, i, 7), f: file, m: fn, ln: intBetween(8, 2_400, key, i, 6) });
    }
  }
  return frames;
}

/** Same trace across a group's events, shifted by the app version (code moves between releases) and sometimes cut short at an async boundary. */
function backTraces(group: Group, facts: EventFacts, base: readonly BackTraceFrame[]): BackTraceFrame[] {
  const shift = facts.version - (group.template.versions[0] ?? 0);
  const cut = subUnit(facts.h, 20) < 0.1 && base.length > 5 ? base.length - 1 : base.length;
  return base.slice(0, cut).map((frame) => {
    const own =
      frame.f.startsWith('webpack:///src') ||
      frame.f.startsWith('/srv/shop-api/src') ||
      frame.f.includes('shop.example.com/static');
    if (!own || shift === 0) return frame;
    return frame.ln <= 2 ? { ...frame, cn: frame.cn + shift * 1_733 } : { ...frame, ln: frame.ln + shift * 7 };
  });
}

const browserCrumbs = weightedTable(
  BREADCRUMB_ACTIONS.map(
    (a) => [a, { click: 5, input: 2, select: 1, check: 0.6, console: 2.5, navigation: 2, xhr: 4 }[a]] as const,
  ),
);
const serverCrumbs = weightedTable([
  ['console', 3],
  ['xhr', 1],
] as const);

/** 0–20 breadcrumbs, oldest first, all before the event's timestamp. */
function breadCrumbs(group: Group, facts: EventFacts, timestamp: number): BreadCrumb[] {
  const h = sub(facts.h, 30);
  const count = subUnit(h, 1) < 0.15 ? 0 : 1 + Math.floor(subUnit(h, 2) * 20);
  const server = group.project.kind === 'apm';
  const crumbs: BreadCrumb[] = [];
  let ts = timestamp - (30 + Math.floor(subUnit(h, 3) * 2_000));
  for (let i = 0; i < count; i++) {
    const a = server ? pickWeighted(serverCrumbs, subUnit(h, 10 + i)) : pickWeighted(browserCrumbs, subUnit(h, 10 + i));
    const texts = server ? SERVER_BREADCRUMB_TEXT[a as 'console' | 'xhr'] : BREADCRUMB_TEXT[a];
    crumbs.push({ ts, a, e: pick(texts, subUnit(h, 40 + i)) });
    ts -= 150 + Math.floor(Math.pow(subUnit(h, 70 + i), 2) * 25_000);
  }
  return crumbs.reverse();
}

/** One event of a group, as the events endpoint returns it. */
export function renderEvent(group: Group, j: number, trace: readonly BackTraceFrame[] = baseTrace(group)): ErrorEvent {
  const { project, template } = group;
  const facts = eventFacts(group, j);
  const timestamp = eventTime(group, j);
  const user = userAt(project, facts.user);
  const kind = project.clientKinds[facts.client];
  const server = project.kind === 'apm';
  const url = concreteUrl(project, facts.url, facts.urlVariant);
  const browserVersion = kind?.browserVersions[facts.browserVersion] ?? '';
  const osVersion = server ? SERVER_OS_VERSION : (kind?.osVersions[facts.osVersion] ?? '');
  const device = deviceOf(project, facts);
  const screens = SCREENS[facts.mobile ? 'mobile' : 'desktop'];
  const [w, h] = server ? [0, 0] : pick(screens, subUnit(facts.h, 8));
  const ua = server ? pick(SERVER_CALLER_UAS, subUnit(facts.h, 9)) : (kind?.ua(browserVersion, osVersion) ?? '');
  const shape = CUSTOM_DATA_SHAPES[template.customShape] ?? CUSTOM_DATA_SHAPES[0];
  const firstLine = template.message.split('\n')[0] ?? '';
  return {
    class: template.cls,
    name: template.message,
    groupName: `${template.cls}: ${firstLine.length > 200 ? `${firstLine.slice(0, 197)}...` : firstLine}`,
    id: eventId(group, j),
    errorId: group.id,
    backTraces: backTraces(group, facts, trace),
    breadCrumbs: breadCrumbs(group, facts, timestamp),
    url: { queryParams: url.queryParams, groupHash: hexId(32, hashString(url.group)), group: url.group, raw: url.raw },
    user: { id: user.id, name: user.name, email: user.email, hash: user.hash },
    env: {
      device,
      os: server ? 'Linux' : (kind?.os ?? ''),
      osVersion,
      browserVersion: server ? '' : browserVersion,
      browser: server ? '' : (kind?.browser ?? ''),
      ip: user.ip,
    },
    geo: { asn: user.asn, country: user.country, region: user.region },
    request: { h, ua, url: url.raw, w },
    customData: shape ? shape(sub(facts.h, 11)) : {},
    tags: [...template.tags],
    version: project.appVersions[facts.version] ?? '',
    sourcemap: template.sourcemap,
    agentVersion: project.agentVersion,
    teamId: project.teamId,
    projectId: project.id,
    // A visit: the same user within the same half hour shares a session id.
    sid: hexId(20, project.key, facts.user, Math.floor(timestamp / 1_800_000)),
    timestamp: apiTimestamp(timestamp),
  };
}

export { baseTrace };
