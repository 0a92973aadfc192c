// What the shell hands every view: whose data and which window, the project, and the view's own
// part of the route.
import type { Project } from '../../../shared/bridge.ts';
import type { Scope } from '../api/queries.ts';

export interface ViewProps {
  scope: Scope;
  project: Project;
  /** Path segments after the view's own, e.g. ['p-12'] for #/pages/p-12. */
  path: string[];
  params: URLSearchParams;
}
