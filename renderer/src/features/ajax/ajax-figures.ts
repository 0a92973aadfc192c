// The headline figures of ajax calls, declared once for the list's totals and a call's detail:
// the screen, the PDF and Copy as Markdown all render from them.
import type { AjaxItem, AjaxStats } from '../../api/answer-types.ts';
import { badWhenAny, fieldOf, type FigureSpec } from '../../view-kit/headline.tsx';

function ajaxFigures<T extends AjaxStats>(at: string) {
  const field = fieldOf<T>(at);
  return {
    response: field('responseTime', 'Response', 'ms', 'down', 'stat-response'),
    callback: field('callbackTime', 'Callback', 'ms', 'down', 'stat-callback'),
    total: field('totalTime', 'Total', 'ms', 'down', 'stat-total'),
    calls: field('throughput', 'Calls', 'count', 'neutral', 'stat-calls'),
    errors: field('errorCount', 'Errors', 'count', 'down', 'stat-errors', { reads: badWhenAny((c) => c.errorCount) }),
    errorRate: field('errorRate', 'Error rate', 'percent', 'down', 'stat-error-rate'),
    received: field('receivedSize', 'Received', 'bytes', 'neutral', 'stat-received'),
    sent: field('sentSize', 'Sent', 'bytes', 'neutral', 'stat-sent'),
  };
}

const totals = ajaxFigures<AjaxStats>('stats.');
export const AJAX_TOTALS: readonly FigureSpec<AjaxStats>[] = [
  totals.response,
  totals.callback,
  totals.total,
  totals.calls,
  totals.errors,
  totals.errorRate,
  totals.received,
  totals.sent,
];

const call = ajaxFigures<AjaxItem>('data.0.');
const field = fieldOf<AjaxItem>('data.0.');
export const AJAX_CALL_FIGURES: readonly FigureSpec<AjaxItem>[] = [
  call.calls,
  field('resTotal', 'Responses', 'count', 'neutral', 'stat-responses'),
  call.response,
  call.callback,
  call.total,
  call.errors,
  call.errorRate,
  call.received,
  call.sent,
  field('throughputPercentage', 'Share of calls', 'percent', 'neutral', 'stat-share'),
  field('timeConsumedPercentage', 'Share of time', 'percent', 'neutral', 'stat-time-share'),
];
