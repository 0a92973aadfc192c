// Pages (`#/pages`) and one page (`#/pages/<id>`).
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { PageDetail } from './page-detail.tsx';
import { PageList } from './page-list.tsx';
import './pages.css';

export function PagesView(props: ViewProps): ReactNode {
  const [id] = props.path;
  return id ? <PageDetail {...props} id={id} /> : <PageList {...props} />;
}
