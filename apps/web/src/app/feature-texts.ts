import { en as categoriesEn, ne as categoriesNe } from '@/features/categories/i18n';
import { en as companiesEn, ne as companiesNe } from '@/features/companies/i18n';
import { en as documentsEn, ne as documentsNe } from '@/features/documents/i18n';
import { en as eventsEn, ne as eventsNe } from '@/features/events/i18n';
import { en as fiscalYearsEn, ne as fiscalYearsNe } from '@/features/fiscal-years/i18n';
import { en as organisationEn, ne as organisationNe } from '@/features/organisation/i18n';
import { en as settingsEn, ne as settingsNe } from '@/features/settings/i18n';
import { en as timelineEn, ne as timelineNe } from '@/features/timeline/i18n';
import { en as usersEn, ne as usersNe } from '@/features/users/i18n';
import { en as offlineEn, ne as offlineNe } from './layouts/offline-i18n';

// The features' texts, each under its own key (`t('events.…')`). They are a chunk of their own,
// loaded with the signed-in layout (./load-feature-texts.ts): the login page does not carry them.
export const featuresNe = {
  timeline: timelineNe,
  documents: documentsNe,
  settings: settingsNe,
  fiscalYears: fiscalYearsNe,
  categories: categoriesNe,
  companies: companiesNe,
  users: usersNe,
  organisation: organisationNe,
  events: eventsNe,
  offline: offlineNe,
};

export const featuresEn: typeof featuresNe = {
  timeline: timelineEn,
  documents: documentsEn,
  settings: settingsEn,
  fiscalYears: fiscalYearsEn,
  categories: categoriesEn,
  companies: companiesEn,
  users: usersEn,
  organisation: organisationEn,
  events: eventsEn,
  offline: offlineEn,
};

type FeaturesNe = typeof featuresNe;

// Makes every feature key known to t() (lib/i18n's TextKey) without lib importing features.
declare module '@/lib/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from FeaturesNe
  interface FeatureTexts extends FeaturesNe {}
}
