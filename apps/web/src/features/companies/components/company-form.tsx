import type { Company } from '@karyayojana/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { storageUrl } from '@/lib/storage-url';
import { toast } from '@/lib/toast';
import { useCreateCompany } from '../api/create-company';
import { useDeleteCompanyLogo, type LogoField } from '../api/delete-company-logo';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { expiryDates } from '../lib/expiry';
import {
  buildCompanyForm,
  companyFormDefaults,
  companyFormFields,
  companyFormSchema,
  type LogoFiles,
} from '../lib/company-form-schema';
import { AddressFields } from './address-fields';
import { LogoPicker } from './logo-picker';
import { UploadProgress } from '@/components/ui/upload-progress';

interface CompanyFormProps {
  /** Edit this municipality; without it the form creates one. */
  companyId?: number;
  /** After the server saved it (the toast is shown already). */
  onSaved: (company: Company) => void;
  /** The subscription's end date: the Super-Admin's to set, for municipalities only. */
  allowExpiry?: boolean;
  /** Where Cancel goes when there is no page to go back to (the form was opened directly). */
  cancelTo?: string;
}

/** The municipality form of docs/behaviour.md §5: config → companies, and Settings → Company. */
export function CompanyForm({ companyId, ...props }: CompanyFormProps) {
  const company = useCompany(companyId);
  if (companyId === undefined) return <CompanyFormFields {...props} />;
  if (company.isPending) return <Loading />;
  if (company.isError) {
    return (
      <ErrorState
        error={company.error}
        onRetry={() => void company.refetch()}
        retrying={company.isFetching}
      />
    );
  }
  return <CompanyFormFields company={company.data} {...props} />;
}

interface CompanyFormFieldsProps extends Omit<CompanyFormProps, 'companyId'> {
  company?: Company;
}

/** The form itself, for a loaded municipality or a new one. */
export function CompanyFormFields({
  company,
  onSaved,
  allowExpiry = false,
  cancelTo = paths.home.root.getHref(),
}: CompanyFormFieldsProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const removeLogo = useDeleteCompanyLogo();
  const [files, setFiles] = useState<LogoFiles>({ logo: null, subLogo: null });
  const [progress, setProgress] = useState<number | null>(null);
  const withExpiry = allowExpiry && !company?.is_owner;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(companyFormSchema({ addressOptional: company?.is_owner === true })),
    defaultValues: companyFormDefaults(company),
  });
  const [province, district, municipality, expiry] = useWatch({
    control,
    name: ['province', 'district', 'municipality', 'expiry_date'],
  });
  const saving = create.isPending || update.isPending;
  const expiryBs = expiry ? expiryDates(expiry, i18n.language === 'en' ? 'en' : 'ne')?.bs : null;

  const onSubmit = handleSubmit((values) => {
    const form = buildCompanyForm(values, files, { withExpiry });
    const callbacks = {
      onSuccess: ({ message, data }: { message: string; data: Company }) => {
        toast.success(message);
        setFiles({ logo: null, subLogo: null });
        onSaved(data);
      },
      onError: (error: Error) => {
        setServerFieldErrors(error, setError, companyFormFields);
      },
      onSettled: () => setProgress(null),
    };
    if (company) update.mutate({ id: company.id, form, onProgress: setProgress }, callbacks);
    else create.mutate({ form, onProgress: setProgress }, callbacks);
  });

  const removeSaved = (which: LogoField) => () => {
    if (!company) return;
    removeLogo.mutate(
      { id: company.id, which },
      {
        onSuccess: ({ message }) => toast.success(message),
      },
    );
  };
  // docs/behaviour.md §5: Cancel goes back; opened from a bookmark, there is no "back" inside the app.
  const cancel = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(cancelTo));
  };
  const removing = (which: LogoField) =>
    removeLogo.isPending && removeLogo.variables.which === which;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="flex flex-wrap justify-center gap-8 sm:justify-start">
        {(['logo', 'subLogo'] as const).map((which) => (
          <LogoPicker
            key={which}
            label={t(`companies.form.${which}`)}
            savedUrl={storageUrl(company?.[which])}
            file={files[which]}
            onFileChange={(file) => setFiles((current) => ({ ...current, [which]: file }))}
            onRemoveSaved={company ? removeSaved(which) : undefined}
            removing={removing(which)}
            disabled={saving}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('companies.form.imageHint')}</p>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('companies.form.name')}
          required
          autoComplete="organization"
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField
          label={t('companies.form.tagline')}
          error={errors.description?.message}
          className="sm:col-span-2"
          {...register('description')}
        />
        <TextField
          label={t('companies.form.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('companies.form.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label={t('companies.form.contact')}
          type="tel"
          autoComplete="tel"
          error={errors.contact?.message}
          {...register('contact')}
        />
        {withExpiry && (
          <TextField
            label={t('companies.form.expiryDate')}
            type="date"
            hint={expiryBs ?? (company ? undefined : t('companies.form.expiryHint'))}
            error={errors.expiry_date?.message}
            {...register('expiry_date')}
          />
        )}
      </div>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">
          {t('companies.form.addressSection')}
        </legend>
        <AddressFields
          value={{ province, district, municipality }}
          required={!company?.is_owner}
          disabled={saving}
          error={
            errors.municipality?.message ?? errors.province?.message ?? errors.district?.message
          }
          onChange={(next) => {
            const options = { shouldDirty: true, shouldValidate: isSubmitted };
            setValue('province', next.province, options);
            setValue('district', next.district, options);
            setValue('municipality', next.municipality, options);
          }}
        />
        <TextField
          label={t('companies.form.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </fieldset>

      {saving && progress !== null && <UploadProgress percent={progress} />}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          {t('companies.form.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {company ? t('companies.form.update') : t('companies.form.save')}
        </Button>
      </div>
    </form>
  );
}
