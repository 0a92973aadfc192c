// `npm run check:electronegativity`: Doyensec's Electronegativity over the Electron code, failing
// on any finding. The tool itself exits 0 whatever it finds, so this calls its runner and reads
// the issues it returns.
//
// What it reads: electron/ (main, preload, and the core, demo API and browser host they bundle;
// unit tests, their helpers in testing/ folders and fixtures left out, they never ship) and the
// renderer's HTML, which carries the Content-Security-Policy (without it the CSP check rightly
// reports "no CSP"); the page's policy is written in as the build writes it. The files are
// copied to a scratch folder with the same relative paths, so findings name repository paths.
// TypeScript is parsed by the tool's Babel parser, which reads current syntax.
//
// A finding that is a false positive is fixed in the code where possible; otherwise it is
// silenced where it occurs with `// eng-disable CHECK_ID` and a comment saying why.
import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillContentSecurityPolicy, POLICY_PLACEHOLDER } from '../electron/core/content-security-policy.ts';

const repository = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
  shortenedURL?: string;
  manualReview?: boolean;
  severity: { name?: string; value: number };
  confidence: { name?: string; value: number };
  sample?: string;
}
interface Result {
  globalChecks: number;
  atomicChecks: number;
  errors: { file: string; message?: string; error?: unknown }[];
  issues: Issue[];
}
type Run = (options: Record<string, unknown>, forCli?: boolean) => Promise<Result>;

/**
 * Checks left out (by class name), each for a reason that is not about our code:
 * - AvailableSecurityFixesGlobalCheck (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK) downloads Electron's
 *   release list from GitHub to judge the Electron version a package.json names. We scan no
 *   package.json (the version is passed below), so it has nothing to judge and would only add a
 *   network call to every run. Keeping Electron current is the job of dependency updates.
 */
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

/**
 * The tool downloads its UI strings from S3 on every run, and when that download times out, a bug
 * in its old HTTP client (got 11 + p-cancelable) throws from a timer and kills the process after
 * the scan. Its locales module is replaced by one that loads the English strings it ships, before
 * the runner requires it: the same setup minus the network.
 */
function useBundledStrings(): void {
  const localesModule = require.resolve('@doyensec/electronegativity/dist/locales/i18n.js');
  const i18n = createRequire(localesModule)('i18n') as {
    configure(options: object): void;
    setLocale(locale: string): void;
  };
  const offline = new Module(localesModule);
  offline.filename = localesModule;
  offline.loaded = true;
  offline.exports = async () => {
    i18n.configure({
      locales: ['en-US'],
      defaultLocale: 'en-US',
      directory: dirname(localesModule),
      updateFiles: false,
      objectNotation: true,
      register: globalThis,
    });
    i18n.setLocale('en-US');
  };
  require.cache[localesModule] = offline;
}

export const SCANNED = ['electron/**/*.{ts,tsx,js,mjs,cjs,html}', 'renderer/**/*.html'];
const NOT_SHIPPED = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/fixtures/**', '**/testing/**'];

/** Scans the Electron code of the project at `root` (the repository, or a test fixture). */
export async function scan(root = repository): Promise<Result & { files: string[] }> {
  const files = globSync(SCANNED, { cwd: root, exclude: NOT_SHIPPED }).sort();
  const stage = mkdtempSync(join(tmpdir(), 'spyglass-electronegativity-'));
  try {
    for (const file of files) {
      mkdirSync(join(stage, dirname(file)), { recursive: true });
      const html = file.endsWith('.html') ? readFileSync(join(root, file), 'utf8') : '';
      // The page as built: its policy written in, so the scan reads the policy that ships.
      if (html.includes(POLICY_PLACEHOLDER)) writeFileSync(join(stage, file), fillContentSecurityPolicy(html));
      else cpSync(join(root, file), join(stage, file));
    }
    const electronVersion = (
      JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }
    ).version;
    useBundledStrings();
    const run = require('@doyensec/electronegativity') as Run;
    const result = await run(
      {
        input: stage,
        isRelative: true,
        isVerbose: true,
        customScan: [],
        excludeFromScan: EXCLUDED_CHECKS,
        electronVersionOverride: electronVersion,
        parserPlugins: [],
      },
      false,
    );
    return { ...result, files };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await scan();
  const { issues, errors, files } = result;
  console.log(
    `Electronegativity: ${result.atomicChecks} atomic and ${result.globalChecks} global checks over ${files.length} files.`,
  );
  for (const issue of issues) {
    const where =
      issue.file === 'N/A' ? '(whole app)' : `${issue.file}:${issue.location.line}:${issue.location.column}`;
    console.log(`\n✗ ${issue.id}  ${where}${issue.manualReview ? '  [review]' : ''}`);
    console.log(`  ${issue.description}`);
    if (issue.sample) console.log(`  > ${issue.sample.trim().split('\n')[0]}`);
    if (issue.shortenedURL) console.log(`  ${issue.shortenedURL}`);
  }
  for (const error of errors)
    console.log(`\n✗ not checked (could not parse): ${error.file}${error.message ? `: ${error.message}` : ''}`);
  const total = issues.length + errors.length;
  console.log(
    total === 0
      ? '\nElectronegativity: 0 findings.'
      : `\nElectronegativity: ${issues.length} findings, ${errors.length} files not checked.`,
  );
  process.exitCode = total === 0 ? 0 : 1;
}
