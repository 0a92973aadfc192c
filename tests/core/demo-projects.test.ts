// The demo account lists the projects the embedded demo serves, by the same names and kinds.
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../electron/core/accounts.ts';
import { DEMO_PROJECT_LIST } from '../../electron/demo-api/project-catalogue.ts';
import { startDemoApi } from '../../electron/demo-api/server.ts';

describe('the demo account', () => {
  it('lists the demo’s own projects, in its order', () => {
    expect(DEMO_PROJECT_LIST.map(({ id, name, kind }) => ({ id, name, kind }))).toEqual(DEMO_PROJECTS);
  });

  it('is what a started demo says it serves', async () => {
    const api = await startDemoApi({ now: Date.parse('2026-03-02T11:05:00Z') });
    try {
      expect(api.projects.map(({ id, name, kind }) => ({ id, name, kind }))).toEqual(DEMO_PROJECTS);
    } finally {
      await api.close();
    }
  });
});
