import { ImageOff, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/** Logos the server accepts (docs/behaviour.md §12); it checks the content, this only helps early. */
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const previewClass = 'size-[150px] object-contain';

/** A chosen file shown before it is saved; its object URL is revoked on change and unmount. */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={alt} width={150} height={150} className={previewClass} />;
}

/**
 * The saved image from /storage. When it cannot be loaded (the file store out of reach: the
 * server answers 503), a sentence says so in place of the browser's broken-image mark.
 */
function SavedImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) {
    return (
      <span
        role="img"
        aria-label={alt}
        className="flex flex-col items-center gap-1 px-2 text-center text-sm text-slate-600"
      >
        <ImageOff aria-hidden="true" className="size-8" />
        {t('companies.form.imageUnavailable')}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={150}
      height={150}
      className={previewClass}
      onError={() => setFailedUrl(url)}
    />
  );
}

interface LogoPickerProps {
  /** 'लोगो' or 'सहायक लोगो': names the image, the Edit control and the remove link. */
  label: string;
  /** The saved image (a /storage URL), if any. */
  savedUrl: string | null;
  /** A newly chosen file, not yet saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Removes the saved image on the server (edit mode); asked after a confirmation. */
  onRemoveSaved?: () => void;
  removing?: boolean;
  disabled?: boolean;
}

/** A 150×150 preview with an Edit control (a file input) and a remove link. */
export function LogoPicker({
  label,
  savedUrl,
  file,
  onFileChange,
  onRemoveSaved,
  removing = false,
  disabled = false,
}: LogoPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const canRemove = file !== null || (savedUrl !== null && onRemoveSaved !== undefined);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires a change
    if (!chosen) return;
    if (!(LOGO_TYPES as readonly string[]).includes(chosen.type)) {
      toast.error(t('companies.form.imageType'));
      return;
    }
    onFileChange(chosen);
  };

  const remove = () => {
    if (file)
      onFileChange(null); // a file not yet saved just goes away
    else setConfirming(true);
  };

  return (
    <figure className="flex flex-col items-center gap-2">
      <figcaption className="text-sm font-semibold text-slate-800">{label}</figcaption>
      <div className="flex size-[150px] items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-white">
        {file ? (
          <FilePreview file={file} alt={label} />
        ) : savedUrl ? (
          <SavedImage url={savedUrl} alt={label} />
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-slate-500">
            <ImageOff aria-hidden="true" className="size-8" />
            {t('companies.form.noImage')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={onChange}
          disabled={disabled}
          aria-label={t('companies.form.changeLabel', { image: label })}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('companies.form.change')}
        </label>
        {canRemove && (
          <button
            type="button"
            onClick={remove}
            disabled={disabled || removing}
            aria-label={t('companies.form.removeLabel', { image: label })}
            className="min-h-11 px-1 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-800 disabled:text-slate-500"
          >
            {t('companies.form.remove')}
          </button>
        )}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        item={label}
        fate="forever"
        busy={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemoveSaved?.();
        }}
      />
    </figure>
  );
}
