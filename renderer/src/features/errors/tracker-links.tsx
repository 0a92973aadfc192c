// Links to the issue trackers A–F. They come from API data, so opening goes through the
// privileged side, which refuses anything but http(s); a refusal is shown, never swallowed.
import { useState, type ReactNode } from 'react';
import { TRACKER_LINK_FIELDS } from '../../../../shared/schemas/errors.ts';
import type { ErrorGroup } from '../../api/answers.ts';
import { openLink } from '../../platform/open-link.ts';

type Field = (typeof TRACKER_LINK_FIELDS)[number];

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.host || url;
  } catch {
    return url;
  }
}

export function TrackerLinks({ group }: { group: ErrorGroup }): ReactNode {
  const [refusals, setRefusals] = useState<Partial<Record<Field, string>>>({});
  const links = TRACKER_LINK_FIELDS.map((field, i) => ({ field, label: `Tracker ${'ABCDEF'[i]}`, url: group[field].trim() })).filter((link) => link.url !== '');
  if (links.length === 0) return null;
  const open = async (field: Field, url: string) => {
    const outcome = await openLink(url);
    setRefusals((current) => ({ ...current, [field]: outcome.ok ? undefined : outcome.message }));
  };
  return (
    <div className="err-trackers" data-testid="tracker-links">
      <span className="err-label">Issue trackers</span>
      {links.map(({ field, label, url }) => (
        <span key={field} className="err-tracker">
          <button type="button" onClick={() => void open(field, url)} title={url} data-field={field}>
            {label} <span className="err-tracker-host">{hostOf(url)}</span> <span aria-hidden="true">↗</span>
          </button>
          {refusals[field] ? (
            <span className="err-inline-error" role="alert">{refusals[field]}</span>
          ) : null}
        </span>
      ))}
    </div>
  );
}
