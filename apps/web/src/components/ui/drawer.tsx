import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name of the drawer. */
  label: string;
  children: ReactNode;
}

/** A panel that slides over the page from the left, over a dimmed backdrop. */
export function Drawer({ open, onClose, label, children }: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialog}
      aria-label={label}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-slate-900 p-0 text-slate-100 shadow-xl backdrop:bg-slate-950/60 open:animate-drawer-in"
    >
      {open && <div className="flex h-full flex-col">{children}</div>}
    </dialog>
  );
}
