import { toAsciiDigits } from '@karyayojana/nepali-calendar';
import { MAX_WARD } from '@karyayojana/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { serverFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';

interface WardCountFormProps {
  /** The count stored now (0: not set). */
  count: number;
  onSubmit: (count: number) => Promise<unknown>;
}

/** The Super-Admin's "वडा संख्या" of a municipality, in either digits. */
export function WardCountForm({ count, onSubmit }: WardCountFormProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const headingId = useId();
  const [text, setText] = useState(count > 0 ? digits(count) : '');
  const [error, setErrorText] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const plain = toAsciiDigits(text.trim());
    const value = /^\d{1,2}$/.test(plain) ? Number(plain) : NaN;
    if (!(value >= 1 && value <= MAX_WARD)) {
      setErrorText('organisation.wards.validation.countInvalid');
      return;
    }
    setErrorText(undefined);
    setSaving(true);
    try {
      await onSubmit(value);
    } catch (failure) {
      // A 409 (a ward in use above the new count) is toasted by the query client.
      setErrorText(serverFieldErrors(failure, ['ward_count']).ward_count);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {t('organisation.wards.countHeading')}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-wrap items-start gap-3"
      >
        <TextField
          label={t('organisation.wards.count')}
          hint={t('organisation.wards.countHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          className="w-full max-w-md"
        />
        <Button type="submit" busy={saving} className="sm:mt-7">
          {t('organisation.wards.saveCount')}
        </Button>
      </form>
    </section>
  );
}
