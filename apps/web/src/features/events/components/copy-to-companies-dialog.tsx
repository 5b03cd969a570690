import { DATE_MESSAGES } from '@karyayojana/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCopySelectedEvents } from '../api/copy-selected-events';
import { useCompanies } from '@/lib/queries/companies';
import { toastWithUndo } from '@/lib/undo-batch';
import { useQueryClient } from '@tanstack/react-query';

interface CopyToCompaniesDialogProps {
  open: boolean;
  eventIds: number[];
  onClose: () => void;
  /** After a successful copy: the list leaves select mode. */
  onDone: () => void;
}

/** Super-Admin: copies the chosen events to the municipalities ticked here. */
export function CopyToCompaniesDialog({
  open,
  eventIds,
  onClose,
  onDone,
}: CopyToCompaniesDialogProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('events.copyToCompanies.title')}
      description={t('events.copyToCompanies.description', { n: digits(eventIds.length) })}
    >
      <CompanyPicker eventIds={eventIds} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function CompanyPicker({ eventIds, onClose, onDone }: Omit<CopyToCompaniesDialogProps, 'open'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companies = useCompanies();
  const copy = useCopySelectedEvents();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();
  const errorId = useId();

  const needle = query.trim().toLowerCase();
  const shown = (companies.data ?? []).filter((c) => c.name.toLowerCase().includes(needle));
  const shownChosen = shown.filter((c) => chosen.has(c.id)).length;
  const all = shown.length > 0 && shownChosen === shown.length;

  const toggle = (id: number) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };
  const toggleAll = (checked: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      for (const c of shown) {
        if (checked) next.add(c.id);
        else next.delete(c.id);
      }
      return next;
    });
  };
  const submit = () => {
    if (chosen.size === 0) {
      setError(DATE_MESSAGES.noCompanies);
      toast.error(DATE_MESSAGES.noCompanies);
      return;
    }
    copy.mutate(
      { target_events: eventIds, target_companies: [...chosen] },
      {
        onSuccess: ({ message, data }) => {
          toastWithUndo(message, data.batch_id, queryClient);
          onDone();
        },
        onError: (err) => {
          setError(err.message);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('events.copyToCompanies.search')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-autofocus
        />
      </div>
      {companies.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="text-blue-700" />
          {t('app.loading')}
        </p>
      ) : companies.isError ? (
        <div role="alert" className="space-y-2 text-slate-800">
          <p>{t('events.copyToCompanies.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void companies.refetch()}>
            {t('events.table.retry')}
          </Button>
        </div>
      ) : (
        <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1">
          <legend className="sr-only">{t('events.copyToCompanies.title')}</legend>
          <Checkbox
            label={t('events.copyToCompanies.selectAll')}
            checked={all}
            indeterminate={shownChosen > 0 && !all}
            disabled={shown.length === 0}
            onChange={(event) => toggleAll(event.target.checked)}
            className="w-full border-b border-slate-200 font-semibold"
          />
          {shown.length === 0 ? (
            <p className="py-3 text-slate-700">{t('events.copyToCompanies.empty')}</p>
          ) : (
            <ul className="max-h-72 overflow-y-auto">
              {shown.map((company) => (
                <li key={company.id}>
                  <Checkbox
                    label={company.name}
                    checked={chosen.has(company.id)}
                    onChange={() => toggle(company.id)}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('events.copyToCompanies.cancel')}
        </Button>
        <Button onClick={submit} busy={copy.isPending} write>
          {t('events.copyToCompanies.submit')}
        </Button>
      </div>
    </div>
  );
}
