import type { featuresNe } from './features';
import type { ne } from './ne';

// Typed keys: `t('nav.dashboard')` is checked against the Nepali files, the features' included
// (loaded later than the rest, but always before a page that uses them renders).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ne & typeof featuresNe };
  }
}
