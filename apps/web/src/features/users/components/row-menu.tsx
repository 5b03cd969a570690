import { EllipsisVertical } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** A menu item's look; add its text colour (text-slate-800, or text-red-700 for Delete). */
export const rowMenuItemClass =
  'flex h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Below the button, right-aligned; above it when the viewport has no room below. */
function place(menu: HTMLElement, button: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const box = menu.getBoundingClientRect();
  const below = anchor.bottom + 4;
  const top = below + box.height > window.innerHeight ? anchor.top - box.height - 4 : below;
  const left = Math.min(Math.max(8, anchor.right - box.width), window.innerWidth - box.width - 8);
  menu.style.top = `${Math.max(8, top)}px`;
  menu.style.left = `${left}px`;
}

interface RowMenuProps {
  /** The button's accessible name: "Actions for Sita". */
  label: string;
  /** Menu items: elements with role="menuitem" and tabIndex={-1}; `close` hides the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A row's menu button (WAI-ARIA menu button): arrows, Home/End, Escape and Tab behave as in a
 * desktop menu. The menu is fixed to the viewport, in <body>, so no table cell clips it.
 */
export function RowMenu({ label, children }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);
  const id = useId();

  useLayoutEffect(() => {
    if (!open || !menuRef.current || !buttonRef.current) return;
    place(menuRef.current, buttonRef.current);
    menuItems(menuRef.current)
      .at(focusLast.current ? -1 : 0)
      ?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!rootRef.current?.contains(target) && !menuRef.current?.contains(target)) setOpen(false);
    };
    // A fixed menu would drift away from its row: scrolling or resizing closes it.
    const closeNow = (event: Event) => {
      if (!(event.target instanceof Node && menuRef.current?.contains(event.target)))
        setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('scroll', closeNow, true);
    window.addEventListener('resize', closeNow);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('scroll', closeNow, true);
      window.removeEventListener('resize', closeNow);
    };
  }, [open]);

  const openMenu = (last: boolean) => {
    focusLast.current = last;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // The menu sits at the end of <body>: Tab would leave the page. Back to its button.
      event.preventDefault();
      close();
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      event.preventDefault(); // a link answers Enter only; a menu item answers Space as well
      document.activeElement.click();
    }
  };

  return (
    <div ref={rootRef} className="inline-block">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openMenu(false))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowUp');
          }
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      {open &&
        // In <body>: a table cell (sticky, or in a scrolling box) would clip or cover it.
        createPortal(
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            aria-labelledby={`${id}-button`}
            onKeyDown={onMenuKeyDown}
            className="fixed z-40 w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
          >
            {children(() => setOpen(false))}
          </div>,
          document.body,
        )}
    </div>
  );
}
