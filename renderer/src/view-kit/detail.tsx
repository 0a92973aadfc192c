// Pieces of the detail pages (one page, ajax call, route, transaction): the item's answer (and
// with Compare on, the same item in the comparison window), the way back to the list, and bars
// for percentiles.
import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { ViewState } from '../api/view-state.ts';
import { chartsIn } from './chart-capture.ts';
import {
  figureNumbers,
  figuresOf,
  HeadlineSink,
  useDeclareHeadline,
  useHeadlineSink,
  type FigureSpec,
  type Headline,
} from './headline.tsx';
import type { Figure } from '../ui/figure.tsx';
import { answerFacts, comparisonFacts, exportFigures, useViewExport, type ViewExportModel } from './view-export.ts';
import type { ResolvedWindow } from '../../../shared/time-window.ts';
import { hasData } from '../api/view-state.ts';
import { CopyMarkdownButton } from './copy-markdown-button.tsx';
import type { MarkdownFacts } from './markdown.ts';
import type { EndpointId, ResponseOf } from '../../../shared/catalogue.ts';
import { PERCENTILE_KEYS, type PercentileKey } from '../../../shared/percentiles.ts';
import type { EndpointArgs, Scope } from '../api/queries.ts';
import { useApi } from '../api/use-api.ts';
import { useEscapeLayer } from '../ui/shortcuts.ts';
import { useCompared, type Compared } from './compared.ts';
import { ComparisonNote } from './comparison-note.tsx';
import { DataState } from './data-state.tsx';
import { exactMs, formatMs } from '../ui/format.ts';
import { listHref } from './list-params.ts';

/**
 * A detail page's frame: the item's answer with its loading, error and stale states, and Try
 * again; with Compare on, the same request for the comparison window, handed to `children` for
 * the figures' changes and the header's note naming that window.
 */
export function DetailSection<Id extends EndpointId>(props: {
  scope: Scope;
  endpoint: Id;
  args: EndpointArgs<Id>;
  testId: string;
  label: string;
  children: (data: ResponseOf<Id>, compared: Compared<ResponseOf<Id>> | null) => ReactNode;
}): ReactNode {
  const state = useApi(props.scope, props.endpoint, props.args);
  const compared = useCompared(props.scope, props.endpoint, props.args, state);
  const section = useRef<HTMLElement>(null);
  const { headline, declare } = useHeadlineSink();
  useDetailExport(props.label, state, compared, section, headline);
  return (
    <section ref={section} className="detail-view" data-testid={props.testId} aria-label={props.label}>
      {hasData(state) ? (
        <CopyMarkdownButton facts={() => detailFacts(headline.current, props.label, state.window)} />
      ) : null}
      <HeadlineSink value={declare}>
        <DataState state={state}>{(data) => props.children(data, compared)}</DataState>
      </HeadlineSink>
    </section>
  );
}

/** A detail as Copy as Markdown writes it: its title and its figures as they read on screen, with their changes when Compare is on. */
function detailFacts(headline: Headline, kind: string, window: ResolvedWindow): MarkdownFacts {
  return { kind, title: headline.title ?? '', numbers: figureNumbers(headline.figures ?? []), window };
}

/** What a detail puts in Export view → PDF: its title and figures as it declares them, and its charts, read when exporting. */
function useDetailExport(
  kind: string,
  state: ViewState<unknown>,
  compared: Compared<unknown> | null,
  section: RefObject<HTMLElement | null>,
  headline: RefObject<Headline>,
): void {
  const model = useMemo(
    (): ViewExportModel => ({
      get view() {
        const title = headline.current.title;
        return title ? `${kind}: ${title}` : kind;
      },
      ...answerFacts(state),
      get figures() {
        return exportFigures(headline.current.figures ?? [], 'shown');
      },
      charts: chartsIn(() => section.current),
      tables: [],
      comparison: comparisonFacts(compared),
    }),
    [kind, state, compared, section, headline],
  );
  useViewExport(hasData(state) ? model : null);
}

/** The one item a `*.get` list answer carries, or a note that the window holds none of it. */
export function theItem<T>(items: readonly T[], what: string, render: (item: T) => ReactNode): ReactNode {
  const item = items[0];
  return item ? render(item) : <p className="state state-empty">This {what} has no data in this window.</p>;
}

/** What a detail's header says of its frame: the way back to the list, the kind of item, the comparison. */
export interface DetailHead {
  backHref: string;
  backLabel: string;
  kicker: string;
  compared: Compared<unknown> | null;
}

/** What a detail's body is given: its item, the answer in the comparison window, and its header's frame. */
export interface DetailBody<I, D> {
  item: I;
  compared: Compared<D> | null;
  head: DetailHead;
}

/** How a detail of a list's item names itself: its test id, its label (the header's kicker), the item in a sentence, and its list. */
export interface DetailNames {
  testId: string;
  label: string;
  what: string;
  back: string;
}

/** What the body of a list item's detail is given besides: its figures, each with its change when Compare is on. */
export interface ItemBody<I, D> extends DetailBody<I, D> {
  figures: (specs: readonly FigureSpec<I>[]) => Figure[];
}

type ItemOf<Id extends EndpointId> = ResponseOf<Id> extends { data: readonly (infer T)[] } ? T : never;

/**
 * The detail of the one item a `*.get` list answer carries (an ajax call, a route, a
 * transaction), drawn by `Body`, with the way back to the list it came from (the view the
 * endpoint is named after); where the window holds none of it, a note says so.
 */
export function ItemDetail<Id extends EndpointId>(
  props: DetailNames & {
    scope: Scope;
    params: URLSearchParams;
    endpoint: Id;
    args: EndpointArgs<Id>;
    Body: (props: ItemBody<ItemOf<Id>, ResponseOf<Id>>) => ReactNode;
  },
): ReactNode {
  const { scope, params, endpoint, args, testId, label, what, back, Body } = props;
  const itemsOf = (data: ResponseOf<Id>) => (data as unknown as { data: readonly ItemOf<Id>[] }).data;
  const backHref = listHref(endpoint.slice(0, endpoint.indexOf('.')), params);
  return (
    <DetailSection scope={scope} endpoint={endpoint} args={args} testId={testId} label={label}>
      {(data, compared) =>
        theItem(itemsOf(data), what, (item) => (
          <Body
            item={item}
            compared={compared}
            head={{ backHref, backLabel: back, kicker: label, compared }}
            figures={(specs) => figuresOf(specs, item, compared, (then) => itemsOf(then)[0])}
          />
        ))
      }
    </DetailSection>
  );
}

/** Back to the list (keeping its search, sort and page); Esc does the same. With Compare on, the window it is set against. */
export function DetailHeader(props: {
  backHref: string;
  backLabel: string;
  kicker: string;
  title: ReactNode;
  /** The title as text, for the PDF and Copy as Markdown, when the title is more than text. */
  name?: string;
  compared?: Compared<unknown> | null;
  /** The item carries under 1 % of the project's throughput (the service's `underOnePercent`). */
  underOnePercent?: boolean | null;
  children?: ReactNode;
}): ReactNode {
  useDeclareHeadline({ title: props.name ?? (typeof props.title === 'string' ? props.title : '') });
  useEscapeLayer(true, () => {
    window.location.hash = props.backHref;
  });
  return (
    <header className="detail-header">
      <a className="detail-back" href={props.backHref}>
        ← {props.backLabel}
      </a>
      <div className="detail-kicker">{props.kicker}</div>
      <h1 className="detail-title">{props.title}</h1>
      {props.children}
      {props.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      <ComparisonNote compared={props.compared ?? null} />
    </header>
  );
}

/** p50 … p99 as bars on one scale (the p99), so the tail's length is visible. */
export function PercentileBars(props: { values: Record<PercentileKey, number | null>; label: string }): ReactNode {
  const max = Math.max(...PERCENTILE_KEYS.map((k) => props.values[k] ?? 0), 1);
  return (
    <figure className="detail-bars" aria-label={props.label}>
      <figcaption>{props.label}</figcaption>
      {PERCENTILE_KEYS.map((key) => (
        <div
          key={key}
          className="detail-bar-row"
          data-testid={`p${key.slice('percentile_'.length)}`}
          title={exactMs(props.values[key])}
        >
          <span className="detail-bar-label">p{key.slice('percentile_'.length)}</span>
          <span className="detail-bar-track">
            <span className="detail-bar-fill" style={{ width: `${((props.values[key] ?? 0) / max) * 100}%` }} />
          </span>
          <span className="detail-bar-value">{formatMs(props.values[key])}</span>
        </div>
      ))}
    </figure>
  );
}
