import { addTexts } from '@/lib/i18n';
import type { ne as accountNe } from '@/features/auth/i18n';

/**
 * Adds the texts of the public email pages (issue 17: forgot password, reset password,
 * unsubscribe) under `account.` to both languages. A small chunk of their own, fetched with
 * those pages' routes: neither the login page nor the signed-in layout carries them.
 */
export async function loadPublicTexts(): Promise<void> {
  const { ne, en } = await import('@/features/auth/i18n');
  addTexts('ne', { account: ne });
  addTexts('en', { account: en });
}

// Makes the pages' keys known to t() (lib/i18n's TextKey), as feature-texts.ts does.
declare module '@/lib/i18n' {
  interface FeatureTexts {
    account: typeof accountNe;
  }
}
