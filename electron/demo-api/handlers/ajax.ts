// ajax.list and ajax.get (a browser project's XHR/fetch calls).
import type { AjaxList } from '../../../shared/schemas/ajax.ts';
import { ajaxRow, ajaxStats, withAjaxShares, type AjaxRow } from '../performance.ts';
import { busiestFirst, matchesSearch } from './lists.ts';
import { searchParam } from './query-params.ts';
import { rowNamedInPath, type EndpointRequest } from './request.ts';

/** Every ajax call's figures for the window, in the model's order. */
export function ajaxRows(req: EndpointRequest): AjaxRow[] {
  return req.project.ajax.map((c) => ajaxRow(c, req.span));
}

export function ajaxList(req: EndpointRequest): AjaxList {
  const search = searchParam(req);
  // Lists reach 100,000 calls: only the matching ones get a row.
  const rows: AjaxRow[] = [];
  for (const call of req.project.ajax) if (matchesSearch(call.url, search)) rows.push(ajaxRow(call, req.span));
  const stats = ajaxStats(rows);
  return { stats, data: busiestFirst(withAjaxShares(rows, rows), (r) => r.throughput) };
}

export function ajaxGet(req: EndpointRequest): AjaxList {
  const all = ajaxRows(req);
  const row = rowNamedInPath(req, all, (r) => r.id, 'ajaxId', 'ajax call');
  return { stats: ajaxStats([row]), data: withAjaxShares([row], all) };
}
