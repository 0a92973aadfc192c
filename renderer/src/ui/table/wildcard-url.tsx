// A url whose `*` segments (ids the service folded together) stand out from the literal path.
// In a narrow table cell the origin gives way first, so rows that share a host still show the
// part of the path that tells them apart.
import type { ReactNode } from 'react';
import { displayText } from '../display-text.ts';

const ORIGIN = /^([a-z][a-z\d+.-]*:\/\/[^/?#]+)(.*)$/i;

function withWildcards(raw: string): ReactNode {
  const text = displayText(raw);
  if (!text.includes('*')) return text;
  return text.split('*').flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={i} className="wildcard">
            *
          </span>,
          part,
        ],
  );
}

export function WildcardUrl({ url }: { url: string }): ReactNode {
  return withWildcards(url);
}

export function UrlCell({ url }: { url: string }): ReactNode {
  const match = ORIGIN.exec(url);
  if (!match)
    return (
      <span className="url-cell">
        <span className="url-path">{withWildcards(url)}</span>
      </span>
    );
  return (
    <span className="url-cell">
      <span className="url-origin">{match[1]}</span>
      <span className="url-path">{withWildcards(match[2] ?? '')}</span>
    </span>
  );
}
