// Routes: single-page-app route changes (`#/routes`), and one route (`#/routes/<id>`).
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { RouteDetail } from './route-detail.tsx';
import { RouteList } from './route-list.tsx';
import './routes.css';

export function RoutesView(props: ViewProps): ReactNode {
  const [id] = props.path;
  return id ? <RouteDetail {...props} id={id} /> : <RouteList {...props} />;
}
