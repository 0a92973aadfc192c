// Short confirmations and failures of actions ("Key replaced", "Could not remove …"), and news
// that can wait for the user (an alert of the watch, with a link to it). Successes and news are
// read out politely, failures as alerts; a toast waits while the pointer or the focus is on it,
// and goes a few seconds after, unless it stays until dismissed. The stack lives beside the
// dialogs, outside what a dialog makes inert, so a toast raised as a dialog closes (or while one
// is open) is still seen and heard.
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createStore, inMemory } from '../platform/create-store.ts';

export interface ToastOptions {
  /** Where the toast leads: a route of the app (`#/inbox`); `onOpen` runs as it is followed. */
  link?: { label: string; href: string; onOpen?: () => void };
  /** Stays until dismissed: news that may come while the user looks elsewhere. */
  stays?: boolean;
}

export interface Toast extends ToastOptions {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

/** Marks what stays reachable while a modal dialog is open (see dialog.tsx). */
export const STAYS_LIVE = 'data-stays-live';

const toasts = createStore(inMemory<Toast[]>([]));
let nextId = 1;

export function notify(message: string, tone: Toast['tone'] = 'info', options: ToastOptions = {}): void {
  toasts.set([...toasts.get().slice(-3), { id: nextId++, message, tone, ...options }]);
}

function dismiss(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

export function Toaster(): ReactNode {
  const list = toasts.use();
  // Two regions, present before anything is said in them, so screen readers announce what comes.
  return createPortal(
    <div className="toaster" {...{ [STAYS_LIVE]: '' }}>
      <div role="alert">
        {list
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="status" aria-live="polite">
        {list
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>,
    document.body,
  );
}

function ToastItem({ toast }: { toast: Toast }): ReactNode {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held || toast.stays) return;
    // Failures stay longer: they usually need reading twice.
    const timer = setTimeout(() => dismiss(toast.id), toast.tone === 'error' ? 10_000 : 5_000);
    return () => clearTimeout(timer);
  }, [toast, held]);
  return (
    <div
      className={`toast toast-${toast.tone}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="toast-message">{toast.message}</span>
      {toast.link ? (
        <a
          href={toast.link.href}
          onClick={() => {
            toast.link?.onOpen?.();
            dismiss(toast.id);
          }}
        >
          {toast.link.label}
        </a>
      ) : null}
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
