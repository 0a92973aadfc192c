// Back-trace frames read for a developer: whose code each frame is, runs of library frames folded
// away, and the whole trace as text in the familiar `at fn (file:line:col)` form.
import type { BackTraceFrame } from '../../api/answer-types.ts';

/**
 * app: the project's own code. library: dependencies (node_modules, vendor bundles).
 * cdn: scripts from another origin (CDNs, payment and tag-manager scripts).
 * runtime: the engine itself (native, eval, node internals).
 */
export type FrameKind = 'app' | 'library' | 'cdn' | 'runtime';

const VENDOR_PATH = /node_modules|bower_components|(^|[/\\~._-])vendors?([/\\~._-]|$)/i;
const RUNTIME = /^(native|<anonymous>|\[native code\]|eval|node:|internal[/:])/;

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `pageUrl` is the page the event happened on: scripts served from its origin are the app's. */
export function classifyFrame(frame: Pick<BackTraceFrame, 'f'>, pageUrl: string): FrameKind {
  const file = frame.f.trim();
  if (file === '' || RUNTIME.test(file)) return 'runtime';
  if (VENDOR_PATH.test(file)) return 'library';
  const origin = originOf(file);
  if (origin !== null) return origin === originOf(pageUrl) ? 'app' : 'cdn';
  // webpack://, file paths and anything else local to the build: the app's own sources.
  return 'app';
}

export const isAppFrame = (kind: FrameKind): boolean => kind === 'app';

export interface ClassifiedFrame extends BackTraceFrame {
  kind: FrameKind;
  /** Position in the trace as the API sent it (0 = newest, the throwing frame). */
  index: number;
}

export type FrameBlock = { type: 'frame'; frame: ClassifiedFrame } | { type: 'collapsed'; frames: ClassifiedFrame[] };

/**
 * Runs of two or more non-app frames become one collapsed block. The throwing frame always
 * shows, and a trace without any app frame is left whole (folding it all would hide everything).
 */
export function collapseFrames(frames: readonly ClassifiedFrame[]): FrameBlock[] {
  if (!frames.some((frame) => isAppFrame(frame.kind))) return frames.map((frame) => ({ type: 'frame', frame }));
  const blocks: FrameBlock[] = [];
  let run: ClassifiedFrame[] = [];
  const flush = () => {
    if (run.length >= 2) blocks.push({ type: 'collapsed', frames: run });
    else for (const frame of run) blocks.push({ type: 'frame', frame });
    run = [];
  };
  for (const frame of frames) {
    if (isAppFrame(frame.kind) || frame.index === 0) {
      flush();
      blocks.push({ type: 'frame', frame });
    } else {
      run.push(frame);
    }
  }
  flush();
  return blocks;
}

/** The API sends newest first; `order` chooses what is shown. */
export function orderFrames(
  frames: readonly BackTraceFrame[],
  pageUrl: string,
  order: 'newest' | 'oldest',
): ClassifiedFrame[] {
  const classified = frames.map((frame, index) => ({ ...frame, kind: classifyFrame(frame, pageUrl), index }));
  return order === 'newest' ? classified : classified.reverse();
}

/** The frame a developer wants first: the newest frame of the app's own code. */
export function culpritIndex(frames: readonly BackTraceFrame[], pageUrl: string): number {
  return frames.findIndex((frame) => classifyFrame(frame, pageUrl) === 'app');
}

/** `file:line:col`, or just the file for frames without a position (native code). */
export function frameLocation(frame: Pick<BackTraceFrame, 'f' | 'ln' | 'cn'>): string {
  const file = frame.f || '<unknown>';
  if (frame.ln === null || frame.ln <= 0) return file;
  return (frame.cn ?? 0) > 0 ? `${file}:${frame.ln}:${frame.cn}` : `${file}:${frame.ln}`;
}

/** The trace as a JavaScript engine prints it, in the order given. */
export function traceText(heading: string, frames: readonly BackTraceFrame[]): string {
  const lines = frames.map(
    (frame) => `    at ${frame.m ? `${frame.m} (${frameLocation(frame)})` : frameLocation(frame)}`,
  );
  return [heading, ...lines].join('\n');
}

/** Splits a file into the part to read first (the file name) and the rest (where it lives). */
export function splitFile(file: string): { dir: string; name: string } {
  const clean = file.replace(/[?#].*$/, '');
  const slash = clean.lastIndexOf('/');
  if (slash === -1 || slash === clean.length - 1) return { dir: '', name: file };
  return { dir: file.slice(0, slash + 1), name: file.slice(slash + 1) };
}
