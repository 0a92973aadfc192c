// The errors drill-down: list → group → event, chosen by the route's path after `errors`.
import type { ReactNode } from 'react';
import type { ViewProps } from '../../view-kit/view-props.ts';
import { ErrorsList } from './errors-list.tsx';
import { EventView } from './event-view.tsx';
import { GroupView } from './group-view.tsx';
import './errors.css';

export function ErrorsView({ scope, path, params }: ViewProps): ReactNode {
  const [errorId, sub, index] = path;
  if (!errorId) return <ErrorsList scope={scope} params={params} />;
  const position = Number(index);
  if (sub === 'events' && Number.isInteger(position) && position >= 1) {
    return <EventView scope={scope} errorId={errorId} position={position} params={params} />;
  }
  return <GroupView scope={scope} errorId={errorId} params={params} />;
}
