// "Export view", in the Share menu: the view on screen as a PDF (composed in the renderer, the
// same in both hosts, its code loaded on first use) or printed with the print stylesheet (Ctrl/⌘+P).
import { useCallback } from 'react';
import { windowLabel } from '../../../shared/time-window.ts';
import type { Selected } from '../state/accounts.ts';
import { useTimeWindow } from '../state/time-window.ts';
import type { MenuGroup } from '../ui/menu.tsx';
import { useShortcut } from '../ui/shortcuts.ts';
import { displayZone, formatDateTime } from '../ui/time.ts';
import { notify } from '../ui/toast.tsx';
import { zoneName } from '../ui/zoned-time.ts';
import { currentViewExport, useCurrentViewExportName } from '../view-kit/view-export.ts';

/** The browser's own print, with the print stylesheet: no sidebar, no controls, light colours. */
export function printView(): void {
  window.print();
}

/** Export view → PDF: the view on screen, composed and saved (its code loaded on first use). */
export function useExportViewPdf(selected: Selected | null): () => Promise<void> {
  const [timeWindow] = useTimeWindow();
  return useCallback(async () => {
    const current = currentViewExport();
    const subject =
      current?.subject ??
      (selected && { account: selected.account.name, project: `${selected.project.name} (${selected.project.id})` });
    if (!subject || !current) return notify('This view has nothing to export yet', 'error');
    notify('Making the PDF…');
    try {
      const { exportViewPdf } = await import('../view-kit/pdf/export-view-pdf.ts');
      const outcome = await exportViewPdf(current, {
        ...subject,
        windowLabel: timeWindow.kind === 'relative' ? windowLabel(timeWindow) : 'fixed range',
        zone: zoneName(displayZone()),
        formatTime: formatDateTime,
        now: Date.now(),
      });
      notify(outcome.message, outcome.ok ? 'success' : 'error');
    } catch (error) {
      notify(`The PDF could not be made: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  }, [selected, timeWindow]);
}

export function useExportViewGroup(selected: Selected | null): MenuGroup {
  const exportable = useCurrentViewExportName();
  const exportPdf = useExportViewPdf(selected);
  useShortcut({ keys: 'Mod+p', description: 'Print this view', group: 'Global', shell: true }, printView);
  return {
    id: 'view',
    label: 'Export view',
    items: [
      {
        id: 'pdf',
        label: 'Export view → PDF',
        detail: exportable ?? 'nothing to export here',
        disabled: !exportable,
        onSelect: () => void exportPdf(),
      },
      { id: 'print', label: 'Print…', detail: 'Ctrl/⌘+P', onSelect: printView },
    ],
  };
}
