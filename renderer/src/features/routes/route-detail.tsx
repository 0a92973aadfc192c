// One route: how often it changes, how long a change takes (min / mean / max), and the in-app
// (soft) navigations among its changes; with Compare on, the figures' changes.
import type { ReactNode } from 'react';
import type { RouteItem, RouteList } from '../../api/answer-types.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { formatExact } from '../../ui/format.ts';
import { DetailHeader, ItemDetail, type DetailNames, type ItemBody } from '../../view-kit/detail.tsx';
import { countPart, StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { HeadlineStats } from '../../view-kit/headline.tsx';
import { ROUTE_FIGURES } from './route-figures.ts';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';
import { RouteTimeRange } from './route-time-range.tsx';

const NAMES: DetailNames = { testId: 'route-detail', label: 'Route', what: 'route', back: 'Routes' };

export function RouteDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  const args = { path: { routeId: id } };
  return <ItemDetail {...NAMES} endpoint="routes.get" scope={scope} params={params} args={args} Body={Route} />;
}

function Route({ item: route, head, figures }: ItemBody<RouteItem, RouteList>): ReactNode {
  const hard =
    route.throughput === null || route.spa.throughput === null
      ? null
      : Math.max(0, route.throughput - route.spa.throughput);
  return (
    <>
      <DetailHeader {...head} underOnePercent={route.underOnePercent} title={route.routeName}>
        <p className="detail-subtitle">
          <WildcardUrl url={route.url} />
        </p>
      </DetailHeader>
      <HeadlineStats label="Route figures" testId="route-detail-stats" figures={figures(ROUTE_FIGURES)} />
      <div className="detail-grid">
        <article className="detail-card">
          <h2>Route time</h2>
          <RouteTimeRange min={route.min} mean={route.routeTime} max={route.max} spa={route.spa.routeTime} />
        </article>
        <article className="detail-card">
          <h2>Kinds of change</h2>
          <StackedBar
            label="Route changes: in-app navigations and full page loads"
            caption
            testId="route-change-kinds"
            parts={[
              countPart('in-app', 'In-app', route.spa.throughput, 'var(--accent)', 'changes', formatExact),
              countPart('full-load', 'Full load', hard, 'var(--warn)', 'changes', formatExact),
            ]}
          />
        </article>
      </div>
    </>
  );
}
