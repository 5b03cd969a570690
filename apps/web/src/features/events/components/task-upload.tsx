import type { Task } from '@karyayojana/contracts';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateTask } from '../api/update-task';
import { DOCUMENT_ACCEPT } from '../lib/documents';
import { UploadProgress } from '@/components/ui/upload-progress';
import { FileInput } from '@/components/ui/file-input';

/** A task's proof upload: choose a file, send it with a progress bar. Every role may do this. */
export function TaskUpload({ task }: { task: Task }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUpdateTask();

  const send = () => {
    if (!file) {
      setError(t('events.task.fileRequired'));
      input.current?.focus();
      return;
    }
    setError(null);
    setPercent(0);
    // The promise, not mutate's callbacks: once the event is read again this task shows its
    // document and this form is gone, and callbacks of an unmounted caller are never called.
    upload.mutateAsync({ id: task.id, event_id: task.event_id, file, onProgress: setPercent }).then(
      ({ message }) => {
        toast.success(message);
        setFile(null);
      },
      (err: Error) => setError(err.message),
    );
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('events.task.chooseFile', { name: task.name })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <FileInput
          ref={input}
          id={id}
          accept={DOCUMENT_ACCEPT}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          file={file}
          onFileChange={(chosen) => {
            setError(null);
            setFile(chosen);
          }}
        />
        <Button onClick={send} busy={upload.isPending} className="sm:w-auto" write>
          {!upload.isPending && <Upload aria-hidden="true" className="size-4" />}
          {t('events.task.upload')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('events.task.fileHint')}
      </p>
      {upload.isPending && <UploadProgress percent={percent} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
