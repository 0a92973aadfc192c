// The routing table: every endpoint of the catalogue and the function that answers it, (project,
// window, path and query parameters) → the JSON body of spec part 4. The functions live in
// handlers/, one file per resource family.
import type { EndpointId } from '../../shared/catalogue.ts';
import { ajaxGet, ajaxList } from './handlers/ajax.ts';
import { apdex } from './handlers/apdex.ts';
import { errorEvents, errorsGet, errorsList } from './handlers/errors.ts';
import { pagesGet, pagesList } from './handlers/pages.ts';
import { report, reportAjax, reportApdex, reportErrors, reportPages, reportTransactions } from './handlers/reports.ts';
import type { EndpointRequest } from './handlers/request.ts';
import { routesGet, routesList } from './handlers/routes.ts';
import { transactionsGet, transactionsList } from './handlers/transactions.ts';
import { vitals } from './handlers/web-vitals.ts';

export const handlers: Record<EndpointId, (req: EndpointRequest) => unknown> = {
  reports: report,
  'reports.apdex': reportApdex,
  'reports.errors': reportErrors,
  'reports.pages': reportPages,
  'reports.ajax': reportAjax,
  'reports.transactions': reportTransactions,
  'transactions.list': transactionsList,
  'transactions.get': transactionsGet,
  'pages.list': pagesList,
  'pages.get': pagesGet,
  'routes.list': routesList,
  'routes.get': routesGet,
  'ajax.list': ajaxList,
  'ajax.get': ajaxGet,
  webvitals: vitals,
  apdex,
  'errors.list': errorsList,
  'errors.get': errorsGet,
  'errors.events': errorEvents,
};
