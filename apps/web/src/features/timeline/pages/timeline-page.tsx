import type { FiscalYear } from '@karyayojana/contracts';
import { bsToString, todayBs } from '@karyayojana/nepali-calendar';
import { FileText, Plus, Printer, UserRound } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportButtons } from '@/components/ui/export-buttons';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { Spinner } from '@/components/ui/spinner';
import { useLocalDigits } from '@/components/ui/use-local-digits';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/get-user';
import { hasSidebar } from '@/lib/auth/roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories, useCategoryName } from '@/lib/queries/categories';
import { useBranches, useBranchName } from '@/lib/queries/branches';
import { useWards } from '@/lib/queries/wards';
import { useFiscalYears } from '@/lib/queries/fiscal-years';
import { useTimelineEvents } from '../api/get-timeline-events';
import { RenderAllContext } from '../components/lazy-chunk';
import { headingId } from '../components/month-block';
import { MonthMenu } from '../components/month-menu';
import { PrintHeader } from '../components/print-header';
import { Timeline } from '../components/timeline';
import { TimelineFilters } from '../components/timeline-filters';
import '../components/timeline-print.css';
import { countByMonth, firstBlockOfMonth, groupTimeline } from '../lib/group-events';
import { scrollParent } from '../lib/scroll-parent';
import { scrollToBlock } from '../lib/scroll-to-block';
import { defaultFiscalYear, exportQuery, toTimelineParams } from '../lib/timeline-search';
import { useTimelineSearch } from '../lib/use-timeline-search';

/** The active year first in the menu (docs/behaviour.md §10), then the others in the Super-Admin's order. */
function menuOrder(years: readonly FiscalYear[]): FiscalYear[] {
  return [...years].sort((a, b) => b.status - a.status);
}

interface TimelinePageProps {
  /** Today in Nepal as BS 'YYYY-MM-DD'; tests pass their own. */
  today?: string;
}

/** /home: docs/behaviour.md §10, the annual work plan month by month. */
export function TimelinePage({ today: todayProp }: TimelinePageProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  useDocumentTitle(t('timeline.title'));
  const user = useCurrentUser();
  const [todayNow] = useState(() => bsToString(todayBs()));
  const today = todayProp ?? todayNow;
  const currentYear = Number(today.slice(0, 4));
  const currentMonth = Number(today.slice(5, 7));

  const [search, setSearch] = useTimelineSearch();
  const fiscalYears = useFiscalYears();
  const categories = useCategories();
  const wards = useWards();
  const branches = useBranches();
  const branchName = useBranchName();
  const nameOf = useCategoryName();
  const yearOptions = useMemo(() => menuOrder(fiscalYears.data ?? []), [fiscalYears.data]);
  const fiscalYearId = search.fiscalYear ?? defaultFiscalYear(yearOptions, today);
  const params = toTimelineParams(search, fiscalYearId);
  // A year named in the URL needs no list of years first: no waterfall for a shared link.
  const events = useTimelineEvents(params, search.fiscalYear !== null || fiscalYears.isSuccess);
  const groups = useMemo(() => groupTimeline(events.data ?? []), [events.data]);
  const counts = useMemo(() => countByMonth(groups), [groups]);
  const thisMonth = useMemo(
    () =>
      groups
        .flatMap((year) => year.months)
        .find((m) => m.bsYear === currentYear && m.bsMonth === currentMonth),
    [groups, currentYear, currentMonth],
  );

  // docs/behaviour.md §10: the page opens at the current month when the shown year holds it. After a frame,
  // so that the layout's own "start each page at its top" has run first.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened || !events.isSuccess || events.isPlaceholderData) return;
    const frame = requestAnimationFrame(() => {
      setOpened(true);
      const block = thisMonth && document.getElementById(thisMonth.key);
      // Someone who has scrolled already while the plan loaded is not pulled away.
      if (block && !scrollParent(block)?.scrollTop) scrollToBlock(block);
    });
    return () => cancelAnimationFrame(frame);
  }, [opened, events.isSuccess, events.isPlaceholderData, thisMonth]);

  // Paper gets the whole plan, not only the cards rendered so far (the browser's own print
  // command included): rendered synchronously before the print preview is laid out.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const renderAll = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', renderAll);
    return () => window.removeEventListener('beforeprint', renderAll);
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };

  const jump = useCallback(
    (bsMonth: number) => {
      const group = firstBlockOfMonth(groups, bsMonth);
      const block = group && document.getElementById(group.key);
      if (!group || !block) return;
      scrollToBlock(block, { smooth: true, focus: document.getElementById(headingId(group)) });
    },
    [groups],
  );

  const shownYear =
    fiscalYearId === 'all' ? null : (yearOptions.find((y) => y.id === fiscalYearId)?.year ?? null);
  const chosenCategory = categories.data?.find((c) => c.id === search.category);
  const chosenBranch = branches.data?.find((b) => b.id === search.branch);
  const filterWords = [
    search.status !== 'all' ? t(`timeline.status.${search.status}`) : null,
    search.ward === null
      ? null
      : search.ward === 0
        ? t('timeline.filters.municipalityLevel')
        : t('timeline.filters.wardN', { n: digits(search.ward) }),
    chosenBranch ? branchName(chosenBranch) : null,
    chosenCategory ? nameOf(chosenCategory) : null,
    search.q.trim() ? `“${search.q.trim()}”` : null,
  ].filter((word): word is string => word !== null);
  const filtered =
    search.status !== 'all' ||
    search.category !== 0 ||
    search.ward !== null ||
    search.branch !== 0 ||
    search.q.trim() !== '';

  const content = () => {
    if (fiscalYears.isError && search.fiscalYear === null) {
      return (
        <ErrorState
          error={fiscalYears.error}
          onRetry={() => void fiscalYears.refetch()}
          retrying={fiscalYears.isFetching}
        />
      );
    }
    if (events.isError && !events.data) {
      return (
        <ErrorState
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      );
    }
    if (events.isPending) return <Loading />;
    if (groups.length === 0) {
      return (
        <EmptyState
          title={t('timeline.empty.title')}
          description={
            fiscalYears.data?.length === 0 ? t('timeline.empty.noYears') : t('timeline.empty.hint')
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {filtered && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    setSearch({ status: 'all', category: 0, ward: null, branch: 0, q: '' })
                  }
                >
                  {t('timeline.filters.clear')}
                </Button>
              )}
              {hasSidebar(user) && (
                <Link
                  to={paths.events.add.getHref()}
                  className="inline-flex h-11 items-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('timeline.empty.addEvents')}
                </Link>
              )}
            </div>
          }
        />
      );
    }
    return (
      <RenderAllContext value={printing}>
        <Timeline years={groups} today={today} openAt={(thisMonth ?? groups[0]?.months[0])?.key} />
      </RenderAllContext>
    );
  };

  const total = events.data?.length ?? 0;
  const linkClass =
    'inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50';
  return (
    <div data-print-root>
      <div className="sticky top-0 z-10 border-b border-slate-200 bg-white shadow-sm print:hidden">
        <MonthMenu counts={counts} currentMonth={currentMonth} onJump={jump} />
      </div>
      <div className="mx-auto w-full max-w-5xl space-y-5 p-4 sm:p-6 print:max-w-none print:p-0">
        <PrintHeader company={user.company} fiscalYear={shownYear} filters={filterWords} />
        <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 print:hidden">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">
              {t('timeline.title')}
            </h1>
            <p className="text-slate-700">{t('timeline.description')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <nav
              aria-label={t('timeline.links.label')}
              className="flex flex-wrap items-center gap-1"
            >
              <Link to={paths.home.otherDocuments.getHref()} className={linkClass}>
                <FileText aria-hidden="true" className="size-4" />
                {t('timeline.links.otherDocuments')}
              </Link>
              <Link to={paths.home.profile.getHref()} className={linkClass}>
                <UserRound aria-hidden="true" className="size-4" />
                {t('timeline.links.profile')}
              </Link>
            </nav>
            <Button variant="secondary" onClick={print}>
              <Printer aria-hidden="true" className="size-4" />
              {t('timeline.print')}
            </Button>
            <ExportButtons
              path="/api/events/export"
              query={exportQuery(params)}
              fallbackName="events"
              disabled={search.fiscalYear === null && !fiscalYears.isSuccess}
              labels={{
                group: t('timeline.export.group'),
                excel: t('timeline.export.excel'),
                csv: t('timeline.export.csv'),
                downloading: t('timeline.export.downloading'),
                downloaded: (name) => t('timeline.export.downloaded', { name }),
                failed: t('timeline.export.failed'),
              }}
            />
          </div>
        </header>
        <div className="print:hidden">
          <TimelineFilters
            value={search}
            fiscalYearId={fiscalYearId}
            fiscalYears={yearOptions}
            categories={categories.data ?? []}
            wardCount={wards.data?.meta.ward_count ?? 0}
            branches={branches.data ?? []}
            onChange={setSearch}
          />
        </div>
        <p
          aria-live="polite"
          className="flex min-h-6 items-center gap-2 text-sm text-slate-700 print:hidden"
        >
          {events.data && t('timeline.count', { total: digits(total) })}
          {events.isFetching && events.data && <Spinner className="size-4 text-blue-700" />}
        </p>
        <div aria-busy={events.isFetching || undefined}>{content()}</div>
      </div>
    </div>
  );
}
