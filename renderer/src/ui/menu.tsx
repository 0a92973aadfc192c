// A menu button (WAI-ARIA menu pattern): arrow keys, Home/End and Enter inside, Tab or Esc
// leaves, the chosen item closes the menu and focus goes back to the button.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Popover } from './popover.tsx';

export interface MenuItem {
  id: string;
  label: ReactNode;
  /** Secondary text on the right (a kind, a key). */
  detail?: ReactNode;
  /** Set for choices (menuitemradio); leave out for commands. */
  checked?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export interface MenuGroup {
  id: string;
  label?: ReactNode;
  items: MenuItem[];
}

export interface MenuButtonProps {
  /** The menu's accessible name, e.g. "Project". */
  label: string;
  /** The button's, when it should say more than the menu's (e.g. the current choice). */
  buttonLabel?: string;
  button: ReactNode;
  groups: MenuGroup[];
  className?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  /** Menus at the bottom of the window open upwards. */
  placement?: 'below' | 'above';
  title?: string;
}

const ITEM = '[role^="menuitem"]:not([disabled])';

export function MenuButton({
  label,
  buttonLabel,
  button,
  groups,
  className,
  buttonClassName,
  align,
  placement = 'below',
  title,
}: MenuButtonProps): ReactNode {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  return (
    <div className={`menu-anchor ${className ?? ''}`}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={title}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      <Popover
        open={open}
        onClose={() => close(false)}
        anchor={trigger}
        label={label}
        role="menu"
        id={menuId}
        align={align}
        placement={placement}
        className="menu"
        onKeyDown={onKeyDown}
        focusOnOpen={(panel) =>
          (panel.querySelector<HTMLElement>('[aria-checked="true"]') ?? panel.querySelector<HTMLElement>(ITEM))?.focus()
        }
      >
        {groups.map((group) => (
          <div
            key={group.id}
            role="group"
            aria-label={typeof group.label === 'string' ? group.label : undefined}
            className="menu-group"
          >
            {group.label ? (
              <div className="menu-group-label" aria-hidden="true">
                {group.label}
              </div>
            ) : null}
            {group.items.map((item) => (
              <button
                key={item.id}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                disabled={item.disabled}
                tabIndex={-1}
                className="menu-item"
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                <span className="menu-check" aria-hidden="true">
                  {item.checked ? '✓' : ''}
                </span>
                <span className="menu-label">{item.label}</span>
                {item.detail ? <span className="menu-detail">{item.detail}</span> : null}
              </button>
            ))}
          </div>
        ))}
      </Popover>
    </div>
  );
}
