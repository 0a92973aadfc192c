// The errors table and its PDF take their columns from one declaration: same headers (the PDF
// leaves out the trend's sparkline), same values.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { group, list } from '../../testing/sample-groups.ts';
import { errorColumns } from './error-columns.tsx';
import { ErrorsTable } from './errors-table.tsx';

describe('the errors columns', () => {
  it('head the table on screen and the PDF alike', () => {
    const page = list([group('a', { events: 12_345, users: 7 })]);
    render(<ErrorsTable list={page} params={new URLSearchParams()} window={null} />);
    const onScreen = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(onScreen).toEqual(['Error', 'Trend', 'Events', 'Users', 'Comments', 'First seen', 'Last seen', 'Status']);
    const inPdf = errorColumns(null).filter((column) => column.text);
    expect(inPdf.map((column) => column.header)).toEqual(onScreen.filter((header) => header !== 'Trend'));
    expect(screen.getByTestId('group-events').getAttribute('title')).toBe('12345');
    expect(inPdf.map((column) => column.text!(page.data[0]!)).slice(0, 3)).toEqual(['Error a', '12,345', '7']);
  });
});
