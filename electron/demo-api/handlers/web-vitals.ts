// webvitals: the five vitals banded over the (matching) pages' views.
import type { WebVitals } from '../../../shared/schemas/web-vitals.ts';
import { webVitals } from '../performance.ts';
import { pageRowsMatching } from './pages.ts';
import type { EndpointRequest } from './request.ts';

export function vitals(req: EndpointRequest): WebVitals {
  return { data: webVitals(pageRowsMatching(req)) };
}
