import type { MailLanguage, ReminderDays } from '@karyayojana/contracts';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { serverFieldErrors } from '@/lib/form-errors';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  useMailSettings,
  useUpdateMailSettings,
  type MailSettings as Settings,
  type MailSettingsChanges,
} from '../api/mail-settings';

const FIELDS = ['digest', 'reminder_days', 'language'] as const;

// The contract's REMINDER_DAYS and MAIL_LANGUAGES, as types only: a value imported from
// @karyayojana/contracts brings zod into the page's chunk.
const REMINDER_DAYS: readonly ReminderDays[] = [0, 1, 3, 7];
const MAIL_LANGUAGES: readonly MailLanguage[] = ['ne', 'en'];
type Field = (typeof FIELDS)[number];

/** The language names, each in its own script (as the language switch shows them). */
const LANGUAGE_NAMES: Record<Settings['language'], string> = { ne: 'नेपाली', en: 'English' };

/** The reminder select's value: '' for none, else the days. */
const reminderValue = (days: Settings['reminder_days']) => (days === null ? '' : String(days));

interface Choices {
  digest: boolean;
  reminder: string;
  language: Settings['language'];
}

/** Only what differs from the saved settings: a field left out keeps its value. */
function changesOf(saved: Settings, choices: Choices): MailSettingsChanges {
  const reminder =
    choices.reminder === '' ? null : (Number(choices.reminder) as Settings['reminder_days']);
  return {
    ...(choices.digest !== saved.digest && { digest: choices.digest }),
    ...(reminder !== saved.reminder_days && { reminder_days: reminder }),
    ...(choices.language !== saved.language && { language: choices.language }),
  };
}

function MailChoices({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const update = useUpdateMailSettings();
  const [choices, setChoices] = useState<Choices>({
    digest: settings.digest,
    reminder: reminderValue(settings.reminder_days),
    language: settings.language,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const changes = changesOf(settings, choices);
  const changed = Object.keys(changes).length > 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    setErrors({});
    update.mutate(changes, {
      onSuccess: ({ message }) => toast.success(message || t('settings.mail.saved')),
      onError: (error) => setErrors(serverFieldErrors(error, FIELDS)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-slate-700">
        {t('settings.mail.address')}:{' '}
        <span lang="en" dir="ltr" className="font-semibold break-all text-slate-900">
          {settings.email}
        </span>
      </p>
      <div className="space-y-1">
        <Checkbox
          label={t('settings.mail.digest')}
          checked={choices.digest}
          aria-invalid={errors.digest ? true : undefined}
          aria-describedby={errors.digest ? 'mail-digest-error' : undefined}
          onChange={(event) => {
            const digest = event.currentTarget.checked;
            setChoices((old) => ({ ...old, digest }));
          }}
        />
        {errors.digest && (
          <p id="mail-digest-error" className="text-sm font-semibold text-red-700">
            {translateMessage(errors.digest)}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.mail.reminders')}
          value={choices.reminder}
          error={errors.reminder_days}
          onChange={(event) => {
            const reminder = event.currentTarget.value;
            setChoices((old) => ({ ...old, reminder }));
          }}
        >
          <option value="">{t('settings.mail.reminderNone')}</option>
          {REMINDER_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {days === 0
                ? t('settings.mail.reminderSameDay')
                : t('settings.mail.reminderDays', { days: digits(days) })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.mail.language')}
          value={choices.language}
          error={errors.language}
          onChange={(event) => {
            const language = event.currentTarget.value as Settings['language'];
            setChoices((old) => ({ ...old, language }));
          }}
        >
          {MAIL_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" busy={update.isPending} disabled={!changed}>
        {update.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}

/** Settings → Profile: which emails this user gets (issue 17); every role. */
export function MailSettings() {
  const { t } = useTranslation();
  const settings = useMailSettings();
  return (
    <section
      aria-labelledby="profile-mail-settings"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="profile-mail-settings"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Mail aria-hidden="true" className="size-5 text-blue-700" />
        {t('settings.mail.title')}
      </h2>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <ErrorState
          title={t('settings.mail.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data.enabled ? (
        <p className="max-w-prose text-slate-700">{t('settings.mail.off')}</p>
      ) : (
        <>
          <p className="max-w-prose text-slate-700">{t('settings.mail.intro')}</p>
          <MailChoices
            // Saved settings from the server start the form afresh.
            key={JSON.stringify(settings.data)}
            settings={settings.data}
          />
        </>
      )}
    </section>
  );
}
