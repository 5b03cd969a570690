import { OrderedSettingsPage } from '@/components/ui/ordered-settings-page';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { useDeleteFiscalYear } from '../api/delete-fiscal-year';
import { useReorderFiscalYears } from '../api/reorder-fiscal-years';
import { FiscalYearDialog } from '../components/fiscal-year-dialog';
import { FiscalYearsTable } from '../components/fiscal-years-table';

/**
 * /dashboard/config/fiscal-year and /dashboard/config/fiscal-year/:id: the list, the New
 * dialog, and the edit dialog, which the :id in the URL opens by itself.
 */
export function FiscalYearsPage() {
  const { t } = useTranslation();
  return (
    <OrderedSettingsPage
      nameOf={(year) => year.year}
      texts={{
        title: t('fiscalYears.title'),
        reorderHint: t('fiscalYears.reorderHint'),
        notFound: t('fiscalYears.notFound'),
        empty: t('fiscalYears.empty'),
        emptyHint: t('fiscalYears.emptyHint'),
      }}
      listHref={paths.config.fiscalYears.getHref()}
      query={useFiscalYears()}
      saveOrder={useReorderFiscalYears()}
      remove={useDeleteFiscalYear()}
      table={(props) => <FiscalYearsTable {...props} />}
      dialog={({ item, ...props }) => <FiscalYearDialog fiscalYear={item} {...props} />}
    />
  );
}
