import type { OtherDocument } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { SavedDocument } from '../api/create-document';
import { useCreateDocument } from '../api/create-document';
import { useUpdateDocument } from '../api/update-document';
import { UploadProgress } from '@/components/ui/upload-progress';
import { FileInput } from '@/components/ui/file-input';

// docs/behaviour.md §9: the title is required; file and remarks are optional. Limits as the server's.
const documentSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'documents.form.nameRequired'),
      z.maxLength(300, 'documents.form.nameTooLong'),
    ),
  remarks: z.string().check(z.trim(), z.maxLength(2000, 'documents.form.remarksTooLong')),
});

// docs/behaviour.md §12: what the server accepts, judged by content; the picker offers the same.
const ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv';

interface DocumentFormProps {
  /** Edit this document; without it the form adds one. */
  document?: OtherDocument;
  onSaved: (saved: SavedDocument) => void;
  onCancel: () => void;
}

/** The add / edit form of the documents modal, with the upload's progress bar. */
export function DocumentForm({ document, onSaved, onCancel }: DocumentFormProps) {
  const { t } = useTranslation();
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const saving = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(documentSchema),
    defaultValues: { name: document?.name ?? '', remarks: document?.remarks ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFileError(undefined);
    const callbacks = {
      onSuccess: (saved: SavedDocument) => {
        toast.success(saved.message);
        onSaved(saved);
      },
      onError: (error: Error) => {
        setServerFieldErrors(error, setError, ['name', 'remarks']);
        // 413 and 415 are about the file: say so beside it, in words that say what to do.
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          setFileError(
            error.status === 413 ? t('documents.form.tooLarge') : t('documents.form.unsupported'),
          );
        } else if (error instanceof ApiError && error.errors.documents?.[0]) {
          setFileError(error.errors.documents[0]);
        }
      },
      onSettled: () => setProgress(null),
    };
    const input = { values: { ...values, file }, onProgress: setProgress };
    if (document) update.mutate({ id: document.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  });

  const clearFile = () => {
    setFile(null);
    setFileError(undefined);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('documents.form.name')}
        required
        autoComplete="off"
        // The dialog may open before an edited document has loaded: the title field still
        // gets the focus once the form appears.
        autoFocus
        error={errors.name?.message}
        disabled={saving}
        {...register('name')}
      />
      <TextareaField
        label={t('documents.form.remarks')}
        rows={3}
        error={errors.remarks?.message}
        disabled={saving}
        {...register('remarks')}
      />
      <FormField
        label={t('documents.form.file')}
        hint={
          document?.document
            ? `${t('documents.form.currentFile', { name: document.document.name })} ${t('documents.form.replaceHint')}`
            : t('documents.form.fileHint')
        }
        error={fileError}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <FileInput
              {...control}
              ref={fileInput}
              accept={ACCEPT}
              disabled={saving}
              file={file}
              onFileChange={(chosen) => {
                setFile(chosen);
                setFileError(undefined);
              }}
            />
            {file && !saving && (
              <Button
                variant="ghost"
                size="icon"
                onClick={clearFile}
                aria-label={t('documents.form.removeChosen')}
                title={t('documents.form.removeChosen')}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            )}
          </div>
        )}
      </FormField>
      {saving && progress !== null && <UploadProgress percent={progress} />}
      <div className="flex flex-wrap justify-end gap-3 pt-1">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {document ? t('common.update') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
