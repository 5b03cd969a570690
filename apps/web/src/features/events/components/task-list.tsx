import type { Task } from '@karyayojana/contracts';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteTask } from '../api/delete-task';
import { useDeleteTaskFile } from '../api/delete-task-file';
import { TaskItem } from './task-item';

interface TaskListProps {
  tasks: Task[];
  canWrite: boolean;
  canDocument: boolean;
}

type Pending = { kind: 'task' | 'file'; task: Task } | null;

/** The tasks of an event; deleting a task or its file asks first. */
export function TaskList({ tasks, canWrite, canDocument }: TaskListProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const deleteTask = useDeleteTask();
  const deleteFile = useDeleteTaskFile();

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.kind === 'task' ? deleteTask : deleteFile;
    mutation.mutate(pending.task.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setPending(null);
      },
    });
  };

  return (
    <>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          {t('events.view.noTasks')}
        </p>
      ) : (
        <ul className="space-y-3">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              canWrite={canWrite}
              canDocument={canDocument}
              onRemoveFile={(item) => setPending({ kind: 'file', task: item })}
              onDelete={(item) => setPending({ kind: 'task', task: item })}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={pending !== null}
        item={
          pending?.kind === 'file'
            ? (pending.task.document?.name ?? pending.task.name)
            : pending?.task.name
        }
        fate="trash"
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        busy={deleteTask.isPending || deleteFile.isPending}
      />
    </>
  );
}
