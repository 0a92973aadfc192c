// The event's context, one small panel per subject: request, URL, user, environment, geo, tags
// and the event's own facts. Empty values say so rather than leaving a hole.
import type { ReactNode } from 'react';
import type { ErrorEvent } from '../../api/answer-types.ts';
import { formatDateTime } from '../../ui/time.ts';
import { errorsHref } from './error-routes.ts';
import { TimeAgo } from './time-ago.tsx';
import { describeUserAgent, envLabel, parseUserAgent } from './user-agent.ts';
import { displayText } from '../../ui/display-text.ts';

function Row({
  label,
  value,
  mono = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  mono?: boolean;
  testId?: string;
}): ReactNode {
  const empty = value === '' || value === null || value === undefined;
  return (
    <div className="err-row">
      <dt>{label}</dt>
      <dd className={mono ? 'err-mono' : undefined} dir="auto" data-testid={testId}>
        {empty ? <span className="err-muted">–</span> : typeof value === 'string' ? displayText(value) : value}
      </dd>
    </div>
  );
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }): ReactNode {
  return (
    <section className="err-panel err-context" data-testid={testId}>
      <h2>{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

export function EventFacts({ event }: { event: ErrorEvent }): ReactNode {
  const ms = Date.parse(event.timestamp);
  return (
    <Panel title="Event" testId="event-facts">
      <Row
        label="When"
        value={
          <>
            <TimeAgo iso={event.timestamp} /> · {formatDateTime(ms)}
          </>
        }
      />
      <Row label="Timestamp" value={event.timestamp} mono />
      <Row label="Version" value={event.version} testId="event-version" />
      <Row label="Agent" value={event.agentVersion} />
      <Row label="Source map" value={event.sourcemap ? 'Yes' : 'No'} />
      <Row label="Session" value={event.sid} mono />
      <Row label="Event id" value={event.id} mono testId="event-id" />
    </Panel>
  );
}

export function UserPanel({ user }: { user: ErrorEvent['user'] }): ReactNode {
  const anonymous = !user.id && !user.name && !user.email && !user.hash;
  return (
    <Panel title="User" testId="event-user">
      {anonymous ? (
        <p className="err-muted">Anonymous: no user was identified.</p>
      ) : (
        <>
          <Row label="Name" value={user.name} />
          <Row label="E-mail" value={user.email} testId="user-email" />
          <Row label="Id" value={user.id} mono />
          <Row label="Hash" value={user.hash} mono />
        </>
      )}
    </Panel>
  );
}

export function EnvPanel({ env, geo }: { env: ErrorEvent['env']; geo: ErrorEvent['geo'] }): ReactNode {
  return (
    <Panel title="Environment" testId="event-env">
      <Row label="Browser" value={envLabel(env, 'browser')} />
      <Row label="OS" value={envLabel(env, 'os')} />
      <Row label="Device" value={env.device} />
      <Row label="IP" value={env.ip} mono testId="env-ip" />
      <Row label="Country" value={geo.country} />
      <Row label="Region" value={geo.region} />
      <Row label="ASN" value={geo.asn} />
    </Panel>
  );
}

export function RequestPanel({ request }: { request: ErrorEvent['request'] }): ReactNode {
  const agent = parseUserAgent(request.ua);
  return (
    <Panel title="Request" testId="event-request">
      <Row label="Page" value={request.url} mono />
      <Row
        label="Client"
        value={request.ua ? `${describeUserAgent(agent)}${agent.mobile ? ' · mobile' : ''}` : ''}
        testId="ua-summary"
      />
      <Row label="User agent" value={request.ua} mono />
      <Row label="Screen" value={(request.w ?? 0) > 0 && (request.h ?? 0) > 0 ? `${request.w} × ${request.h}` : ''} />
    </Panel>
  );
}

/** Query parameters as pairs; a malformed escape is shown as it came. */
export function queryPairs(query: string): [string, string][] {
  const text = query.replace(/^\?/, '');
  if (!text) return [];
  return text
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const [key = '', ...rest] = part.split('=');
      const decode = (s: string) => {
        try {
          return decodeURIComponent(s.replace(/\+/g, ' '));
        } catch {
          return s;
        }
      };
      return [decode(key), decode(rest.join('='))];
    });
}

export function UrlPanel({ url }: { url: ErrorEvent['url'] }): ReactNode {
  const pairs = queryPairs(url.queryParams);
  return (
    <Panel title="URL" testId="event-url">
      <Row label="Raw" value={url.raw} mono />
      <Row label="Group" value={url.group} mono />
      <Row label="Group hash" value={url.groupHash} mono />
      <Row
        label="Query"
        value={
          pairs.length === 0 ? (
            ''
          ) : (
            <table className="err-query">
              <tbody>
                {pairs.map(([key, value], i) => (
                  <tr key={`${key}-${i}`}>
                    <th scope="row" dir="auto">
                      {key}
                    </th>
                    <td dir="auto">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      />
    </Panel>
  );
}

export function TagsPanel({ tags, params }: { tags: readonly string[]; params: URLSearchParams }): ReactNode {
  return (
    <section className="err-panel err-context" data-testid="event-tags">
      <h2>Tags</h2>
      {tags.length === 0 ? (
        <p className="err-muted">No tags.</p>
      ) : (
        <ul className="err-tags">
          {tags.map((tag) => (
            <li key={tag}>
              {/* A tag opens the list filtered by it, in the same window. */}
              <a
                className="err-chip err-tag"
                href={errorsHref([], params, { tags: tag, page: null })}
                title={`Errors tagged ${displayText(tag)}`}
              >
                {displayText(tag)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
