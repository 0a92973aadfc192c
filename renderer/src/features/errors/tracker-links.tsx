// Links to the issue trackers A–F. They come from API data: a new host is confirmed first, and
// opening goes through the privileged side, which refuses anything but http(s); a refusal is
// shown, never swallowed.
import { useState, type ReactNode } from 'react';
import { TRACKER_LINK_FIELDS } from '../../../../shared/error-terms.ts';
import type { ErrorGroup } from '../../api/answer-types.ts';
import { displayText } from '../../ui/display-text.ts';
import { useExternalLinks } from '../../view-kit/external-link.tsx';

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return displayText(parsed.host || url);
  } catch {
    return displayText(url);
  }
}

export function TrackerLinks({ group }: { group: ErrorGroup }): ReactNode {
  const [refusals, setRefusals] = useState<Partial<Record<string, string>>>({});
  const { open, dialog } = useExternalLinks((url, outcome) =>
    setRefusals((current) => ({ ...current, [url]: outcome.ok ? undefined : outcome.message })),
  );
  const links = TRACKER_LINK_FIELDS.map((field, i) => ({
    field,
    label: `Tracker ${'ABCDEF'[i]}`,
    url: group[field].trim(),
  })).filter((link) => link.url !== '');
  if (links.length === 0) return null;
  return (
    <div className="err-trackers" data-testid="tracker-links">
      <span className="err-label">Issue trackers</span>
      {links.map(({ field, label, url }) => (
        <span key={field} className="err-tracker">
          <button type="button" onClick={() => open(url)} title={displayText(url)} data-field={field}>
            {label} <span className="err-tracker-host">{hostOf(url)}</span> <span aria-hidden="true">↗</span>
          </button>
          {refusals[url] ? (
            <span className="err-inline-error" role="alert">
              {refusals[url]}
            </span>
          ) : null}
        </span>
      ))}
      {dialog}
    </div>
  );
}
