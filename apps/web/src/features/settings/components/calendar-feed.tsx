import { wardsLabel } from '@karyayojana/contracts';
import { CalendarDays, ChevronRight, RefreshCw, ShieldAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useTranslation, type TextKey } from '@/lib/i18n';
import { useCategories, useCategoryName } from '@/lib/queries/categories';
import { useWards, wardNumbers } from '@/lib/queries/wards';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';
import { CopyLinkButton, LinkPanel } from './link-panel';

/** The statuses the feed filters on (`?status=`), in the order of the select. */
export const FEED_STATUSES = ['done', 'notDone', 'postponed', 'canceled'] as const;
type FeedStatus = (typeof FEED_STATUSES)[number];

export interface FeedFilters {
  status: FeedStatus | '';
  categoryId: string;
  /** A ward's number, '0' for the municipality's own events (issue 28); '' for all. */
  ward?: string;
}

/** The feed's address with the chosen filters in its query string (none: the bare address). */
export function feedUrlWithFilters(
  base: string,
  { status, categoryId, ward = '' }: FeedFilters,
): string {
  if (!status && !categoryId && !ward) return base;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  if (categoryId) url.searchParams.set('category_id', categoryId);
  if (status) url.searchParams.set('status', status);
  if (ward) url.searchParams.set('ward', ward);
  return url.toString();
}

/** The steps of each calendar, as keys under settings.calendarFeed. */
const CLIENTS = [
  { id: 'google', steps: 4 },
  { id: 'outlook', steps: 3 },
  { id: 'iphone', steps: 3 },
  { id: 'android', steps: 2 },
] as const;

function HowTo() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{t('settings.calendarFeed.howTo')}</h3>
      <div className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {CLIENTS.map(({ id, steps }) => (
          <details key={id} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-90"
              />
              {t(`settings.calendarFeed.${id}.title` as TextKey)}
            </summary>
            <ol className="list-decimal space-y-1 px-3 pb-3 pl-8 text-slate-700">
              {Array.from({ length: steps }, (_, index) => (
                <li key={index}>{t(`settings.calendarFeed.${id}.step${index + 1}` as TextKey)}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('settings.calendarFeed.refreshNote')}</p>
    </div>
  );
}

function FeedLink({ url }: { url: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ne';
  const wardId = useId();
  const wards = useWards();
  const wardCount = wards.data?.meta.ward_count ?? 0;
  const fieldId = useId();
  const statusId = useId();
  const categoryId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const categories = useCategories();
  const nameOf = useCategoryName();
  const [filters, setFilters] = useState<FeedFilters>({ status: '', categoryId: '', ward: '' });
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateCalendarFeed();
  const shown = feedUrlWithFilters(url, filters);

  function selectAll() {
    field.current?.focus();
    field.current?.select();
  }

  function confirmRotate() {
    rotate.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message || t('settings.calendarFeed.rotated'));
      },
    });
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700">
          {t('settings.calendarFeed.urlLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <textarea
            ref={field}
            id={fieldId}
            readOnly
            // Grows to the whole address where the browser can (field-sizing); else it scrolls.
            rows={3}
            value={shown}
            lang="en"
            dir="ltr"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="block min-h-11 w-full min-w-0 resize-none field-sizing-content rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 focus-visible:border-blue-700"
          />
          <CopyLinkButton
            text={shown}
            texts="calendarFeed"
            onCopyFailed={selectAll}
            variant="primary"
            className="sm:self-start"
          />
        </div>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-700">
          {t('settings.calendarFeed.filters')}
        </legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('settings.calendarFeed.filtersHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={statusId} className="block text-sm text-slate-700">
              {t('settings.calendarFeed.status')}
            </label>
            <Select
              id={statusId}
              aria-describedby={hintId}
              value={filters.status}
              onChange={(event) =>
                setFilters((old) => ({ ...old, status: event.target.value as FeedStatus | '' }))
              }
            >
              <option value="">{t('settings.calendarFeed.allStatuses')}</option>
              {FEED_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`settings.calendarFeed.statuses.${status}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor={categoryId} className="block text-sm text-slate-700">
              {t('settings.calendarFeed.category')}
            </label>
            <Select
              id={categoryId}
              aria-describedby={hintId}
              value={filters.categoryId}
              disabled={categories.isPending}
              aria-busy={categories.isFetching || undefined}
              onChange={(event) =>
                setFilters((old) => ({ ...old, categoryId: event.target.value }))
              }
            >
              <option value="">{t('settings.calendarFeed.allCategories')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {nameOf(category)}
                </option>
              ))}
            </Select>
          </div>
          {wardCount > 0 && (
            // A ward's people follow their ward (issue 28); the municipality's own events last.
            <div className="space-y-1">
              <label htmlFor={wardId} className="block text-sm text-slate-700">
                {t('settings.calendarFeed.ward')}
              </label>
              <Select
                id={wardId}
                aria-describedby={hintId}
                value={filters.ward ?? ''}
                onChange={(event) => setFilters((old) => ({ ...old, ward: event.target.value }))}
              >
                <option value="">{t('settings.calendarFeed.allWards')}</option>
                {wardNumbers(wardCount).map((n) => (
                  <option key={n} value={String(n)}>
                    {wardsLabel([n], lang)}
                  </option>
                ))}
                <option value="0">{wardsLabel([], lang)}</option>
              </Select>
            </div>
          )}
        </div>
      </fieldset>

      <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="min-w-0 space-y-2">
          <p className="font-semibold">{t('settings.calendarFeed.privateTitle')}</p>
          <p className="text-sm">{t('settings.calendarFeed.privateNote')}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('settings.calendarFeed.rotate')}
          </Button>
        </div>
      </div>

      <HowTo />

      <Dialog
        open={confirming}
        onClose={() => {
          if (!rotate.isPending) setConfirming(false);
        }}
        title={t('settings.calendarFeed.rotateTitle')}
        description={t('settings.calendarFeed.rotateDescription')}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={rotate.isPending}
            data-autofocus
          >
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirmRotate} busy={rotate.isPending}>
            {t('settings.calendarFeed.rotateConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Settings → Profile: the personal .ics address to subscribe to in a calendar app (issue 17). */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  return (
    <LinkPanel
      headingId="profile-calendar-feed"
      icon={CalendarDays}
      texts="calendarFeed"
      query={feed}
    >
      {(data) => <FeedLink url={data.url} />}
    </LinkPanel>
  );
}
