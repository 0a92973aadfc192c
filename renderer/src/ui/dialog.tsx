// A modal dialog: focus moves in and stays in, the page behind is inert, Esc closes it (one
// layer at a time), and focus returns to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterPaint } from './after-paint.ts';
import { useEscapeLayer } from './shortcuts.ts';
import { focusables, focusFirst, restoreFocus, trapTab } from './focus.ts';
import { STAYS_LIVE } from './toast.tsx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** `drawer` slides in from the right edge (panels); default is centred. */
  variant?: 'centred' | 'drawer';
  className?: string;
  children: ReactNode;
}

/**
 * The page behind the open dialogs, each element with how many of them hold it inert: a dialog
 * opened over another holds what the first holds, and an element is freed when the last lets go.
 */
const inertHolds = new Map<Element, number>();

function holdInert(elements: readonly Element[]): void {
  for (const el of elements) {
    const holds = inertHolds.get(el) ?? 0;
    if (holds === 0) el.setAttribute('inert', '');
    inertHolds.set(el, holds + 1);
  }
}

function releaseInert(elements: readonly Element[]): void {
  for (const el of elements) {
    const holds = (inertHolds.get(el) ?? 1) - 1;
    if (holds > 0) inertHolds.set(el, holds);
    else {
      inertHolds.delete(el);
      el.removeAttribute('inert');
    }
  }
}

export function Dialog(props: DialogProps): ReactNode {
  return props.open ? createPortal(<DialogPanel {...props} />, document.body) : null;
}

function DialogPanel({
  onClose,
  title,
  description,
  variant = 'centred',
  className,
  children,
}: DialogProps): ReactNode {
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEscapeLayer(true, onClose);

  useEffect(() => {
    const opener = document.activeElement;
    const self = backdrop.current!;
    // Everything else on the page is inert while the dialog is open (screen readers included),
    // but the toasts: what an action says must be heard, whichever layer it came from. What
    // something else made inert is left to it.
    const others = [...document.body.children].filter(
      (el) => el !== self && !el.hasAttribute(STAYS_LIVE) && (!el.hasAttribute('inert') || inertHolds.has(el)),
    );
    // The content first: the close button is always one Shift+Tab away.
    if (body.current && focusables(body.current).length > 0) focusFirst(body.current);
    else panel.current!.focus();
    // Made inert once the dialog is on screen: that restyles the whole page (5 ms over a list's
    // rows), which focusing the dialog would otherwise do before its first frame. Until then,
    // focus is inside, Tab stays there and the backdrop takes the pointer.
    let held = false;
    const cancel = afterPaint(() => {
      holdInert(others);
      held = true;
    });
    return () => {
      cancel();
      if (held) releaseInert(others);
      restoreFocus(opener);
    };
  }, []);

  return (
    <div
      ref={backdrop}
      className={`dialog-backdrop dialog-${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`dialog ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => trapTab(event, panel.current!)}
      >
        <header className="dialog-header">
          <h2 id={titleId} className="title-heading dialog-title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        ) : null}
        <div ref={body} className="dialog-body">
          {children}
        </div>
      </div>
    </div>
  );
}
