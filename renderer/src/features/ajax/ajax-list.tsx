// The ajax list: stats over the (matching) calls, then every call in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ListFrame, WholeListTable } from '../../view-kit/list-frame.tsx';
import { useListView } from '../../view-kit/list-view.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { AJAX_TOTALS } from './ajax-figures.ts';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, AJAX_FALLBACK_KEYS, AJAX_METRICS, ajaxIsMinor } from './ajax-columns.tsx';

const SPEC = {
  view: 'ajax',
  endpoint: 'ajax.list',
  columns: AJAX_COLUMNS,
  defaultSort: AJAX_DEFAULT_SORT,
  metrics: AJAX_METRICS,
} as const;

export function AjaxList(props: ViewProps): ReactNode {
  const list = useListView(props, SPEC);
  const { search, compared, csvName } = list;
  return (
    <ListFrame
      title="Ajax"
      testId="ajax-view"
      items="ajax calls"
      item="Ajax call"
      searchHint="Search by url, e.g. /api/cart"
      search={search}
      onSearch={list.setSearch}
      state={list.list}
      compared={compared}
      count={(d) => d.data.length}
    >
      {(data) => (
        <>
          <HeadlineStats
            label="Ajax totals"
            testId="ajax-stats"
            figures={figuresOf(AJAX_TOTALS, data.stats, compared, (then) => then.stats)}
          />
          <WholeListTable
            list={list}
            rows={data.data}
            label="Ajax calls"
            noun={['ajax call', 'ajax calls']}
            columns={AJAX_COLUMNS}
            isMinor={ajaxIsMinor}
            metrics={AJAX_METRICS}
            fallbackKeys={AJAX_FALLBACK_KEYS}
            exportName={csvName(search ? `ajax matching ${search}` : 'ajax')}
          />
        </>
      )}
    </ListFrame>
  );
}
