import { ListPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';

interface TaskNamesFieldProps {
  value: string[];
  onChange: (names: string[]) => void;
}

/** The tasks a new event starts with: type a name, add it; each can be removed again. */
export function TaskNamesField({ value, onChange }: TaskNamesFieldProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const id = useId();
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (!value.includes(trimmed)) onChange([...value, trimmed]);
    setName('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{t('events.form.tasks')}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t('events.form.taskName')}
        </label>
        <Input
          id={id}
          value={name}
          placeholder={t('events.form.taskName')}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the task here rather than submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} className="h-11">
          <ListPlus aria-hidden="true" className="size-4" />
          {t('events.form.addTask')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('events.form.noTasks')}</p>
      ) : (
        <ol className="space-y-1">
          {value.map((task, index) => (
            <li
              key={task}
              className="flex items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 py-1 pr-1 pl-3"
            >
              <span className="min-w-0 break-words">
                {index + 1}. {task}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x !== task))}
                aria-label={t('events.form.removeTask', { name: task })}
                className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
