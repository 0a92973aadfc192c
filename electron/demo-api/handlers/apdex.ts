// apdex: satisfied / tolerated / frustrated over a browser project's page loads or an APM
// project's transactions, with their percentages.
import type { Apdex } from '../../../shared/schemas/apdex.ts';
import { percent } from '../distribution.ts';
import { apdexOfPages, apdexOfTransactions, type ApdexCounts } from '../performance.ts';
import { pageRowsMatching } from './pages.ts';
import type { EndpointRequest } from './request.ts';
import { transactionRowsMatching } from './transactions.ts';

function apdexWithPercentages(counts: ApdexCounts): Apdex {
  return {
    ...counts,
    satisfiedPercentage: percent(counts.satisfied, counts.total),
    toleratedPercentage: percent(counts.tolerated, counts.total),
    frustratedPercentage: percent(counts.frustrated, counts.total),
  };
}

export function apdex(req: EndpointRequest): Apdex {
  if (req.project.kind === 'apm')
    return apdexWithPercentages(apdexOfTransactions(req.project, transactionRowsMatching(req)));
  return apdexWithPercentages(apdexOfPages(pageRowsMatching(req)));
}
