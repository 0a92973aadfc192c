// The "Export" button of a chart: a small menu with PNG (2×) and SVG. Esc or a click elsewhere
// closes it; the outcome is announced next to it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEscapeLayer } from '../shortcuts.ts';
import type { ChartFormat } from './export-chart.ts';

export function ExportMenu(props: { onExport: (format: ChartFormat) => Promise<string>; label: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEscapeLayer(open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const run = async (format: ChartFormat) => {
    setOpen(false);
    setBusy(true);
    try {
      setNote(await props.onExport(format));
    } catch (error) {
      setNote(error instanceof Error ? error.message : 'The export failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="export-menu" ref={root}>
      <span className="export-note" role="status">{note}</span>
      <button
        type="button"
        className="export-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Export ${props.label}`}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      >
        Export
      </button>
      {open ? (
        <div className="export-options" role="menu" id={menuId} aria-label={`Export ${props.label} as`}>
          <button type="button" role="menuitem" autoFocus onClick={() => void run('png')}>PNG image (2×)</button>
          <button type="button" role="menuitem" onClick={() => void run('svg')}>SVG vector</button>
        </div>
      ) : null}
    </div>
  );
}
