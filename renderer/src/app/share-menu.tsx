// "Share": a link to exactly what is on screen (view, item, window, comparison, search, filters,
// sort, page), as a spyglass:// deep link for the desktop app or, in the browser host, as its
// address. Never the key, the per-launch secret or credentials in the service's address. The same
// menu exports the view (a PDF, or print).
import { useCallback, type ReactNode } from 'react';
import { isDesktop } from '../platform/bridge.ts';
import type { Selected } from '../state/accounts.ts';
import { deepLinkToScreen, hostLinkToScreen, screenLink } from '../view-kit/view-link.ts';
import { copyText } from '../ui/copy-text.ts';
import { MenuButton } from '../ui/menu.tsx';
import { useShortcut } from '../ui/shortcuts.ts';
import { useExportViewGroup } from './export-view-menu.tsx';
import { Icon } from './icons.tsx';

const copyDeepLink = (selected: Selected) => copyText(deepLinkToScreen(selected), 'the Spyglass link');
const copyHostLink = (selected: Selected) => copyText(hostLinkToScreen(selected), 'the browser link');

/** The link most useful to paste from this host: the deep link in the app, the address in a browser. */
export const copyViewLink = (selected: Selected) =>
  copyText(screenLink(selected), isDesktop ? 'the Spyglass link' : 'the browser link');

export function ShareMenu({ selected }: { selected: Selected | null }): ReactNode {
  const copyDefault = useCallback(() => {
    if (selected) void copyViewLink(selected);
  }, [selected]);
  useShortcut(
    { keys: 'Mod+Shift+c', description: 'Copy a link to this view', group: 'Global', shell: true },
    copyDefault,
  );
  const exportGroup = useExportViewGroup(selected);
  if (!selected) return null;
  return (
    <MenuButton
      label="Share"
      buttonClassName="icon-button"
      align="end"
      title="Share: a link to this view (Ctrl/⌘+Shift+C), a PDF, or print (Ctrl/⌘+P)"
      button={<Icon name="link" />}
      groups={[
        {
          id: 'links',
          label: 'Copy link',
          items: [
            {
              id: 'deep',
              label: 'Copy Spyglass link',
              detail: 'spyglass://',
              onSelect: () => void copyDeepLink(selected),
            },
            ...(isDesktop
              ? []
              : [
                  {
                    id: 'host',
                    label: 'Copy browser link',
                    detail: 'this host',
                    onSelect: () => void copyHostLink(selected),
                  },
                ]),
          ],
        },
        exportGroup,
      ]}
    />
  );
}
