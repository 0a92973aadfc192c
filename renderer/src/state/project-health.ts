// Each project's last health state as the home judged it, for the project switcher's dots: kept
// in this page's storage (states and ids only, nothing personal), so the dots are there at the
// next launch before the home is opened again.
import type { HealthState } from '../domain/project-health.ts';
import { HEALTH_ORDER } from '../domain/project-order.ts';
import { createStore } from '../platform/create-store.ts';

const STORAGE_KEY = 'spyglass.project-health';

export type HealthByProject = Readonly<Record<string, HealthState>>;

/** The key of a project in the map: its account and its id. */
export const projectKey = (accountId: string, projectId: string): string => JSON.stringify([accountId, projectId]);

function read(): HealthByProject {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, HealthState] => HEALTH_ORDER.includes(entry[1])),
    );
  } catch {
    return {}; // written by hand or by another version: the home judges again
  }
}

let current: HealthByProject | null = null;
const healthStore = createStore<HealthByProject>({
  read: () => (current ??= read()),
  write: (next) => {
    current = next;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  },
});

/** Records what the home judged; unchanged states write nothing. */
export function rememberHealth(states: HealthByProject): void {
  const known = healthStore.get();
  if (Object.entries(states).every(([key, state]) => known[key] === state)) return;
  healthStore.set({ ...known, ...states });
}

/** Every project's last known state, by `projectKey`. */
export function useHealthByProject(): HealthByProject {
  return healthStore.use();
}
