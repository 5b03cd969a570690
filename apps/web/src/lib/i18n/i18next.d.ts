import type { ne } from './ne';

// Typed keys: `t('nav.dashboard')` is checked against the Nepali file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ne };
  }
}
