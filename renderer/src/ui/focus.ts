// Focus helpers shared by dialogs, popovers and menus.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'));
}

/** Focuses what the container asks for (`data-autofocus`), else its first control, else itself. */
export function focusFirst(container: HTMLElement): void {
  const target = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(container)[0] ?? container;
  target.focus();
}

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Gives focus back to where it was, unless that element has gone. */
export function restoreFocus(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}
