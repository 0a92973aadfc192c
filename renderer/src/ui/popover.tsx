// A non-modal panel beside its trigger (time picker, menus): opens with focus inside, closes on
// Esc (then focus returns to the trigger), on a click outside, or when told to. Floating UI keeps
// it in the window: it flips above when there is no room below, slides along the edge, and
// scrolls inside when the window is shorter than it (down to the 720 × 480 minimum window).
import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useEscapeLayer } from './shortcuts.ts';
import { focusFirst } from './focus.ts';

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The trigger: clicks on it are not "outside", and focus goes back to it on Esc. */
  anchor: RefObject<HTMLElement | null>;
  label: string;
  align?: 'start' | 'end';
  /** Below the trigger unless there is no room (menus at the bottom of the window ask for above). */
  placement?: 'below' | 'above';
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

function PopoverPanel({
  onClose,
  anchor,
  label,
  align = 'start',
  placement = 'below',
  className,
  role = 'dialog',
  id,
  children,
  onKeyDown,
  focusOnOpen,
}: PopoverProps): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEscapeLayer(true, () => {
    onClose();
    anchor.current?.focus();
  });

  useLayoutEffect(() => {
    const node = panel.current!;
    const trigger = anchor.current;
    if (!trigger) return;
    const side = placement === 'above' ? 'top' : 'bottom';
    return autoUpdate(trigger, node, () => {
      void computePosition(trigger, node, {
        strategy: 'fixed',
        placement: `${side}-${align}`,
        middleware: [
          offset(6),
          flip({ padding: 8 }),
          shift({ padding: 8 }),
          size({
            padding: 8,
            apply: ({ availableHeight }) => void (node.style.maxHeight = `${Math.max(120, availableHeight)}px`),
          }),
        ],
      }).then(({ x, y }) => {
        node.style.left = `${x}px`;
        node.style.top = `${y}px`;
      });
    });
  }, [anchor, align, placement]);

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
      className={`popover ${className ?? ''}`}
      role={role}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
