// The ajax list: stats over the (matching) calls, then every call in a sortable table; with
// Compare on, each with its changes against the comparison window.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { WholeList } from '../../view-kit/list-frame.tsx';
import { AJAX_TOTALS } from './ajax-figures.ts';
import { AJAX_COLUMNS, AJAX_DEFAULT_SORT, AJAX_FALLBACK_KEYS, AJAX_METRICS, ajaxIsMinor } from './ajax-columns.tsx';

const SPEC = {
  view: 'ajax',
  endpoint: 'ajax.list',
  columns: AJAX_COLUMNS,
  defaultSort: AJAX_DEFAULT_SORT,
  metrics: AJAX_METRICS,
  title: 'Ajax',
  items: 'ajax calls',
  item: 'Ajax call',
  searchHint: 'Search by url, e.g. /api/cart',
  totals: AJAX_TOTALS,
  totalsLabel: 'Ajax totals',
  tableLabel: 'Ajax calls',
  noun: ['ajax call', 'ajax calls'],
  isMinor: ajaxIsMinor,
  fallbackKeys: AJAX_FALLBACK_KEYS,
} as const;

export function AjaxList(props: ViewProps): ReactNode {
  return <WholeList {...props} spec={SPEC} />;
}
