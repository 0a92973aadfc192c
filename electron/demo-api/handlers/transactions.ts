// transactions.list and transactions.get (custom transactions of a browser project, server
// transactions of an APM project).
import type { Transaction, TransactionList } from '../../../shared/schemas/transactions.ts';
import { sum, transactionRow, transactionStats, type TransactionRow } from '../performance.ts';
import { busiestFirst, matchesSearch, throughputShare } from './lists.ts';
import { searchParam } from './query-params.ts';
import { rowNamedInPath, type EndpointRequest } from './request.ts';

/** Every transaction's figures for the window, in the model's order. */
export function transactionRows(req: EndpointRequest): TransactionRow[] {
  // An APM project's failures are its errors: they spike with them. A browser's custom transactions do not.
  const spikes = req.project.kind === 'apm' ? req.project.spikes : undefined;
  return req.project.transactions.map((t) => transactionRow(t, req.span, spikes));
}

/** The transactions whose name matches the search (all of them without one). */
export function transactionRowsMatching(req: EndpointRequest): TransactionRow[] {
  const search = searchParam(req);
  return transactionRows(req).filter((r) => matchesSearch(r.model.name, search));
}

/** Items of `rows` with shares relative to `basis` (the whole list, or the matches of a search). */
function transactionItems(rows: readonly TransactionRow[], basis: readonly TransactionRow[]): Transaction[] {
  const total = sum(basis, (r) => r.totalCount);
  return rows.map((r) => ({
    id: r.model.id,
    name: r.model.name,
    successCount: r.successCount,
    failureCount: r.failureCount,
    totalCount: r.totalCount,
    successTime: r.successTime,
    failureTime: r.failureTime,
    ...throughputShare(r.totalCount, total),
  }));
}

export function transactionsList(req: EndpointRequest): TransactionList {
  const rows = transactionRowsMatching(req);
  const stats = transactionStats(rows);
  return { data: busiestFirst(transactionItems(rows, rows), (x) => x.totalCount), stats };
}

export function transactionsGet(req: EndpointRequest): TransactionList {
  const all = transactionRows(req);
  const row = rowNamedInPath(req, all, (r) => r.model.id, 'transactionId', 'transaction');
  return { data: transactionItems([row], all), stats: transactionStats([row]) };
}
