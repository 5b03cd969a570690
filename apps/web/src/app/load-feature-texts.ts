import { addTexts } from '@/lib/i18n';

/**
 * Adds the features' texts (a chunk of their own) to both languages: the signed-in layout waits
 * for them before its first page renders. The chunk is fetched once; adding again is harmless.
 */
export async function loadFeatureTexts(): Promise<void> {
  const { featuresNe, featuresEn } = await import('./feature-texts');
  addTexts('ne', featuresNe);
  addTexts('en', featuresEn);
}
