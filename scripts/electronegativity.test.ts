// The Electronegativity gate must be able to fail: an insecure fixture yields findings, and the
// checks it is known for are among them.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { scan } from './electronegativity.ts';

it('finds the problems of an insecure window', async () => {
  const result = await scan(join(import.meta.dirname, 'fixtures', 'electronegativity', 'insecure'));
  expect(result.files).toEqual(['electron/main/window.ts', 'renderer/index.html']);
  expect(result.errors).toEqual([]);
  const ids = new Set(result.issues.map((issue) => issue.id));
  for (const id of [
    'NODE_INTEGRATION_JS_CHECK',
    'CONTEXT_ISOLATION_JS_CHECK',
    'SANDBOX_JS_CHECK',
    'WEB_SECURITY_JS_CHECK',
    'CSP_GLOBAL_CHECK',
    'LIMIT_NAVIGATION_GLOBAL_CHECK',
    'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
  ]) {
    expect(ids, id).toContain(id);
  }
  expect(result.issues.find((issue) => issue.id === 'NODE_INTEGRATION_JS_CHECK')?.file).toBe('electron/main/window.ts');
}, 30_000);
