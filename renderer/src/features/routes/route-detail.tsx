// One route: how often it changes, how long a change takes (min / mean / max), and the in-app
// (soft) navigations among its changes; with Compare on, the figures' changes.
import type { ReactNode } from 'react';
import type { RouteItem, RouteList } from '../../api/answer-types.ts';
import type { Compared } from '../../view-kit/compared.ts';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { formatExact } from '../../ui/format.ts';
import { DetailHeader, DetailSection, theItem } from '../../view-kit/detail.tsx';
import { StackedBar } from '../../ui/charts/stacked-bar.tsx';
import { listHref } from '../../view-kit/list-params.ts';
import { figuresOf, HeadlineStats } from '../../view-kit/headline.tsx';
import { ROUTE_FIGURES } from './route-figures.ts';
import { WildcardUrl } from '../../ui/table/wildcard-url.tsx';
import { RouteTimeRange } from './route-time-range.tsx';

export function RouteDetail({ scope, params, id }: ViewProps & { id: string }): ReactNode {
  return (
    <DetailSection
      scope={scope}
      endpoint="routes.get"
      args={{ path: { routeId: id } }}
      testId="route-detail"
      label="Route"
    >
      {(data, compared) =>
        theItem(data.data, 'route', (route) => (
          <Route route={route} compared={compared} backHref={listHref('routes', params)} />
        ))
      }
    </DetailSection>
  );
}

function Route({
  route,
  compared,
  backHref,
}: {
  route: RouteItem;
  compared: Compared<RouteList> | null;
  backHref: string;
}): ReactNode {
  const hard =
    route.throughput === null || route.spa.throughput === null
      ? null
      : Math.max(0, route.throughput - route.spa.throughput);
  return (
    <>
      <DetailHeader backHref={backHref} backLabel="Routes" kicker="Route" compared={compared} title={route.routeName}>
        <p className="detail-subtitle">
          <WildcardUrl url={route.url} />
        </p>
        {route.underOnePercent ? <span className="detail-badge">Under 1 % of throughput</span> : null}
      </DetailHeader>
      <HeadlineStats
        label="Route figures"
        testId="route-detail-stats"
        figures={figuresOf(ROUTE_FIGURES, route, compared, (then) => then.data[0])}
      />
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
              {
                key: 'in-app',
                label: 'In-app',
                value: route.spa.throughput,
                color: 'var(--accent)',
                display: formatExact(route.spa.throughput),
                exact: `${formatExact(route.spa.throughput)} changes`,
              },
              {
                key: 'full-load',
                label: 'Full load',
                value: hard,
                color: 'var(--warn)',
                display: formatExact(hard),
                exact: `${formatExact(hard)} changes`,
              },
            ]}
          />
        </article>
      </div>
    </>
  );
}
