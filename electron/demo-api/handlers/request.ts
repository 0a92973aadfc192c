// What every endpoint function receives (the project, the window, the parameters already checked
// against the catalogue) and the failure it throws when an id names nothing.
import type { ResolvedWindow } from '../../../shared/time-window.ts';
import type { Span } from '../performance.ts';
import type { ProjectModel } from '../world-types.ts';

/** A failure with an HTTP status and a message a person can act on. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface EndpointRequest {
  readonly project: ProjectModel;
  /** The window asked for (trend buckets cover all of it). */
  readonly window: ResolvedWindow;
  /** Where traffic is counted: the window clipped to now — the service has no data from the future. */
  readonly span: Span;
  /** The server's clock, floored to the minute. */
  readonly now: number;
  readonly path: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
}

/**
 * The row a `*.get` path names (its id in the path parameter `param`), or a 404 that says which
 * kind of item (`noun`) was not found in the project.
 */
export function rowNamedInPath<R>(
  req: EndpointRequest,
  rows: readonly R[],
  idOf: (row: R) => string,
  param: string,
  noun: string,
): R {
  const id = req.path[param];
  const row = rows.find((r) => idOf(r) === id);
  if (!row) throw new HttpError(404, `No ${noun} with id "${id}" in project ${req.project.id}.`);
  return row;
}
