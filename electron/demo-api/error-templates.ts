// The error-template catalogue of a project: when each template's groups live and how busy they
// are (flat arrays, cheap to build even at large scales), and the template itself — message,
// tags, clients, versions, urls, audience, trace shape — built lazily on first use.
import type { ClientKind } from './content/clients.ts';
import { APM_PATTERNS, BROWSER_PATTERNS, FILLERS, type ErrorPattern } from './content/errors.ts';
import { APM_SPECIALS, BROWSER_SPECIALS } from './content/special-errors.ts';
import { hash, pick, pickWeighted, subBetween, subUnit, weightedTable } from './random.ts';
import { calmed, rhythm } from './rhythm.ts';
import { ORIGIN, STEADY, type Rhythm } from './traffic.ts';
import { DAY } from '../../shared/time-window.ts';
import type { ProjectKind } from '../../shared/schemas/reports.ts';
import type { ErrorTemplate, Lifecycle, ProjectModel, Special, TemplateTimes } from './world-types.ts';

/** Generations of error groups are laid out from this instant. */
export const GENERATION_ANCHOR = ORIGIN;

/** Events per day of the busiest error template (others follow a Zipf-like curve). */
const TOP_ERROR_RATE = 600;
/** Error templates at scale 1 (specials included). */
export const BROWSER_TEMPLATES = 240;
export const APM_TEMPLATES = 120;

// Hash domains of templates (the world's domains are listed in items.ts).
const K_TEMPLATE = 5;
const K_TIMES = 8;
const K_OPENED = 9;

/** Fills {placeholders}; the same name gets the same word within one message. */
function fillMessage(template: string, h: number): string {
  const chosen = new Map<string, string>();
  let slot = 0;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const words = FILLERS[name];
    if (!words) return whole;
    let word = chosen.get(name);
    if (word === undefined) {
      word = pick(words, subUnit(h, 100 + slot++));
      chosen.set(name, word);
    }
    return word;
  });
}

type DeviceOnly = 'mobile' | 'desktop' | null;

/** Some bugs only happen on phones, some only on desktops. */
function deviceOnly(h: number): DeviceOnly {
  const u = subUnit(h, 20);
  return u < 0.08 ? 'mobile' : u < 0.14 ? 'desktop' : null;
}

/** The client kinds a template's events come from, with weights (the kind's share, perturbed per template). */
function clientWeights(
  kinds: readonly ClientKind[],
  pattern: ErrorPattern,
  h: number,
): { index: number; weight: number; mobile: boolean }[] {
  const only = pattern.clients ? null : deviceOnly(h);
  const out: { index: number; weight: number; mobile: boolean }[] = [];
  kinds.forEach((kind, index) => {
    if (pattern.clients && !pattern.clients.includes(kind.key)) return;
    if (only !== null && kind.device !== only) return;
    out.push({ index, weight: kind.share * subBetween(h, 30 + index, 0.3, 1.7), mobile: kind.device === 'mobile' });
  });
  return out;
}

const PATTERN_TABLES = {
  browser: weightedTable(BROWSER_PATTERNS.map((p) => [p, p.weight] as const)),
  apm: weightedTable(APM_PATTERNS.map((p) => [p, p.weight] as const)),
};

function templateHash(project: ProjectModel, t: number): number {
  return hash(project.key, K_TEMPLATE, t);
}

/** The pattern of template t (cheap: no template is built). */
function patternOf(project: ProjectModel, t: number): ErrorPattern {
  const special = project.times.specials[t];
  return special ? special.pattern : pickWeighted(PATTERN_TABLES[project.kind], subUnit(templateHash(project, t), 1));
}

/** Bugs come back in generations every 10 to 200 days and live most of that time, so about five in six templates have a live group at any moment. */
export function buildTimes(key: number, kind: ProjectKind, count: number): TemplateTimes {
  const specials = count === 0 ? [] : kind === 'browser' ? BROWSER_SPECIALS : APM_SPECIALS;
  const regular = Math.max(0, count - specials.length);
  const times: TemplateTimes = {
    count: specials.length + regular,
    specials,
    period: new Float64Array(specials.length + regular),
    life: new Float64Array(specials.length + regular),
    offset: new Float64Array(specials.length + regular),
    weight: new Float64Array(specials.length + regular),
    mobileShare: new Float64Array(specials.length + regular).fill(NaN),
  };
  const log10 = Math.log(10);
  const log200 = Math.log(200);
  for (let t = specials.length; t < times.count; t++) {
    const h = hash(key, K_TIMES, t);
    const periodDays = Math.exp(subBetween(h, 1, log10, log200));
    times.period[t] = Math.round(periodDays * DAY);
    times.life[t] = Math.round(periodDays * subBetween(h, 2, 0.65, 1) * DAY);
    times.offset[t] = Math.round(subUnit(h, 3) * periodDays * DAY);
    // Zipf-like: the rank is stretched by the scale so a bigger world has more bugs of every size.
    const rank =
      Math.floor(subUnit(h, 4) * regular) / Math.max(1, regular / (BROWSER_TEMPLATES - BROWSER_SPECIALS.length));
    times.weight[t] = (TOP_ERROR_RATE / Math.pow(1 + rank, 1.05)) * subBetween(h, 5, 0.7, 1.3);
  }
  return times;
}

export function lifecycleOf(project: ProjectModel, t: number): Lifecycle {
  const special = project.times.specials[t];
  if (special) return special.lifecycle;
  return {
    kind: 'generations',
    periodMs: project.times.period[t] ?? DAY,
    lifeMs: project.times.life[t] ?? DAY,
    offsetMs: project.times.offset[t] ?? 0,
  };
}

export function templateWeight(project: ProjectModel, t: number): number {
  return project.times.specials[t]?.weight ?? project.times.weight[t] ?? 0;
}

/** Events per day of template t's rhythm. */
export function templateRhythm(project: ProjectModel, t: number): Rhythm {
  const own = project.times.specials[t]?.rhythm;
  if (own) return own;
  const drawn = rhythm(templateHash(project, t), true);
  return project.calm ? calmed(drawn) : drawn;
}

/** Share of template t's events that come from mobile devices (cheap: no template is built). */
export function mobileShareOf(project: ProjectModel, t: number): number {
  if (project.kind === 'apm') return 0;
  const cached = project.times.mobileShare[t];
  if (cached !== undefined && !Number.isNaN(cached)) return cached;
  let mobile = 0;
  let total = 0;
  for (const w of clientWeights(project.clientKinds, patternOf(project, t), templateHash(project, t))) {
    total += w.weight;
    if (w.mobile) mobile += w.weight;
  }
  const share = total > 0 ? mobile / total : 0;
  project.times.mobileShare[t] = share;
  return share;
}

/** How many distinct people a bug reaches: busier bugs reach more (a single-event bug reaches few). */
function audienceSize(project: ProjectModel, t: number, h: number): number {
  const daily = Math.max(1, templateWeight(project, t));
  const size = Math.exp(subBetween(h, 13, Math.log(Math.max(3, daily * 0.2)), Math.log(Math.max(6, daily * 4))));
  return Math.round(Math.min(Math.max(3, size), 2500, project.userCount));
}

/** Template t of a project, built on first use. */
export function templateAt(project: ProjectModel, t: number): ErrorTemplate {
  const cached = project.templates[t];
  if (cached) return cached;
  const h = templateHash(project, t);
  const special = project.times.specials[t];
  const pattern = patternOf(project, t);
  const versionCount = project.appVersions.length;
  const firstVersion = Math.floor(subUnit(h, 7) * versionCount);
  const versions: number[] = [];
  for (let v = firstVersion; v < Math.min(versionCount, firstVersion + 1 + Math.floor(subUnit(h, 8) * 3)); v++)
    versions.push(v);
  // 1–4 urls, the busy ones (first in the list) more often.
  const urlCount = project.errorUrls.length;
  const urls: number[] = [];
  const urlPicks = 1 + Math.floor(subUnit(h, 9) * Math.min(4, urlCount));
  for (let p = 0; p < urlPicks; p++) {
    const index = Math.floor(Math.pow(subUnit(h, 50 + p), 1.8) * urlCount);
    if (!urls.includes(index)) urls.push(index);
  }
  const weights = project.kind === 'browser' ? clientWeights(project.clientKinds, pattern, h) : [];
  const mobile = weights.filter((w) => w.mobile);
  const desktop = weights.filter((w) => !w.mobile);
  const template: ErrorTemplate = {
    index: t,
    cls: pattern.cls,
    message: special?.message ?? fillMessage(pattern.message, h),
    tags: pattern.tags,
    lifecycle: lifecycleOf(project, t),
    mobileShare: mobileShareOf(project, t),
    mobileClients: mobile.length > 0 ? weightedTable(mobile.map((w) => [w.index, w.weight] as const)) : null,
    desktopClients: desktop.length > 0 ? weightedTable(desktop.map((w) => [w.index, w.weight] as const)) : null,
    versions,
    urls,
    audienceOffset: Math.floor(subUnit(h, 11) * project.userCount),
    audienceSize: audienceSize(project, t, h),
    // Most traces are 8–30 frames; deep React and async stacks reach 60.
    stackDepth: subUnit(h, 12) < 0.8 ? 5 + Math.floor(subUnit(h, 14) * 26) : 31 + Math.floor(subUnit(h, 14) * 30),
    sourcemap: subUnit(h, 15) < 0.7,
    customShape: Math.floor(subUnit(h, 16) * 5),
    ...(special?.trackerOverride ? { trackerOverride: special.trackerOverride } : {}),
  };
  project.templates[t] = template;
  return template;
}

// ── planned templates (the projects after the first three) ───────────────────

/** The error templates of a project of the catalogue (project-catalogue.ts says which plan). */
export interface ErrorPlan {
  /** Long-known bugs, alive since before the demo's days, at their usual rate. */
  readonly known: number;
  /** Events per day of the busiest known bug (the others follow a Zipf-like curve). */
  readonly topRate: number;
  /**
   * New bugs after a bad release at `from`: `count` groups, one born every `everyMs`, each living
   * `lifeMs` at about `rate` events per day.
   */
  readonly fresh?: {
    readonly from: number;
    readonly count: number;
    readonly everyMs: number;
    readonly lifeMs: number;
    readonly rate: number;
  };
  /** One incident: a group alive in [birth, death) at a flat `perDay` events per day. */
  readonly incident?: { readonly birth: number; readonly death: number; readonly perDay: number };
}

const INCIDENT_PATTERN: Record<ProjectKind, ErrorPattern> = {
  browser: {
    cls: 'TypeError',
    message: "Cannot read properties of undefined (reading 'shippingAddress')",
    tags: ['checkout', 'frontend'],
    weight: 1,
  },
  apm: { cls: 'Error', message: 'connect ETIMEDOUT 10.0.3.17:5432', tags: ['database', 'network'], weight: 1 },
};

/** A flat rate: an incident's events come as fast at night as in the afternoon. */
const FLAT: Rhythm = { ...STEADY, a: 0, phi: 0, b: 0, psi: 0 };

/**
 * The templates of a planned project, all hand-made (specials): known bugs alive since 2020–2024,
 * then the new bugs' templates, then the incident. No template has generations of random length,
 * so no group appears or ends that the plan does not name.
 */
export function buildPlannedTimes(key: number, kind: ProjectKind, plan: ErrorPlan, scale: number): TemplateTimes {
  const specials: Special[] = [];
  const known = Math.max(1, Math.round(plan.known * Math.min(scale, 100)));
  const stretch = known / plan.known;
  for (let i = 0; i < known; i++) {
    const h = hash(key, K_TIMES, i);
    const rank = Math.floor(i / stretch);
    specials.push({
      pattern: pickWeighted(PATTERN_TABLES[kind], subUnit(h, 1)),
      lifecycle: { kind: 'evergreen', birth: ORIGIN + Math.floor(subBetween(h, 2, 0, 700)) * DAY },
      weight: (plan.topRate / Math.pow(1 + rank, 1.05)) * subBetween(h, 5, 0.7, 1.3),
    });
  }
  if (plan.fresh) {
    const { from, count, everyMs, lifeMs, rate } = plan.fresh;
    for (let i = 0; i < count; i++) {
      const h = hash(key, K_TIMES, known + i);
      const birth = from + i * everyMs;
      specials.push({
        pattern: pickWeighted(PATTERN_TABLES[kind], subUnit(h, 1)),
        lifecycle: { kind: 'once', birth, death: birth + lifeMs },
        weight: rate,
        status: 'Open',
      });
    }
  }
  if (plan.incident) {
    const { birth, death, perDay } = plan.incident;
    specials.push({
      pattern: INCIDENT_PATTERN[kind],
      lifecycle: { kind: 'once', birth, death },
      weight: perDay,
      status: 'Open',
      rhythm: FLAT,
    });
  }
  const count = specials.length;
  return {
    count,
    specials,
    period: new Float64Array(count),
    life: new Float64Array(count),
    offset: new Float64Array(count),
    weight: new Float64Array(count),
    mobileShare: new Float64Array(count).fill(NaN),
  };
}

// ── groups opened on demand (on-demand.ts) ───────────────────────────────────

/** Events per day of a group opened or reopened on demand: about ten an hour, like a bad release's new groups. */
export const ON_DEMAND_RATE = 240;

/** A group asked for at `at`, with the message it was asked with, if any. */
export interface OpenedGroup {
  readonly at: number;
  readonly message?: string | undefined;
}

/**
 * The templates with groups opened on demand after all the others (the i-th is template
 * count + i, so no id of the world changes): a pattern of the project's kind or the message asked
 * for, Open, first seen at its instant and steady at ON_DEMAND_RATE from then on.
 */
export function withOpenedGroups(
  times: TemplateTimes,
  key: number,
  kind: ProjectKind,
  opened: readonly OpenedGroup[],
): TemplateTimes {
  // Regular templates are holes: their timing lives in the typed arrays, shared with the original.
  const specials = [...times.specials];
  specials.length = times.count;
  opened.forEach(({ at, message }, i) => {
    specials.push({
      pattern: pickWeighted(PATTERN_TABLES[kind], subUnit(hash(key, K_OPENED, times.count + i), 1)),
      lifecycle: { kind: 'opened', birth: at },
      weight: ON_DEMAND_RATE,
      status: 'Open',
      ...(message === undefined ? {} : { message }),
    });
  });
  const mobileShare = new Float64Array(specials.length).fill(NaN);
  mobileShare.set(times.mobileShare);
  return { ...times, count: specials.length, specials, mobileShare };
}
