import { i18n } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { ne } from '@/lib/i18n/ne';

/**
 * Leaves i18next with the texts the entry carries, as on a first visit, for a test of what
 * brings the rest (the setup file loads them all); loadFeatureTexts() puts them back.
 */
export function keepEntryTextsOnly(): void {
  for (const [language, texts] of [
    ['ne', ne],
    ['en', en],
  ] as const) {
    i18n.removeResourceBundle(language, 'translation');
    i18n.addResourceBundle(language, 'translation', texts);
  }
}
