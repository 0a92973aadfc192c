// The "Export" button of a chart: the one menu button (arrow keys, Esc, focus back on the button)
// with PNG (2×) and SVG; the outcome is announced next to it.
import { useState, type ReactNode } from 'react';
import { MenuButton } from '../menu.tsx';
import type { ChartFormat } from './export-chart.ts';

export function ExportMenu(props: { onExport: (format: ChartFormat) => Promise<string>; label: string }): ReactNode {
  const [note, setNote] = useState('');

  const run = async (format: ChartFormat) => {
    try {
      setNote(await props.onExport(format));
    } catch (error) {
      setNote(error instanceof Error ? error.message : 'The export failed');
    }
  };

  return (
    <div className="export-menu">
      <span className="export-note" role="status">
        {note}
      </span>
      <MenuButton
        label={`Export ${props.label} as`}
        buttonLabel={`Export ${props.label}`}
        buttonClassName="export-button"
        align="end"
        button="Export"
        groups={[
          {
            id: 'formats',
            items: [
              { id: 'png', label: 'PNG image (2×)', onSelect: () => void run('png') },
              { id: 'svg', label: 'SVG vector', onSelect: () => void run('svg') },
            ],
          },
        ]}
      />
    </div>
  );
}
