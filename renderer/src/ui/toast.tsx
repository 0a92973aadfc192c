// Short confirmations and failures of actions ("Key replaced", "Could not remove …"), read out
// politely by screen readers and gone after a few seconds.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(message: string, tone: Toast['tone'] = 'info'): void {
  toasts = [...toasts.slice(-3), { id: nextId++, message, tone }];
  emit();
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function Toaster(): ReactNode {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div className="toaster" role="status" aria-live="polite">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }): ReactNode {
  useEffect(() => {
    // Failures stay longer: they usually need reading twice.
    const timer = setTimeout(() => dismiss(toast.id), toast.tone === 'error' ? 10_000 : 5_000);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className={`toast toast-${toast.tone}`}>
      <span>{toast.message}</span>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
