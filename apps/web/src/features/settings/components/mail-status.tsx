import type { MailJob } from '@karyayojana/contracts';
import { MailCheck, MailWarning, RefreshCw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ActivityWhen } from '@/components/activity/activity-entry';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMailStatus, useSendTestMail, type MailStatus } from '../api/mail-status';

/** The variables that turn mail on, with what each one is (docs/decisions/025-mail.md). */
const VARIABLES = [
  { name: 'SMTP_URL', key: 'settings.mailStatus.smtpUrl' },
  { name: 'MAIL_FROM', key: 'settings.mailStatus.mailFrom' },
  { name: 'PUBLIC_URL', key: 'settings.mailStatus.publicUrl' },
] as const satisfies readonly { name: string; key: TextKey }[];

function useJobWords() {
  const { t, i18n } = useTranslation();
  const word = (key: string, fallback: string) => (i18n.exists(key) ? t(key as TextKey) : fallback);
  return {
    kind: (kind: string) => word(`settings.mailStatus.kinds.${kind}`, kind),
    status: (status: string) => word(`settings.mailStatus.statuses.${status}`, status),
  };
}

/** An address the operator set, or "not set". */
function SettingValue({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value === null) return <dd className="text-slate-700">{t('settings.mailStatus.notSet')}</dd>;
  return (
    <dd lang="en" dir="ltr" className="break-all text-slate-900">
      {value}
    </dd>
  );
}

function Overview({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const counts = [
    { label: t('settings.mailStatus.pending'), value: status.queue.pending },
    { label: t('settings.mailStatus.retrying'), value: status.queue.retrying },
    { label: t('settings.mailStatus.failed'), value: status.queue.failed },
    { label: t('settings.mailStatus.sentLastDay'), value: status.queue.sent_last_day },
  ];
  const Icon = status.enabled ? MailCheck : MailWarning;
  return (
    <div className="space-y-4">
      <div
        className={
          status.enabled
            ? 'flex gap-3 rounded-md border border-green-300 bg-green-50 p-3 text-green-950'
            : 'flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950'
        }
      >
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 ${status.enabled ? 'text-green-700' : 'text-amber-800'}`}
        />
        <div className="min-w-0 space-y-2">
          <p className="font-semibold">
            {status.enabled ? t('settings.mailStatus.on') : t('settings.mailStatus.off')}
          </p>
          {!status.enabled && (
            <>
              <p className="text-sm">{t('settings.mailStatus.offHelp')}</p>
              <ul className="space-y-1 text-sm">
                {VARIABLES.map(({ name, key }) => (
                  <li key={name} className="break-words">
                    <code lang="en" className="rounded bg-white/70 px-1 font-mono font-semibold">
                      {name}
                    </code>
                    : {t(key)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm font-semibold text-slate-700">{t('settings.mailStatus.from')}</dt>
          <SettingValue value={status.from} />
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-semibold text-slate-700">
            {t('settings.mailStatus.siteUrl')}
          </dt>
          <SettingValue value={status.public_url} />
        </div>
      </dl>

      <section aria-labelledby="mail-queue" className="space-y-2">
        <h3 id="mail-queue" className="font-semibold text-slate-900">
          {t('settings.mailStatus.queue')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {counts.map(({ label, value }) => (
            <div key={label} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900">{digits(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function ProblemsTable({ jobs }: { jobs: MailJob[] }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const words = useJobWords();
  if (jobs.length === 0)
    return <EmptyState icon={MailCheck} title={t('settings.mailStatus.noProblems')} />;
  return (
    <Table label={t('settings.mailStatus.problems')} className="min-w-[56rem]">
      <TableHead>
        <TableRow>
          <TableHeader>{t('settings.mailStatus.kind')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.to')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.subject')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.attempts')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.nextAttempt')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.lastError')}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id} className="align-top">
            <TableCell>
              <span className="block">{words.kind(job.kind)}</span>
              <span className="text-xs text-slate-600">{words.status(job.status)}</span>
            </TableCell>
            <TableCell lang="en" className="break-all">
              {job.to}
            </TableCell>
            <TableCell className="break-words">{job.subject}</TableCell>
            <TableCell>{digits(job.attempts)}</TableCell>
            <TableCell>
              <ActivityWhen at={job.run_at} />
            </TableCell>
            <TableCell lang="en" className="font-mono text-xs break-words text-red-800">
              {job.last_error ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecentTable({ jobs }: { jobs: MailJob[] }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const words = useJobWords();
  if (jobs.length === 0) return <EmptyState title={t('settings.mailStatus.noRecent')} />;
  return (
    <Table label={t('settings.mailStatus.recent')} className="min-w-[48rem]">
      <TableHead>
        <TableRow>
          <TableHeader>{t('settings.mailStatus.kind')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.to')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.subject')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.status')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.attempts')}</TableHeader>
          <TableHeader>{t('settings.mailStatus.at')}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.id} className="align-top">
            <TableCell>{words.kind(job.kind)}</TableCell>
            <TableCell lang="en" className="break-all">
              {job.to}
            </TableCell>
            <TableCell className="break-words">{job.subject}</TableCell>
            <TableCell>{words.status(job.status)}</TableCell>
            <TableCell>{digits(job.attempts)}</TableCell>
            <TableCell>
              <ActivityWhen at={job.sent_at ?? job.run_at} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A test mail to any address, the signed-in user's by default. */
function TestMailForm({ defaultTo }: { defaultTo: string }) {
  const { t } = useTranslation();
  const send = useSendTestMail();
  const [to, setTo] = useState(defaultTo);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setResult(undefined);
    const address = to.trim();
    // The contract's field is `email` (packages/contracts/src/mail.ts); empty: the caller's own.
    send.mutate(address ? { email: address } : {}, {
      onSuccess: ({ message }) => {
        setResult(message);
        toast.success(message);
      },
      onError: (failure) => setError(serverFieldErrors(failure, ['email'] as const).email),
    });
  };

  return (
    <section
      aria-labelledby="mail-test"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="mail-test" className="font-semibold text-slate-900">
        {t('settings.mailStatus.testTitle')}
      </h3>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('settings.mailStatus.testTo')}
          hint={t('settings.mailStatus.testHint')}
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={to}
          error={error}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <Button type="submit" busy={send.isPending} className="sm:mt-7">
          <Send aria-hidden="true" className="size-4" />
          {send.isPending
            ? t('settings.mailStatus.testSending')
            : t('settings.mailStatus.testSend')}
        </Button>
      </form>
      <p role="status" className="text-sm text-green-800">
        {result}
      </p>
    </section>
  );
}

/**
 * Settings → Email service (issue 17, Super-Admin): whether mail is on, the queue's counts,
 * the problems with the SMTP server's words, the latest mails and a test mail.
 */
export function MailStatusPanel({ userEmail }: { userEmail: string }) {
  const { t } = useTranslation();
  const status = useMailStatus();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="settings-mail" className="text-xl font-semibold text-slate-900">
            {t('settings.mailStatus.title')}
          </h2>
          <p className="text-slate-700">{t('settings.mailStatus.description')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void status.refetch()}
          busy={status.isFetching && !status.isPending}
          disabled={status.isPending}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('settings.mailStatus.refresh')}
        </Button>
      </div>
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <ErrorState
          title={t('settings.mailStatus.loadFailed')}
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <>
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <Overview status={status.data} />
          </div>
          <section aria-labelledby="mail-problems" className="space-y-2">
            <h3 id="mail-problems" className="font-semibold text-slate-900">
              {t('settings.mailStatus.problems')}
            </h3>
            <ProblemsTable jobs={status.data.problems} />
          </section>
          <section aria-labelledby="mail-recent" className="space-y-2">
            <h3 id="mail-recent" className="font-semibold text-slate-900">
              {t('settings.mailStatus.recent')}
            </h3>
            <RecentTable jobs={status.data.recent} />
          </section>
        </>
      )}
      <TestMailForm defaultTo={userEmail} />
    </div>
  );
}
