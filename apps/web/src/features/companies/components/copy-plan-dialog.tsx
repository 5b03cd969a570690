import type { Company } from '@karyayojana/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useUser } from '@/lib/auth/get-user';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCopyEvents } from '../api/copy-events';
import { useCopyMyEvents } from '../api/copy-my-events';
import { NO_COMPANY_MESSAGE } from '../lib/copy-messages';
import { FiscalYearFields, type YearChoice } from './fiscal-year-fields';
import { CopyTargets } from './copy-targets';
import { toastWithUndo } from '@/lib/undo-batch';
import { useQueryClient } from '@tanstack/react-query';

/** 'copy': the template plan into the municipalities; 'self': each one's own plan on a year. */
export type CopyMode = 'copy' | 'self';

interface CopyPlanDialogProps {
  mode: CopyMode | null;
  companies: Company[];
  onClose: () => void;
  /** After a successful copy: the list leaves select mode. */
  onDone: () => void;
}

export function CopyPlanDialog({ mode, companies, onClose, onDone }: CopyPlanDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A copy that has started runs to its end: closing would hide how it ended.
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={mode !== null}
      onClose={close}
      title={t(mode === 'self' ? 'companies.copy.selfTitle' : 'companies.copy.title')}
      description={t(mode === 'self' ? 'companies.copy.explainSelf' : 'companies.copy.explainCopy')}
      className="max-w-lg"
    >
      {mode && (
        <CopyForm
          key={mode}
          mode={mode}
          companies={companies}
          onCancel={close}
          onDone={onDone}
          onBusy={setBusy}
        />
      )}
    </Dialog>
  );
}

interface CopyFormProps {
  mode: CopyMode;
  companies: Company[];
  onCancel: () => void;
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}

function CopyForm({ mode, companies, onCancel, onDone, onBusy }: CopyFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const digits = useLocalDigits();
  const user = useUser();
  const [years, setYears] = useState<YearChoice>({ from: '', to: '' });
  const [toError, setToError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const copy = useCopyEvents();
  const copyMine = useCopyMyEvents();
  const busy = copy.isPending || copyMine.isPending;

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const run = <T,>(promise: Promise<T>, then: (value: T) => void) => {
    onBusy(true);
    promise
      // Both copies are all or nothing: a failure leaves every municipality as it was.
      .then(then, (err: unknown) =>
        fail(
          t('companies.copy.nothingCopied', {
            message: err instanceof Error ? err.message : String(err),
          }),
        ),
      )
      .finally(() => onBusy(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!years.from || !years.to) {
      setToError('companies.copy.chooseTo');
      // docs/behaviour.md §11: the copy says this (sic); the self-copy just does nothing. Inline too:
      // a toast sits under the modal dialog, hidden on a phone.
      if (mode === 'copy') fail(NO_COMPANY_MESSAGE);
      return;
    }
    const range = { from_fiscal_year: Number(years.from), to_fiscal_year: Number(years.to) };
    const ids = companies.map((c) => c.id);
    if (mode === 'copy') {
      run(copy.mutateAsync({ ...range, target_companies: ids }), ({ message, data }) => {
        toastWithUndo(message, data.batch_id, queryClient);
        onDone();
      });
      return;
    }
    if (years.from === years.to) {
      setToError('companies.copy.sameYear');
      return;
    }
    run(copyMine.mutateAsync({ ...range, target_companies: ids }), ({ data }) => {
      toastWithUndo(
        t('companies.copy.selfDone', { companies: digits(ids.length), n: digits(data.created) }),
        data.batch_id,
        queryClient,
      );
      onDone();
    });
  };

  const source = mode === 'copy' ? user.data?.company.name : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <CopyTargets companies={companies} />
      <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        {source && (
          <p className="font-semibold text-slate-800">
            {t('companies.copy.source', { name: source })}
          </p>
        )}
        <p>{t('companies.copy.explainRules')}</p>
      </div>
      <FiscalYearFields
        value={years}
        onChange={(next) => {
          setYears(next);
          setToError(undefined);
        }}
        disabled={busy}
        toError={toError}
      />
      {error && (
        <p role="alert" className="text-sm font-semibold break-words text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!years.from} busy={busy}>
          {t(mode === 'self' ? 'companies.copy.selfSubmit' : 'companies.copy.submit')}
        </Button>
      </div>
    </form>
  );
}
