// "Export CSV": a table's rows as displayed, saved as a file, and what became of the save said
// beside the button (saved where, or why not).
import { useState, type ReactNode } from 'react';
import { saveExport } from '../../platform/save-export.ts';
import type { TableColumn } from './columns.ts';
import { tableCsv } from './table-csv.ts';

export function CsvExport<T>(props: {
  filename: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
}): ReactNode {
  const [message, setMessage] = useState('');
  const save = async (displayed: boolean) => {
    const outcome = await saveExport({
      filename: displayed ? props.filename.replace(/\.csv$/, ' as displayed.csv') : props.filename,
      mime: 'text/csv',
      text: tableCsv(props.columns, props.rows, displayed),
    });
    setMessage(outcome.message);
  };
  return (
    <>
      <span className="muted" role="status">
        {message}
      </span>
      <button type="button" onClick={() => void save(false)} disabled={props.rows.length === 0}>
        Export CSV
      </button>
      <button
        type="button"
        title="Numbers as the table shows them, in your locale, for a spreadsheet set to it"
        onClick={() => void save(true)}
        disabled={props.rows.length === 0}
      >
        CSV as displayed
      </button>
    </>
  );
}
