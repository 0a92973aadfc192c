// The back-trace: the app's own frames stand out, library runs fold away, the newest app frame is
// marked as where to look first, and the whole trace copies as text. Keyed by event by its
// parent, so another event starts folded again.
import { useEffect, useState, type ReactNode } from 'react';
import type { BackTraceFrame } from '../../api/answer-types.ts';
import { useShortcut } from '../../ui/shortcuts.ts';
import { displayText } from '../../ui/display-text.ts';
import {
  collapseFrames,
  culpritIndex,
  frameLocation,
  orderFrames,
  splitFile,
  traceText,
  type ClassifiedFrame,
  type FrameKind,
} from './frames.ts';

const KIND_LABELS: Record<FrameKind, string> = {
  app: 'App',
  library: 'Library',
  cdn: 'Third-party',
  runtime: 'Runtime',
};

export function BackTrace(props: { frames: readonly BackTraceFrame[]; pageUrl: string; heading: string }): ReactNode {
  const { frames, pageUrl, heading } = props;
  const [order, setOrder] = useState<'newest' | 'oldest'>('newest');
  const [showAll, setShowAll] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 4000);
    return () => clearTimeout(timer);
  }, [copied]);

  const ordered = orderFrames(frames, pageUrl, order);
  const culprit = culpritIndex(frames, pageUrl);
  const appCount = ordered.filter((f) => f.kind === 'app').length;
  const blocks = showAll ? ordered.map((frame) => ({ type: 'frame' as const, frame })) : collapseFrames(ordered);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(traceText(heading, ordered));
      setCopied(`Copied ${frames.length} frames to the clipboard`);
    } catch (error) {
      setCopied(`Could not copy: ${error instanceof Error ? error.message : 'the clipboard is not available'}`);
    }
  };
  useShortcut({ keys: 'c', description: 'Copy the back-trace as text', group: 'Errors' }, () => void copy());

  return (
    <section className="err-panel err-trace" aria-labelledby="trace-title" data-testid="back-trace">
      <div className="err-panel-head">
        <h2 id="trace-title">Back-trace</h2>
        <span className="err-muted">
          {frames.length} frames · {appCount} in the app
        </span>
        <span className="err-actions">
          <button
            type="button"
            onClick={() => setOrder(order === 'newest' ? 'oldest' : 'newest')}
            aria-label={`Order: ${order} first; switch`}
          >
            {order === 'newest' ? 'Newest first ↓' : 'Oldest first ↑'}
          </button>
          <button type="button" aria-pressed={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Fold library frames' : 'Show all frames'}
          </button>
          <button type="button" onClick={() => void copy()} title="Copy (c)">
            Copy trace
          </button>
        </span>
      </div>
      {culprit >= 0 ? <Culprit frame={frames[culprit]!} /> : null}
      {copied ? (
        <p className="err-note err-copied" role="status">
          {copied}
        </p>
      ) : null}
      {frames.length === 0 ? (
        <p className="err-muted">This event came without a back-trace.</p>
      ) : (
        <ol className="err-frames">
          {blocks.map((block) =>
            block.type === 'frame' ? (
              <Frame key={block.frame.index} frame={block.frame} culprit={block.frame.index === culprit} />
            ) : opened.has(runKey(block.frames)) ? (
              block.frames.map((frame) => <Frame key={frame.index} frame={frame} culprit={false} />)
            ) : (
              <li key={`run-${runKey(block.frames)}`} className="err-frame-run">
                <button
                  type="button"
                  className="err-link-button"
                  onClick={() => setOpened(new Set([...opened, runKey(block.frames)]))}
                >
                  {block.frames.length} library frames: {libraryNames(block.frames)}
                </button>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}

function Frame({ frame, culprit }: { frame: ClassifiedFrame; culprit: boolean }): ReactNode {
  const { dir, name } = splitFile(displayText(frame.f));
  const position = (frame.ln ?? 0) > 0 ? `:${frame.ln}${(frame.cn ?? 0) > 0 ? `:${frame.cn}` : ''}` : '';
  return (
    <li
      className={`err-frame err-frame-${frame.kind}${culprit ? ' is-culprit' : ''}`}
      data-kind={frame.kind}
      data-frame={frame.index}
      title={displayText(
        culprit ? `Most recent frame of the app's own code: ${frameLocation(frame)}` : frameLocation(frame),
      )}
    >
      <span className="err-frame-kind">{KIND_LABELS[frame.kind]}</span>
      <span className="err-frame-fn">{displayText(frame.m) || '(anonymous)'}</span>
      <span className="err-frame-file">
        {dir ? <span className="err-frame-dir">{dir}</span> : null}
        <span className="err-frame-name">{name}</span>
        <span className="err-frame-pos">{position}</span>
      </span>
    </li>
  );
}

/** A run is the same run in either order: known by its newest frame. */
const runKey = (frames: readonly ClassifiedFrame[]): number => Math.min(...frames.map((frame) => frame.index));

/** The line to open first, said in words above the trace. */
function Culprit({ frame }: { frame: BackTraceFrame }): ReactNode {
  return (
    <p className="err-culprit" data-testid="culprit">
      <span className="err-culprit-label">Crashed in the app at</span>{' '}
      <strong className="err-mono">{displayText(frame.m) || '(anonymous)'}</strong>{' '}
      <span className="err-mono">{displayText(frameLocation(frame))}</span>
    </p>
  );
}

/** "react-dom, axios": the packages or hosts a folded run goes through. */
function libraryNames(frames: readonly ClassifiedFrame[]): string {
  const names = frames.map((frame) => {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.f);
    if (pkg?.[1]) return pkg[1];
    try {
      return new URL(frame.f).host || frame.f;
    } catch {
      return frame.f;
    }
  });
  return [...new Set(names)].slice(0, 4).join(', ') + (new Set(names).size > 4 ? ', …' : '');
}
