// Links from the service's data leave Spyglass for another site: the first time for each host the
// user sees where they lead (the whole address, its bidirectional controls written out) and says
// yes, once or for good. The privileged side still checks every link before it opens.
import { useState, type ReactNode } from 'react';
import { openLink } from '../platform/open-link.ts';
import { usePreferences, useSetPreferences } from '../state/preferences.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { displayText } from '../ui/display-text.ts';

export type LinkOutcome = { ok: true } | { ok: false; message: string };

/** The host a link leads to, for http(s) links; null for anything else (the privileged side refuses those). */
export function linkHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * `open(url)` opens at once for a host allowed before, asks first for a new one; `dialog` is the
 * question, to render. `report` hears how each attempt ended (a refusal is shown, never swallowed).
 */
export function useExternalLinks(report: (url: string, outcome: LinkOutcome) => void): {
  open: (url: string) => void;
  dialog: ReactNode;
} {
  const { allowedLinkHosts } = usePreferences();
  const setPreferences = useSetPreferences();
  const [asking, setAsking] = useState<{ url: string; host: string } | null>(null);
  const [always, setAlways] = useState(false);

  const go = async (url: string) => report(url, await openLink(url));
  const open = (url: string) => {
    const host = linkHost(url);
    if (host === null || allowedLinkHosts.includes(host)) return void go(url);
    setAlways(false);
    setAsking({ url, host });
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onClose={() => setAsking(null)}
      title="Open a link outside Spyglass"
      confirmLabel={asking ? `Open ${displayText(asking.host)}` : 'Open'}
      message={
        asking ? (
          <>
            <p>
              This link comes from the service's data and leads to <strong>{displayText(asking.host)}</strong>:
            </p>
            <p className="link-target" data-testid="link-target">
              {displayText(asking.url)}
            </p>
            <label className="link-always">
              <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} /> Always
              open links to {displayText(asking.host)}
            </label>
          </>
        ) : null
      }
      onConfirm={async () => {
        if (!asking) return null;
        if (always) await setPreferences({ allowedLinkHosts: [...allowedLinkHosts, asking.host] });
        await go(asking.url);
        return null;
      }}
    />
  );
  return { open, dialog };
}
