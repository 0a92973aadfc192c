// A non-modal panel under its trigger (time picker, menus): opens with focus inside, closes on
// Esc (then focus returns to the trigger), on a click outside, or when told to.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useEscapeLayer } from './shortcuts.ts';
import { focusFirst } from './focus.ts';

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The trigger: clicks on it are not "outside", and focus goes back to it on Esc. */
  anchor: RefObject<HTMLElement | null>;
  label: string;
  align?: 'start' | 'end';
  className?: string;
  role?: 'dialog' | 'menu';
  id?: string;
  children: ReactNode;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDivElement>) => void;
  /** Where focus goes on open; by default the `data-autofocus` element or the first control. */
  focusOnOpen?: (panel: HTMLElement) => void;
}

export function Popover(props: PopoverProps): ReactNode {
  return props.open ? <PopoverPanel {...props} /> : null;
}

function PopoverPanel({ onClose, anchor, label, align = 'start', className, role = 'dialog', id, children, onKeyDown, focusOnOpen }: PopoverProps): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEscapeLayer(true, () => {
    onClose();
    anchor.current?.focus();
  });

  useEffect(() => {
    const node = panel.current!;
    (focusOnOpen ?? focusFirst)(node);
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!node.contains(target) && !anchor.current?.contains(target)) latestClose.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
    // Focus once on open, not on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={panel}
      id={id}
      className={`popover popover-${align} ${className ?? ''}`}
      role={role}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
