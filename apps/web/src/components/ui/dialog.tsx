import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useModalDialog } from './use-modal-dialog';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}

/** A centred modal dialog; its content is rendered only while it is open. */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50',
        className,
      )}
    >
      {open && (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-slate-700">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
