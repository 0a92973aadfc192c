// "Are you sure?" for actions that cannot be undone; the safe choice has the focus.
import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Resolves to an error message to show, or null when done. */
  onConfirm: () => Promise<string | null>;
}

export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps): ReactNode {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="dialog-narrow">
      <ConfirmBody message={message} confirmLabel={confirmLabel} onConfirm={onConfirm} onClose={onClose} />
    </Dialog>
  );
}

function ConfirmBody({
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: Omit<ConfirmDialogProps, 'open' | 'title'>): ReactNode {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <div className="confirm-message">{message}</div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" data-autofocus onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const problem = await onConfirm().finally(() => setBusy(false));
            if (problem) setError(problem);
            else onClose();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
