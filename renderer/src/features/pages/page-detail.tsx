// One page: its load time and how it splits (network, DOM, render), the percentiles of the load
// time, its views and its shares of the project's views and time; with Compare on, the figures'
// changes.
import type { ReactNode } from 'react';
import type { PageItemA } from '../../api/answer-types.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { exactMs, formatMs } from '../../ui/format.ts';
import { DetailHeader, DetailSection, PercentileBars, type DetailBody } from '../../view-kit/detail.tsx';
import { StackedBar, timePart } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { displayText } from '../../ui/display-text.ts';
import { PAGE_FIGURES } from './page-figures.ts';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';

export function PageDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  return (
    <DetailSection scope={scope} endpoint="pages.get" args={{ path: { pageId: id } }} testId="page-detail" label="Page">
      {(page, compared) => (
        <PageFigures
          item={page}
          compared={compared}
          head={{ ...PAGES, backHref: listHref('pages', params), compared }}
        />
      )}
    </DetailSection>
  );
}

const PAGES = { backLabel: 'Pages', kicker: 'Page' };

function PageFigures({ item, compared, head }: DetailBody<PageItemA, PageItemA>): ReactNode {
  const { page } = item;
  return (
    <>
      <DetailHeader
        {...head}
        underOnePercent={item.underOnePercent}
        title={<WildcardUrl url={item.url} />}
        name={displayText(item.url)}
      />
      <HeadlineStats
        label="Page figures"
        testId="page-detail-stats"
        figures={figuresOf(PAGE_FIGURES, item, compared)}
      />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Load time breakdown</h2>
          <StackedBar
            label={`Mean load time ${formatMs(page.loadTime)}: network, then the frontend (DOM and render)`}
            caption
            testId="load-breakdown"
            parts={[
              timePart('network', 'Network', page.networkTime, 'var(--page-network)'),
              timePart('dom', 'DOM', page.domTime, 'var(--page-dom)'),
              timePart('render', 'Render', page.renderTime, 'var(--page-render)'),
            ]}
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
