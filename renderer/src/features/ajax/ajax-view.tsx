// Ajax: the calls the pages made (`#/ajax`), and one call (`#/ajax/<id>`).
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { AjaxDetail } from './ajax-detail.tsx';
import { AjaxList } from './ajax-list.tsx';
import './ajax.css';

export function AjaxView(props: ViewProps): ReactNode {
  const [id] = props.path;
  return id ? <AjaxDetail {...props} id={id} /> : <AjaxList {...props} />;
}
