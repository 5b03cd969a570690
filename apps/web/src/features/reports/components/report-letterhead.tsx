import { joinAddress } from '@karyayojana/nepal-admin';
import { storageUrl } from '@/lib/storage-url';
import { useTranslation } from '@/lib/i18n';

export interface LetterheadCompany {
  name: string;
  description: string | null;
  address: string | null;
  municipality?: string | null;
  district?: string | null;
  province?: string | null;
  logo: string | null;
  subLogo: string | null;
}

/** The municipality's letterhead: logo, name, tagline and address, the sub-logo on the right. */
export function ReportLetterhead({ company }: { company: LetterheadCompany }) {
  const { t } = useTranslation();
  const logo = storageUrl(company.logo);
  const subLogo = storageUrl(company.subLogo);
  const place = joinAddress([company.address, company.municipality, company.district]);
  // The name stays centred on the page: the sub-logo's side keeps the logo's width, and the
  // other way round; without either, the name has the whole width (a phone needs it).
  const side = logo || subLogo ? 'flex w-14 shrink-0 sm:w-24' : 'hidden';
  return (
    <header className="flex items-center gap-3 border-b-2 border-slate-900 pb-3 sm:gap-4">
      <div className={`${side} justify-start`}>
        {logo && (
          <img
            src={logo}
            alt={t('dashboard.logo', { name: company.name })}
            width={96}
            height={96}
            className="size-auto max-h-24 max-w-full object-contain"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-0.5 text-center">
        <p className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{company.name}</p>
        {company.description && <p className="break-words text-slate-800">{company.description}</p>}
        {place && <p className="break-words text-slate-800">{place}</p>}
      </div>
      <div className={`${side} justify-end`}>
        {subLogo && (
          <img
            src={subLogo}
            alt={t('dashboard.subLogo', { name: company.name })}
            width={96}
            height={96}
            className="size-auto max-h-24 max-w-full object-contain"
          />
        )}
      </div>
    </header>
  );
}
