// Each answer schema with zod's compiled fast path, compiled on first use and kept.
import { z } from 'zod';
import type { ExactCheck } from '../../shared/reading.ts';

const compiledSchemas = new WeakMap<z.ZodType, z.ZodType>();
const exactChecks = new WeakMap<z.ZodType, ExactCheck>();

/**
 * `schema` compiled: the same verdict and the same value as the schema itself (a rejected answer
 * is parsed again by the schema, for its issues), an order of magnitude quicker on a list.
 * Compiled in the privileged process only.
 */
export function compiledSchema(schema: z.ZodType): z.ZodType {
  let fast = compiledSchemas.get(schema);
  if (!fast) {
    fast = z.compile(schema);
    compiledSchemas.set(schema, fast);
  }
  return fast;
}

/**
 * Whether an answer meets `schema` exactly, with its value if so, on the compiled fast path
 * alone: a rejected answer is not parsed again for its issues, which the tolerant reading that
 * follows has no use for (on a large drifted answer that second parse cost as much as the
 * reading). Where the compiled code cannot say no for certain, the compiled schema answers.
 */
export function exactCheck(schema: z.ZodType): ExactCheck {
  let check = exactChecks.get(schema);
  if (!check) {
    check = makeExactCheck(schema);
    exactChecks.set(schema, check);
  }
  return check;
}

function makeExactCheck(schema: z.ZodType): ExactCheck {
  let parse: ReturnType<typeof z.core.compileFn>;
  try {
    parse = z.core.compileFn(schema);
  } catch {
    return compiledSchema(schema);
  }
  // `definite`: the compiled code's "no" is the schema's "no" (no refinement it leaves to the runtime).
  if (parse.definite !== true) return compiledSchema(schema);
  return {
    safeParse(answer) {
      const value = parse(answer);
      return value === z.core.INVALID ? { success: false } : { success: true, data: value };
    },
  };
}
