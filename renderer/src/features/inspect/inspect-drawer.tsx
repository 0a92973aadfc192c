// Inspect: every answer the view on screen used, as the service gave it. For each, the request
// as sent (the key's header reads •••), the status, where the time went, where the answer came
// from (the service, or the cache and when), its size, the values that did not meet the contract,
// and the raw JSON to read, search, copy or download. It reads only what the app already holds:
// the stored answers come from the cache, so it works offline too.
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { AnswerTrace, ApiResult } from '../../../../shared/bridge.ts';
import type { Deviation } from '../../../../shared/reading.ts';
import { apiKeys, appKeys, isLiveKey, readApiKey, type ApiKey } from '../../api/query-keys.ts';
import { shownAnswer } from '../../api/view-state.ts';
import { maskEvents, type PersonalData } from '../../domain/privacy-mask.ts';
import { ask } from '../../platform/bridge.ts';
import { saveExport } from '../../platform/save-export.ts';
import { closeInspect, type InspectTarget } from '../../state/inspect.ts';
import { usePrivacyMask } from '../../state/privacy-mask.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ColumnHeads } from '../../ui/column-heads.tsx';
import { displayText } from '../../ui/display-text.ts';
import { JsonTree, type Json } from '../../ui/json-tree.tsx';
import { formatWhole, formatBytes, formatExact } from '../../ui/format.ts';
import { formatDateTime } from '../../ui/time.ts';
import { notify } from '../../ui/toast.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { sentWords } from '../../ui/value-notes.tsx';
import './inspect.css';

interface Answer {
  id: string;
  key: ApiKey;
  result: ApiResult | undefined;
}

/** The live answers on screen for this project, in the order they were asked for. */
function useAnswersOnScreen(project: { accountId: string; projectId: string }, target: InspectTarget): Answer[] {
  const cache = useQueryClient().getQueryCache();
  const { accountId, projectId } = project;
  const read = useCallback(() => {
    const queries = cache
      .findAll({ queryKey: apiKeys.project({ accountId, projectId }) })
      .filter((query: Query) => query.getObserversCount() > 0 && isLiveKey(query.queryKey));
    return queries;
  }, [cache, accountId, projectId]);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  // A string snapshot: the list changes only when an answer on screen does.
  const snapshot = useSyncExternalStore(subscribe, () =>
    read()
      .map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`)
      .join('|'),
  );
  return useMemo(() => {
    void snapshot;
    return read()
      .map((query) => ({
        id: query.queryHash,
        key: readApiKey(query.queryKey)!,
        result: query.state.data as ApiResult | undefined,
      }))
      .filter((answer) => !target.endpoints || target.endpoints.includes(answer.key.endpoint));
  }, [read, snapshot, target.endpoints]);
}

export function InspectDrawer({
  target,
  project,
}: {
  target: InspectTarget;
  project: { accountId: string; projectId: string };
}): ReactNode {
  const answers = useAnswersOnScreen(project, target);
  return (
    <Dialog
      open
      onClose={closeInspect}
      variant="drawer"
      className="inspect"
      title="Inspect"
      description="The answers this view shows, as the service sent them."
    >
      {answers.length === 0 ? (
        <p className="state state-empty" role="note">
          No answers on screen yet.
        </p>
      ) : (
        <ol className="inspect-answers">
          {answers.map((answer, i) => (
            <li key={answer.id}>
              <AnswerSection answer={answer} open={i === 0} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function describeRequest(key: ApiKey): string {
  const params = Object.entries(key.query).map(([name, value]) => `${name}=${String(value)}`);
  return `${key.endpoint}${params.length ? ` · ${params.join(', ')}` : ''}`;
}

function AnswerSection({ answer, open }: { answer: Answer; open: boolean }): ReactNode {
  const { result, key } = answer;
  const deviationCount = shownAnswer(result)?.facts.deviationCount ?? 0;
  return (
    <details className="inspect-answer" open={open} data-testid="inspect-answer" data-endpoint={key.endpoint}>
      <summary>
        <span className="inspect-title">{describeRequest(key)}</span>
        <span className={result && !result.ok ? 'inspect-status bad' : 'inspect-status'}>
          {result === undefined
            ? 'waiting'
            : result.ok
              ? result.source === 'cache'
                ? 'from the cache'
                : 'from the service'
              : result.error.kind}
          {deviationCount > 0 ? ` · ${formatWhole(deviationCount)} deviations` : ''}
        </span>
      </summary>
      <AnswerDetails answer={answer} />
    </details>
  );
}

function AnswerDetails({ answer }: { answer: Answer }): ReactNode {
  const { result, key } = answer;
  const stored = useQuery({
    queryKey: appKeys.storedAnswer(key, result?.ok ? result.fetchedAt : null),
    queryFn: () =>
      ask('api.inspect', {
        accountId: key.accountId,
        endpoint: key.endpoint,
        path: key.path as Record<string, string>,
        query: key.query as Record<string, string | number>,
      }),
    staleTime: Infinity,
  });
  const { masked } = usePrivacyMask();
  const found = stored.data?.found ? stored.data : null;
  const shown = shownAnswer(result);
  const trace = shown?.facts.trace ?? found?.trace;
  const deviations = found?.deviations ?? shown?.facts.deviations ?? [];
  const deviationCount = found?.deviationCount ?? shown?.facts.deviationCount ?? 0;
  const raw = useMemo(() => (found ? shownJson(found.raw, key.endpoint, masked) : null), [found, key.endpoint, masked]);
  const fileName =
    `${key.endpoint} ${found ? new Date(found.fetchedAt).toISOString().slice(0, 16).replace(':', '-') : ''}.json`.trim();

  return (
    <div className="inspect-body">
      {result && !result.ok ? (
        <p className="inspect-error" role="note">
          {result.error.message}
          {shown ? ` The view shows the copy of ${formatDateTime(shown.fetchedAt)}.` : ''}
        </p>
      ) : null}
      <Request trace={trace} />
      <Facts
        trace={trace}
        source={found?.source ?? shown?.source ?? 'cache'}
        fetchedAt={found?.fetchedAt ?? shown?.fetchedAt}
      />
      <Deviations deviations={deviations} count={deviationCount} />
      <section aria-label="Raw answer">
        <div className="inspect-raw-head">
          <h3>Answer{masked && key.endpoint === 'errors.events' ? ' (privacy mask on)' : ''}</h3>
          {raw ? (
            <span className="inspect-raw-actions">
              <button type="button" onClick={() => void copy(raw)}>
                Copy
              </button>
              <button type="button" onClick={() => void download(raw, fileName)}>
                Download
              </button>
            </span>
          ) : null}
        </div>
        {stored.isPending ? (
          <p className="muted" role="status">
            Reading the stored answer…
          </p>
        ) : stored.isError ? (
          <p className="inspect-error" role="alert">
            {stored.error.message}
          </p>
        ) : raw === null ? (
          <p className="muted" role="note">
            No answer to this request is stored.
          </p>
        ) : (
          <RawAnswer text={raw} label={`${key.endpoint} answer`} />
        )}
      </section>
    </div>
  );
}

/** The answer as a searchable tree; text that is not JSON, as it came. */
function RawAnswer({ text, label }: { text: string; label: string }): ReactNode {
  const value = useMemo((): Json | undefined => {
    try {
      return JSON.parse(text) as Json;
    } catch {
      return undefined;
    }
  }, [text]);
  return value === undefined ? (
    <pre className="json-raw">{displayText(text)}</pre>
  ) : (
    <JsonTree value={value} label={label} searchable />
  );
}

function Request({ trace }: { trace: AnswerTrace | undefined }): ReactNode {
  if (!trace)
    return (
      <p className="muted" role="note">
        The request was not recorded with this answer (a copy stored by an older version).
      </p>
    );
  return (
    <section aria-label="Request">
      <h3>Request</h3>
      <p className="inspect-url">
        <span className="inspect-method">{trace.method}</span> <code data-testid="inspect-url">{trace.url}</code>
      </p>
      <dl className="inspect-headers">
        {Object.entries(trace.headers).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Facts({
  trace,
  source,
  fetchedAt,
}: {
  trace: AnswerTrace | undefined;
  source: 'network' | 'cache';
  fetchedAt: number | undefined;
}): ReactNode {
  const ms = (n: number) => `${formatExact(Math.round(n))} ms`;
  return (
    <dl className="inspect-facts">
      <div>
        <dt>Status</dt>
        <dd data-testid="inspect-status">
          {trace ? `${trace.status}${trace.attempts > 1 ? ` after ${trace.attempts} tries` : ''}` : '–'}
        </dd>
      </div>
      <div>
        <dt>From</dt>
        <dd data-testid="inspect-source">
          {source === 'network' ? 'the service' : `the cache${fetchedAt ? `, as of ${formatDateTime(fetchedAt)}` : ''}`}
        </dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{trace ? formatBytes(trace.bytes) : '–'}</dd>
      </div>
      {trace ? (
        <div>
          <dt>Time</dt>
          <dd>
            queued {ms(trace.timings.queuedMs)} · waiting {ms(trace.timings.waitingMs)} · reading{' '}
            {ms(trace.timings.readingMs)} · checking {ms(trace.timings.checkingMs)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Deviations({ deviations, count }: { deviations: readonly Deviation[]; count: number }): ReactNode {
  if (count === 0)
    return (
      <p className="inspect-exact" data-testid="inspect-deviations">
        Every value met the contract.
      </p>
    );
  return (
    <section aria-label="Deviations" data-testid="inspect-deviations">
      <h3>
        {formatWhole(count)} {count === 1 ? 'value' : 'values'} did not meet the contract
        {count > deviations.length ? ` (the first ${formatWhole(deviations.length)} listed)` : ''}
      </h3>
      <table className="inspect-deviations">
        <ColumnHeads names={['Field', 'Expected', 'Came', 'Shown']} />
        <tbody>
          {deviations.map((d) => (
            <tr key={d.path}>
              <td>
                <code>{d.path}</code>
              </td>
              <td>{d.expected}</td>
              <td>{sentWords(d)}</td>
              <td>{d.read}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Pretty JSON for reading; an error events answer passes the privacy mask when it is on. */
function shownJson(raw: string, endpoint: string, masked: boolean): string {
  try {
    const value: unknown = JSON.parse(raw);
    const events =
      masked &&
      endpoint === 'errors.events' &&
      value !== null &&
      typeof value === 'object' &&
      Array.isArray((value as { data?: unknown }).data);
    const shown = events ? { ...value, data: (value as { data: unknown[] }).data.map(maskRawEvent) } : value;
    return JSON.stringify(shown, null, 2);
  } catch {
    return raw; // not JSON: shown as it came
  }
}

/** An event as the service sent it may lack its personal fields or hold other values there: what cannot be masked is not shown. */
function maskRawEvent(event: unknown): unknown {
  try {
    return maskEvents([event as PersonalData], true)[0];
  } catch {
    return '(hidden by the privacy mask: this event could not be masked)';
  }
}

const copy = (text: string) => copyText(text, 'the answer');

async function download(text: string, filename: string): Promise<void> {
  const outcome = await saveExport({ filename, mime: 'application/json', text });
  notify(outcome.message, outcome.ok ? 'info' : 'error');
}
