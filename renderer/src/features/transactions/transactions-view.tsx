// Not built yet: this view is work in progress (see the open renderer issues).
import type { ReactNode } from 'react';
import type { ViewProps } from '../../app/views.ts';

export default function View(_props: ViewProps): ReactNode {
  return <div className="state state-empty">This view is not built yet.</div>;
}
