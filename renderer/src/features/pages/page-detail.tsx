// One page: its load time and how it splits (network, DOM, render), the percentiles of the load
// time, its views and its shares of the project's views and time.
import type { ReactNode } from 'react';
import type { PageItemA } from '../../api/answers.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatMs } from '../../ui/format.ts';
import { DetailHeader, DetailSection, PercentileBars } from '../../view-kit/detail.tsx';
import { StackedBar, type Part } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { countStat, msStat, percentStat, Stats } from '../../ui/stats.tsx';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';

export function PageDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  return (
    <DetailSection scope={scope} endpoint="pages.get" args={{ path: { pageId: id } }} testId="page-detail" label="Page">
      {(page) => <PageFigures item={page} backHref={listHref('pages', params)} />}
    </DetailSection>
  );
}

const part = (label: string, ms: number | null, color: string): Part => ({ key: label.toLowerCase(), label, value: ms, color, display: formatMs(ms), exact: exactMs(ms) });

function PageFigures({ item, backHref }: { item: PageItemA; backHref: string }): ReactNode {
  const { page } = item;
  return (
    <>
      <DetailHeader backHref={backHref} backLabel="Pages" kicker="Page" title={<WildcardUrl url={item.url} />}>
        {item.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <Stats
        label="Page figures"
        testId="page-detail-stats"
        items={[
          msStat('Load time', page.loadTime, 'stat-load', 'page.loadTime'),
          countStat('Page views', item.throughput, 'stat-views', 'throughput'),
          percentStat('Share of views', item.throughputPercentage, 'stat-share', 'throughputPercentage'),
          percentStat('Share of time', page.timeConsumedPercentage, 'stat-time-share', 'page.timeConsumedPercentage'),
          percentStat('Share of load time', page.loadTimePercentage, 'stat-load-share', 'page.loadTimePercentage'),
        ]}
      />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Load time breakdown</h2>
          <StackedBar
            label={`Mean load time ${formatMs(page.loadTime)}: network, then the frontend (DOM and render)`}
            caption
            testId="load-breakdown"
            parts={[part('Network', page.networkTime, 'var(--page-network)'), part('DOM', page.domTime, 'var(--page-dom)'), part('Render', page.renderTime, 'var(--page-render)')]}
          />
          <p className="page-frontend" data-testid="frontend-time" title={exactMs(page.frontendTime)}>
            Frontend (DOM + render): <strong>{formatMs(page.frontendTime)}</strong>
          </p>
        </article>
        <article className="detail-card">
          <h2>Load time percentiles</h2>
          <PercentileBars values={page} label="Page load time by percentile" />
        </article>
      </div>
    </>
  );
}
