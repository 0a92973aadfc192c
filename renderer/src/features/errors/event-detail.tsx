// The event laid out for chasing a crash: the message and navigation on top, the back-trace
// straight below (visible without scrolling), context beside it, the story (breadcrumbs) after.
import type { ReactNode } from 'react';
import type { ErrorEvent } from '../../api/answer-types.ts';
import { BackTrace } from './back-trace.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { EnvPanel, EventFacts, RequestPanel, TagsPanel, UrlPanel, UserPanel } from './context-panels.tsx';
import { DataTree } from './data-tree.tsx';
import { EventNav } from './event-nav.tsx';
import { eventFigures } from './event-figures.ts';
import { displayText } from '../../ui/display-text.ts';

export function EventDetail(props: {
  event: ErrorEvent;
  errorId: string;
  position: number;
  total: number;
  params: URLSearchParams;
}): ReactNode {
  const { event, errorId, position, total, params } = props;
  const crashMs = Date.parse(event.timestamp);
  const heading = `${event.class}: ${event.name}`;
  return (
    <article className="err-event" data-event-id={event.id}>
      <header className="err-event-head">
        <h1 className="err-event-title" dir="auto" title={heading.length > 240 ? `${heading.slice(0, 240)}…` : heading}>
          <span className="err-event-class">{displayText(event.class)}</span>{' '}
          <span dir="auto">{displayText(event.name)}</span>
        </h1>
        <p className="err-event-summary">
          {eventFigures(event)
            .filter((figure) => !figure.notInSummary)
            .map(({ label, value, dateTime, dirAuto, testId }) =>
              dateTime ? (
                <time key={label} dateTime={dateTime}>
                  {value}
                </time>
              ) : (
                <span key={label} {...(dirAuto ? { dir: 'auto' } : {})} {...(testId ? { 'data-testid': testId } : {})}>
                  {value}
                </span>
              ),
            )}
        </p>
        <EventNav errorId={errorId} position={position} total={total} />
      </header>
      <div className="err-event-grid">
        <div className="err-event-main">
          <BackTrace
            key={event.id}
            frames={event.backTraces}
            pageUrl={event.request.url || event.url.raw}
            heading={heading}
          />
          <Breadcrumbs key={`crumbs-${event.id}`} crumbs={event.breadCrumbs} crashMs={crashMs} crash={heading} />
          <UrlPanel url={event.url} />
          <section className="err-panel" data-testid="custom-data">
            <h2>Custom data</h2>
            <DataTree data={event.customData} />
          </section>
        </div>
        <aside className="err-event-side" aria-label="Context">
          <EventFacts event={event} />
          <UserPanel user={event.user} />
          <EnvPanel env={event.env} geo={event.geo} />
          <RequestPanel request={event.request} />
          <TagsPanel tags={event.tags} params={params} />
        </aside>
      </div>
    </article>
  );
}
