// The language the reader chose, as this browser keeps it; without React or the texts: the
// app's first script (src/early.ts) reads it too.

export const LANGUAGE_KEY = 'karyayojana.lang';

/** 'en' if the reader switched to English, else Nepali (a first visit, blocked storage). */
export function storedLanguage(): 'ne' | 'en' {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ne';
  } catch {
    // Storage can be blocked (private mode, policies): Nepali, as for a first visit.
    return 'ne';
  }
}
