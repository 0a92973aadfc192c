// The six reports.* endpoints: a project's overview (browser or APM shape) and its parts. Each
// aggregates the very rows the lists show, in the model's order, so the numbers agree.
import type {
  ApmReport,
  BrowserReport,
  ErrorsSummary,
  ReportAjax,
  ReportPages,
} from '../../../shared/schemas/reports.ts';
import { percent, ratio } from '../distribution.ts';
import { mobileEventsIn } from '../error-event-facts.ts';
import { eventsBefore, groupsOverlapping } from '../error-groups.ts';
import {
  ajaxStats,
  apdexOfPages,
  apdexOfTransactions,
  pageMetricsCore,
  sum,
  transactionStats,
  weightedPercentiles,
  type AjaxRow,
} from '../performance.ts';
import { ajaxRows } from './ajax.ts';
import { pageRows } from './pages.ts';
import type { EndpointRequest } from './request.ts';
import { transactionRows } from './transactions.ts';

export function reportErrors(req: EndpointRequest): ErrorsSummary {
  let errors = 0;
  let events = 0;
  let mobile = 0;
  for (const group of groupsOverlapping(req.project, req.span.start, req.span.end)) {
    const lo = eventsBefore(group, req.span.start);
    const hi = eventsBefore(group, req.span.end);
    if (hi <= lo) continue;
    errors++;
    events += hi - lo;
    mobile += mobileEventsIn(group, lo, hi);
  }
  return { errors, events, device: { mobile, desktop: events - mobile } };
}

function ajaxReport(rows: readonly AjaxRow[]): ReportAjax {
  const stats = ajaxStats(rows);
  return {
    totalTime: stats.totalTime,
    responseTime: stats.responseTime,
    callbackTime: stats.callbackTime,
    receivedSize: stats.receivedSize,
    sentSize: stats.sentSize,
    errorCount: stats.errorCount,
    errorRate: stats.errorRate,
    throughput: stats.throughput,
    ...weightedPercentiles(
      rows,
      (r) => r.throughput,
      (r) => r,
    ),
  };
}

export const reportAjax = (req: EndpointRequest): ReportAjax => ajaxReport(ajaxRows(req));

export function reportPages(req: EndpointRequest): ReportPages {
  const core = pageMetricsCore(pageRows(req));
  return { throughput: core.throughput, page: core };
}

export const reportApdex = (req: EndpointRequest) => ({ page: apdexOfPages(pageRows(req)) });

export const reportTransactions = (req: EndpointRequest) => transactionStats(transactionRows(req));

export function report(req: EndpointRequest): BrowserReport | ApmReport {
  const transactions = transactionRows(req);
  if (req.project.kind === 'apm') {
    const stats = transactionStats(transactions);
    const timeSpent = sum(transactions, (r) => r.successCount * r.successTime + r.failureCount * r.failureTime);
    return {
      responseTime: ratio(timeSpent, stats.totalCount),
      throughput: stats.totalCount,
      failureCount: stats.failureCount,
      failureRate: percent(stats.failureCount, stats.totalCount),
      apdexScore: apdexOfTransactions(req.project, transactions).score,
    };
  }
  const pages = pageRows(req);
  const core = pageMetricsCore(pages);
  return {
    apdex: { page: apdexOfPages(pages) },
    pages: { page: core, throughput: core.throughput },
    ajax: ajaxReport(ajaxRows(req)),
    transactions: transactionStats(transactions),
    errors: reportErrors(req),
  };
}
