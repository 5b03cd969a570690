import type { EventStatus } from '@karyayojana/contracts';
import type { Lang } from '@karyayojana/nepali-calendar';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';

/** The card's words, looked up once for the whole timeline rather than in each of 2,000 cards. */
export interface CardLabels {
  lang: Lang;
  tasks: string;
  hasDocument: string;
  assignTo: string;
  today: string;
  date: string;
  opensInNewTab: string;
  overdue: string;
  wards: string;
  branch: string;
  status: Record<EventStatus, string>;
}

export function useCardLabels(): CardLabels {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ne';
  return useMemo(
    () => ({
      lang,
      tasks: t('timeline.card.tasks'),
      hasDocument: t('timeline.card.hasDocument'),
      assignTo: t('timeline.card.assignTo'),
      today: t('timeline.card.today'),
      date: t('timeline.card.date'),
      opensInNewTab: t('timeline.card.opensInNewTab'),
      overdue: t('timeline.card.overdue'),
      wards: t('timeline.card.wards'),
      branch: t('timeline.card.branch'),
      status: {
        done: t('timeline.status.done'),
        notDone: t('timeline.status.notDone'),
        postponed: t('timeline.status.postponed'),
        canceled: t('timeline.status.canceled'),
      },
    }),
    [t, lang],
  );
}
