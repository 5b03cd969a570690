import { useId, type ComponentProps, type Ref } from 'react';
import { Paperclip } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

export interface FileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'onChange' | 'value' | 'className' | 'ref'
> {
  /** The chosen file, whose name is shown; null shows "no file chosen" in the page's language. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file field that speaks the page's language: the browser's own control says "Choose File /
 * No file chosen" in the browser's language, whatever the page. The native input stays (the
 * keyboard, screen readers and drag-and-drop use it), visually hidden behind a labelled button
 * and the chosen file's name.
 */
export function FileInput({ file, onFileChange, id, disabled, ref, ...props }: FileInputProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <input
        {...props}
        ref={ref}
        id={inputId}
        type="file"
        disabled={disabled}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className="inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500"
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {t('common.chooseFile')}
      </label>
      <span
        className="min-w-0 truncate text-sm text-slate-700"
        title={file?.name}
        data-testid="chosen-file"
      >
        {file ? file.name : t('common.noFileChosen')}
      </span>
    </div>
  );
}
