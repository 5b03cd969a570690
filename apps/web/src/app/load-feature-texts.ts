import { addTexts } from '@/lib/i18n';
import type { ne as progressNe } from '@/features/dashboard/i18n';
import type { ne as importsNe } from '@/features/imports/i18n';
import type { ne as reportsNe } from '@/features/reports/i18n';
import type { ne as activityNe } from '@/features/activity/i18n';
import type { ne as trashNe } from '@/features/trash/i18n';

/**
 * Adds the features' texts (a chunk of their own) to both languages: the signed-in layout waits
 * for them before its first page renders. The chunk is fetched once; adding again is harmless.
 * The progress work's texts (issue 14: the dashboard's `progress.`, the report's `reports.`)
 * come in their own small chunks beside it, fetched at the same time, as do the import
 * pages' `imports.` (issue 15) and the activity log's and trash's `activity.`, `trash.` (issue 16).
 */
export async function loadFeatureTexts(): Promise<void> {
  const [{ featuresNe, featuresEn }, progress, reports, imports, activity, trash] =
    await Promise.all([
      import('./feature-texts'),
      import('@/features/dashboard/i18n'),
      import('@/features/reports/i18n'),
      import('@/features/imports/i18n'),
      import('@/features/activity/i18n'),
      import('@/features/trash/i18n'),
    ]);
  addTexts('ne', {
    ...featuresNe,
    progress: progress.ne,
    reports: reports.ne,
    imports: imports.ne,
    activity: activity.ne,
    trash: trash.ne,
  });
  addTexts('en', {
    ...featuresEn,
    progress: progress.en,
    reports: reports.en,
    imports: imports.en,
    activity: activity.en,
    trash: trash.en,
  });
}

// Makes the progress work's keys known to t() (lib/i18n's TextKey), as feature-texts.ts does
// for the other features.
declare module '@/lib/i18n' {
  interface FeatureTexts {
    progress: typeof progressNe;
    reports: typeof reportsNe;
    imports: typeof importsNe;
    activity: typeof activityNe;
    trash: typeof trashNe;
  }
}
