import { useTranslation, type TextKey } from '@/lib/i18n';

const BLOCKS: TextKey[] = [
  'reports.signatures.prepared',
  'reports.signatures.checked',
  'reports.signatures.approved',
];
const LINES: TextKey[] = [
  'reports.signatures.signature',
  'reports.signatures.name',
  'reports.signatures.post',
  'reports.signatures.date',
];

/** Who prepared, checked and approved the report: lines to sign on paper. */
export function SignatureBlocks() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('reports.signatures.label')}
      className="report-keep grid gap-6 pt-8 sm:grid-cols-3 print:grid-cols-3 print:pt-6"
    >
      {BLOCKS.map((block) => (
        <div key={block} className="space-y-3">
          <h3 className="font-semibold text-slate-900">{t(block)}</h3>
          <dl className="space-y-3">
            {LINES.map((line) => (
              <div key={line} className="flex items-end gap-2">
                <dt className="shrink-0 text-slate-800">{t(line)}:</dt>
                <dd
                  aria-hidden="true"
                  className="h-6 flex-1 border-b border-dotted border-slate-600"
                />
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
