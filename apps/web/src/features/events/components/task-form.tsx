import { zodResolver } from '@hookform/resolvers/zod';
import type { Task } from '@karyayojana/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { DOCUMENT_ACCEPT } from '../lib/documents';
import { UploadProgress } from '@/components/ui/upload-progress';
import { FileInput } from '@/components/ui/file-input';

const taskSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'events.task.nameRequired')),
});

interface TaskFormProps {
  eventId: number;
  /** Editing this task; creating when absent. */
  task?: Task;
  onDone: () => void;
  onCancel: () => void;
}

/** A task's name (required) and, optionally, its proof document sent with a progress bar. */
export function TaskForm({ eventId, task, onDone, onCancel }: TaskFormProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const create = useCreateTask();
  const update = useUpdateTask();
  const busy = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(taskSchema), defaultValues: { name: task?.name ?? '' } });

  const onSubmit = handleSubmit(({ name }) => {
    setPercent(0);
    const callbacks = {
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message);
        onDone();
      },
      onError: (error: Error) => {
        setServerFieldErrors(error, setError, ['name']);
      },
    };
    const input = { event_id: eventId, name, file, onProgress: setPercent };
    if (task) update.mutate({ id: task.id, ...input }, callbacks);
    else create.mutate(input, callbacks);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <TextField
        label={t('events.task.name')}
        error={errors.name?.message}
        required
        data-autofocus
        {...register('name')}
      />
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
          {t('events.task.file')}
        </label>
        {task?.document && (
          <p className="text-sm break-all text-slate-700">
            {t('events.task.currentFile', { name: task.document.name })}
          </p>
        )}
        <FileInput
          id={fileId}
          accept={DOCUMENT_ACCEPT}
          disabled={busy}
          aria-describedby={`${fileId}-hint`}
          file={file}
          onFileChange={setFile}
        />
        <p id={`${fileId}-hint`} className="text-xs text-slate-600">
          {t('events.task.fileHint')}
          {task?.document && ` ${t('events.task.replaceHint')}`}
        </p>
      </div>
      {busy && file && <UploadProgress percent={percent} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('events.task.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('events.task.save')}
        </Button>
      </div>
    </form>
  );
}
