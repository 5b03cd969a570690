import type { Event, FiscalYear } from '@karyayojana/contracts';
import { rowNumber } from '@/components/ui/pagination';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { useTranslation } from '@/lib/i18n';
import { EventRow } from './event-row';

interface EventsTableProps {
  events: Event[];
  page: number;
  perPage: number;
  fiscalYears: FiscalYear[];
  /** Whether the reader may plan this event (edit, delete, re-date). */
  canPlan: (event: Event) => boolean;
  /** Whether the reader may plan any event: the actions column is shown. */
  actionsColumn: boolean;
  selectMode: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onDelete: (event: Event) => void;
}

const th = 'px-3 py-3 text-sm font-semibold whitespace-nowrap';

/** The rows of one page of events; cards on a phone, a table from lg up. */
export function EventsTable({ events, page, perPage, fiscalYears, ...props }: EventsTableProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const years = new Map(fiscalYears.map((year) => [year.id, year]));
  return (
    <div className="lg:overflow-x-auto lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table className="block w-full text-left text-sm lg:table lg:border-collapse">
        <caption className="sr-only">{t('events.table.caption')}</caption>
        <thead className="hidden bg-slate-100 text-slate-800 lg:table-header-group">
          <tr>
            {props.selectMode && (
              <th scope="col" className={th}>
                <span className="sr-only">{t('events.select.start')}</span>
              </th>
            )}
            <th scope="col" className={th}>
              {t('events.table.number')}
            </th>
            <th scope="col" className={th}>
              {t('events.table.title')}
            </th>
            <th scope="col" className={th}>
              {t('events.table.content')}
            </th>
            <th scope="col" className={th}>
              {t('events.table.date')}
            </th>
            <th scope="col" className={th}>
              {t('events.table.status')}
            </th>
            <th scope="col" className={th}>
              {t('events.table.categories')}
            </th>
            {props.actionsColumn && (
              <th scope="col" className={th}>
                {t('events.table.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-200">
          {events.map((event, index) => (
            <EventRow
              key={event.id}
              event={event}
              number={digits(rowNumber(page, perPage, index))}
              fiscalYear={years.get(event.fiscal_year_id)}
              canPlan={props.canPlan(event)}
              actionsColumn={props.actionsColumn}
              selectMode={props.selectMode}
              selected={props.selected.has(event.id)}
              onToggle={props.onToggle}
              onDelete={props.onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
