// The headline figures of pages, declared once for the search's totals and a page's detail: the
// screen, the PDF and Copy as Markdown all render from them.
import type { PageItemA, PageSearch } from '../../api/answer-types.ts';
import { badWhenAny, fieldOf, type FigureSpec } from '../../view-kit/headline.tsx';

type PageTotals = PageSearch['stats']['page'];
const totals = fieldOf<PageTotals>('stats.page.');
const item = fieldOf<PageItemA>('');
const page = fieldOf<PageItemA['page']>('page.');

export const PAGE_TOTALS: readonly FigureSpec<PageTotals>[] = [
  totals('throughput', 'Page views', 'count', 'neutral', 'stat-views'),
  totals('loadTime', 'Load', 'ms', 'down', 'stat-load'),
  totals('networkTime', 'Network', 'ms', 'down', 'stat-network'),
  totals('domTime', 'DOM', 'ms', 'down', 'stat-dom'),
  totals('renderTime', 'Render', 'ms', 'down', 'stat-render'),
  totals('errorCount', 'Errors', 'count', 'down', 'stat-errors', { reads: badWhenAny((p) => p.errorCount) }),
];

/** A figure of the item's `page` part. */
const ofPage = ({ pick, ...spec }: Omit<FigureSpec<PageItemA['page']>, 'reads'>): FigureSpec<PageItemA> => ({
  ...spec,
  pick: (p) => pick(p.page),
});
export const PAGE_FIGURES: readonly FigureSpec<PageItemA>[] = [
  ofPage(page('loadTime', 'Load time', 'ms', 'down', 'stat-load')),
  item('throughput', 'Page views', 'count', 'neutral', 'stat-views'),
  item('throughputPercentage', 'Share of views', 'percent', 'neutral', 'stat-share'),
  ofPage(page('timeConsumedPercentage', 'Share of time', 'percent', 'neutral', 'stat-time-share')),
  ofPage(page('loadTimePercentage', 'Share of load time', 'percent', 'neutral', 'stat-load-share')),
];
