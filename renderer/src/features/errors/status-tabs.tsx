// Open / Resolved / Ignored: the API lists one status at a time, so the list has one tab each.
import type { ReactNode } from 'react';
import { ERROR_STATUSES, type ErrorStatus } from '../../../../shared/error-terms.ts';

export function StatusTabs(props: { status: ErrorStatus; onChange: (status: ErrorStatus) => void }): ReactNode {
  return (
    <div className="err-tabs" role="tablist" aria-label="Status">
      {ERROR_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          role="tab"
          aria-selected={status === props.status}
          className="err-tab"
          onClick={() => status !== props.status && props.onChange(status)}
        >
          {status}
        </button>
      ))}
    </div>
  );
}
