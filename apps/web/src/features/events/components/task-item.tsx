import type { Task } from '@karyayojana/contracts';
import { CheckCircle2, Circle, ExternalLink, FileX, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { TaskUpload } from './task-upload';

interface TaskItemProps {
  task: Task;
  canWrite: boolean;
  canDocument: boolean;
  onRemoveFile: (task: Task) => void;
  onDelete: (task: Task) => void;
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** One task: a green tick and a view link once its proof is in, else the upload. */
export function TaskItem({ task, canWrite, canDocument, onRemoveFile, onDelete }: TaskItemProps) {
  const { t } = useTranslation();
  const hasDocument = task.documents !== null;
  const fileName = task.document?.name ?? t('events.task.hasDocument');
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-start gap-3">
        {hasDocument ? (
          <CheckCircle2
            role="img"
            aria-label={t('events.task.hasDocument')}
            className="mt-0.5 size-6 shrink-0 text-green-700"
          />
        ) : (
          <Circle
            role="img"
            aria-label={t('events.task.noDocument')}
            className="mt-0.5 size-6 shrink-0 text-slate-400"
          />
        )}
        <p className="min-w-0 flex-1 pt-0.5 font-semibold break-words text-slate-900">
          {task.name}
        </p>
        {canWrite && (
          <div className="-my-1.5 flex shrink-0">
            <Link
              to={paths.events.viewTaskForm.getHref(task.event_id, task.id)}
              aria-label={t('events.task.edit', { name: task.name })}
              className={iconButton}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Link>
            <button
              type="button"
              onClick={() => onDelete(task)}
              aria-label={t('events.task.delete', { name: task.name })}
              className={cn(iconButton, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      {hasDocument ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pl-9">
          <a
            href={task.documents ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 min-w-0 items-center gap-1.5 font-medium break-all text-blue-800 underline underline-offset-2"
          >
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            {t('events.task.viewDocument', { name: fileName })}
            <span className="sr-only"> {t('events.task.opensNewTab')}</span>
          </a>
          {canDocument && (
            <button
              type="button"
              onClick={() => onRemoveFile(task)}
              aria-label={t('events.task.removeFileFor', { name: task.name })}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-red-700 hover:underline"
            >
              <FileX aria-hidden="true" className="size-4" />
              {t('events.task.removeFile')}
            </button>
          )}
        </div>
      ) : (
        canDocument && (
          <div className="sm:pl-9">
            <TaskUpload task={task} />
          </div>
        )
      )}
    </li>
  );
}
