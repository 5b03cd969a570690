import type { Company } from '@karyayojana/contracts';
import * as z from 'zod/mini';
import { canonicalAddress } from './address';

const looksLikeEmail = (v: string) => z.email().safeParse(v).success;

/** The company form; i18n keys as messages. The address triple is required unless `optional`. */
export function companyFormSchema({ addressOptional }: { addressOptional: boolean }) {
  return z
    .object({
      name: z.string().check(
        z.refine((v) => v.trim().length > 0, 'companies.validation.nameRequired'),
        z.maxLength(200),
      ),
      description: z.string().check(z.maxLength(500)),
      email: z
        .string()
        .check(
          z.refine(
            (v) => v.trim() === '' || looksLikeEmail(v.trim()),
            'companies.validation.emailInvalid',
          ),
        ),
      website: z.string().check(z.maxLength(300)),
      contact: z.string().check(z.maxLength(100)),
      province: z.string(),
      district: z.string(),
      municipality: z.string(),
      address: z.string().check(z.maxLength(300)),
      expiry_date: z.string(),
    })
    .check(
      z.refine(
        (v) => {
          const any = v.province || v.district || v.municipality;
          if (addressOptional && !any) return true;
          return Boolean(v.province && v.district && v.municipality);
        },
        { path: ['municipality'], message: 'companies.validation.addressRequired' },
      ),
    );
}

export type CompanyFormValues = z.infer<ReturnType<typeof companyFormSchema>>;

/** Field names the server may report errors for, as they are in the form. */
export const companyFormFields = [
  'name',
  'description',
  'email',
  'website',
  'contact',
  'province',
  'district',
  'municipality',
  'address',
  'expiry_date',
] as const satisfies readonly (keyof CompanyFormValues)[];

export function companyFormDefaults(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    description: company?.description ?? '',
    email: company?.email ?? '',
    website: company?.website ?? '',
    contact: company?.contact ?? '',
    ...canonicalAddress(company ?? {}),
    address: company?.address ?? '',
    expiry_date: company?.expiry_date ?? '',
  };
}

export interface LogoFiles {
  logo: File | null;
  subLogo: File | null;
}

/** The multipart body: every text field (trimmed; '' clears it) and the chosen images. */
export function buildCompanyForm(
  values: CompanyFormValues,
  files: LogoFiles,
  { withExpiry }: { withExpiry: boolean },
): FormData {
  const form = new FormData();
  for (const field of companyFormFields) {
    if (field === 'expiry_date') continue;
    form.set(field, values[field].trim());
  }
  if (withExpiry && values.expiry_date) form.set('expiry_date', values.expiry_date);
  if (files.logo) form.set('logo', files.logo);
  if (files.subLogo) form.set('subLogo', files.subLogo);
  return form;
}
