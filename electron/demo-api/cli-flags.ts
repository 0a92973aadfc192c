// The form of the CLI's repeatable rule flags (--fault, --event): `key=value,key=value`, with
// numbers read as numbers and synonyms renamed; the caller's schema judges the result.

/**
 * The pairs of a flag. Fields listed in `numeric` whose value reads as a number become numbers;
 * a key of `synonyms` is renamed. Throws a SyntaxError for a part that is not key=value (the CLI
 * names the flag).
 */
export function flagPairs(
  flag: string,
  numeric: readonly string[],
  synonyms: Readonly<Record<string, string>> = {},
): Record<string, string | number> {
  const pairs: Record<string, string | number> = {};
  for (const part of flag.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new SyntaxError(`"${part}" is not key=value`);
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    const name = synonyms[key] ?? key;
    pairs[name] = numeric.includes(name) && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  }
  return pairs;
}
