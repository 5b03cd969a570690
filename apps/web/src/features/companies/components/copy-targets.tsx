import type { Company } from '@karyayojana/contracts';
import { useId } from 'react';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';

/** Which municipalities the copy goes into: a count and their names. */
export function CopyTargets({ companies }: { companies: Company[] }) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {t('companies.copy.targets', { n: digits(companies.length) })}
      </h3>
      <ul className="flex max-h-32 flex-wrap gap-1.5 overflow-y-auto">
        {companies.map((company) => (
          <li
            key={company.id}
            className="max-w-full rounded-full bg-blue-50 px-3 py-1 text-sm break-words text-blue-900 ring-1 ring-blue-200"
          >
            {company.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
