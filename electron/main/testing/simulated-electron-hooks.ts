// Module resolution hook: `electron` → the simulation (registered by simulate-electron.ts).
type Resolve = (specifier: string, context: unknown) => Promise<{ url: string; shortCircuit?: boolean }>;

export async function resolve(specifier: string, context: unknown, nextResolve: Resolve) {
  if (specifier === 'electron')
    return { url: new URL('./simulated-electron.ts', import.meta.url).href, shortCircuit: true };
  return nextResolve(specifier, context);
}
