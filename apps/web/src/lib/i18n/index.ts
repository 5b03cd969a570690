import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ne } from './ne';

export const LANGUAGES = ['ne', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'karyayojana.lang';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'ne';
  } catch {
    // Storage can be blocked (private mode, policies): Nepali, as for a first visit.
    return 'ne';
  }
}

export const i18n = i18next.createInstance();

// Both languages' common texts are bundled (a few kilobytes): no request before the first paint.
void i18n.use(initReactI18next).init({
  resources: { ne: { translation: ne }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'ne',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function applyToDocument(language: string) {
  document.documentElement.lang = language;
}
applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ne';
}

/**
 * Adds the features' texts (a chunk of their own) to both languages: the signed-in layout waits
 * for them before its first page renders. The chunk is fetched once; adding again is harmless.
 */
export async function loadFeatureTexts(): Promise<void> {
  const { featuresNe, featuresEn } = await import('./features');
  // Keys of their own beside the entry's: a shallow merge, which leaves ne.ts's object as it is.
  i18n.addResourceBundle('ne', 'translation', featuresNe, false);
  i18n.addResourceBundle('en', 'translation', featuresEn, false);
}

/** Switches the UI language and remembers it for the next visit in this browser. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  void i18n.changeLanguage(language);
}

/** A validation message is either a key of the i18n files or a sentence from the server. */
export function translateMessage(message: string): string {
  return i18n.t(message, { defaultValue: message });
}
