// Fault injection: a list of rules on the running server that make matching requests misbehave
// (slow, failing, malformed, cut off, dripping, huge, drifting). Rules come from code (server.faults), from
// the control endpoint /__demo/faults, or from the CLI's --fault flag; all three share one schema.
import { z } from 'zod';
import { flagPairs } from './cli-flags.ts';
import { DRIFT_MODES } from './drift.ts';

export const FAULT_KINDS = ['latency', 'status', 'malformed', 'schema', 'reset', 'drip', 'huge', 'drift'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const positive = z.number().int().min(0);

export const faultRuleSchema = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  /** Substring of the request's path and query, or a regular expression written /…/flags. Absent = every request. */
  match: z.string().min(1).optional(),
  /** How many matching requests the rule applies to; absent = all of them. */
  times: z.number().int().min(1).optional(),
  /** latency: added delay; drip: how long sending the body takes (default 5000). */
  ms: positive.max(600_000).optional(),
  /** status: the HTTP status to answer (default 503). */
  status: z.number().int().min(100).max(599).optional(),
  /** status: seconds for Retry-After (default 1 on 429; otherwise sent only when given). */
  retryAfter: positive.optional(),
  /** status: the message of the JSON body. */
  message: z.string().optional(),
  /** huge: body size in megabytes (default 50). */
  mb: z.number().positive().max(2_048).optional(),
  /** drift: what happens to a drifting value: `null`, `missing` (left out) or `string` (a number or flag as text); default null. */
  mode: z.enum(DRIFT_MODES).optional(),
  /** drift: about one value in this many drifts (default 8). */
  every: z.number().int().min(1).max(1_000_000).optional(),
  /** drift: which values drift (default: the server's seed). */
  seed: z.number().int().optional(),
});
export type FaultRule = z.infer<typeof faultRuleSchema>;

export interface ActiveFault extends FaultRule {
  readonly id: number;
  /** Requests it still applies to (null = unlimited). */
  remaining: number | null;
  hits: number;
}

/** What a request gets: the sum of matching latencies and at most one other fault (the first added). */
export interface FaultPlan {
  readonly delayMs: number;
  readonly fault: FaultRule | null;
}

function matcher(match: string | undefined): (target: string) => boolean {
  if (match === undefined) return () => true;
  // Only a regular expression's own flags make one: `/reports/errors` is a path, not /reports/ with flags "errors".
  const regex = /^\/(.+)\/([dgimsuvy]*)$/.exec(match);
  if (regex) {
    const pattern = new RegExp(regex[1] ?? '', regex[2]);
    return (target) => pattern.test(target);
  }
  return (target) => target.includes(match);
}

export class FaultSet {
  #rules: { fault: ActiveFault; test: (target: string) => boolean }[] = [];
  #nextId = 1;

  /** Adds a rule (validated; throws a ZodError or SyntaxError for a bad one) and returns it with its id. */
  add(rule: FaultRule | unknown): ActiveFault {
    return this.addAll([rule])[0] as ActiveFault;
  }

  /** Adds several rules, all of them or, when one is bad (it throws), none. */
  addAll(rules: readonly (FaultRule | unknown)[]): ActiveFault[] {
    const checked = rules.map((rule) => {
      const parsed = faultRuleSchema.parse(rule);
      return { parsed, test: matcher(parsed.match) };
    });
    return checked.map(({ parsed, test }) => {
      const fault: ActiveFault = { ...parsed, id: this.#nextId++, remaining: parsed.times ?? null, hits: 0 };
      this.#rules.push({ fault, test });
      return fault;
    });
  }

  remove(id: number): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((r) => r.fault.id !== id);
    return this.#rules.length < before;
  }

  clear(): number {
    const n = this.#rules.length;
    this.#rules = [];
    return n;
  }

  list(): ActiveFault[] {
    return this.#rules.map((r) => ({ ...r.fault }));
  }

  /** Picks the faults for one request and uses up one of their `times`. */
  take(target: string): FaultPlan {
    let delayMs = 0;
    let fault: FaultRule | null = null;
    for (const rule of this.#rules) {
      if (!rule.test(target)) continue;
      const isLatency = rule.fault.kind === 'latency';
      if (!isLatency && fault !== null) continue;
      if (isLatency) delayMs += rule.fault.ms ?? 0;
      else fault = rule.fault;
      rule.fault.hits++;
      if (rule.fault.remaining !== null) rule.fault.remaining--;
    }
    this.#rules = this.#rules.filter((r) => r.fault.remaining === null || r.fault.remaining > 0);
    return { delayMs, fault };
  }
}

/**
 * The CLI form `kind=status,status=503,times=2,path=/errors` (`path` is a synonym of `match`).
 * Numbers are read as numbers; the result is validated like any other rule.
 */
export function parseFaultFlag(flag: string): FaultRule {
  const numeric = ['times', 'ms', 'status', 'retryAfter', 'mb', 'every', 'seed'];
  return faultRuleSchema.parse(flagPairs(flag, numeric, { path: 'match' }));
}

/** A body that still parses as JSON but breaks the response schema: the first integer becomes a string. */
export function breakSchema(body: string): string {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return body;
  }
  const visit = (node: unknown): boolean => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        if (Number.isInteger(node[i])) {
          node[i] = String(node[i]);
          return true;
        }
        if (visit(node[i])) return true;
      }
      return false;
    }
    if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (Number.isInteger(record[key])) {
          record[key] = String(record[key]);
          return true;
        }
        if (visit(record[key])) return true;
      }
    }
    return false;
  };
  if (!visit(value)) return JSON.stringify([value]);
  return JSON.stringify(value);
}

/** A body that is not JSON: the real one cut in the middle, followed by an HTML error page fragment. */
export function malform(body: string): string {
  return `${body.slice(0, Math.max(1, Math.floor(body.length / 2)))}<html><body><h1>502 Bad Gateway</h1></body></html>`;
}
