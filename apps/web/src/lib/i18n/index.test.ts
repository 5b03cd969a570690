import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  addTexts,
  currentLanguage,
  i18n,
  resetTexts,
  setLanguage,
  translateMessage,
  useTranslation,
  type TextKey,
} from '.';
import { loadFeatureTexts } from '@/app/load-feature-texts';

// Texts of a test's own, outside the typed files: their keys are cast.
const key = (text: string) => text as TextKey;

afterEach(async () => {
  // The setup file loaded every text; a test that reset them puts them back.
  resetTexts();
  await loadFeatureTexts();
});

describe('lookup', () => {
  test('nested keys with dots, in the current language', () => {
    expect(i18n.t('nav.dashboard')).toBe('ड्यासबोर्ड');
    expect(i18n.t('timeline.title')).toBe('वार्षिक कार्ययोजना');
    i18n.changeLanguage('en');
    expect(i18n.t('nav.dashboard')).toBe('Dashboard');
    expect(i18n.t('timeline.title')).toBe('Annual work plan');
  });

  test('a text missing in English is the Nepali one; missing in both, the key', () => {
    addTexts('ne', { extra: { onlyNepali: 'नेपालीमा मात्र' } });
    i18n.changeLanguage('en');
    expect(i18n.t(key('extra.onlyNepali'))).toBe('नेपालीमा मात्र');
    expect(i18n.t(key('extra.nowhere'))).toBe('extra.nowhere');
    // A key that names a group, not a text, is missing too.
    expect(i18n.t(key('nav'))).toBe('nav');
    expect(i18n.exists('extra.onlyNepali')).toBe(true);
    expect(i18n.exists('nav')).toBe(false);
  });

  test('a message is a key or else shown as it came (a sentence from the server)', () => {
    expect(translateMessage('validation.emailRequired')).toBe('इमेल लेख्नुहोस्।');
    expect(translateMessage('The email has already been taken.')).toBe(
      'The email has already been taken.',
    );
    expect(translateMessage('constructor')).toBe('constructor');
  });
});

describe('interpolation', () => {
  test('fills {{name}} placeholders, numbers included, and leaves HTML to React', () => {
    addTexts('ne', { extra: { greet: '{{name}} लाई नमस्ते, {{ count }} पटक' } });
    expect(i18n.t(key('extra.greet'), { name: '<b>सीता</b> & राम', count: 3 })).toBe(
      '<b>सीता</b> & राम लाई नमस्ते, 3 पटक',
    );
    expect(i18n.t('common.page', { page: '२' })).toBe('पृष्ठ २');
  });

  test('a placeholder without a value stays as written', () => {
    expect(i18n.t('common.page')).toBe('पृष्ठ {{page}}');
    expect(i18n.t('common.showing', { total: '५' })).toBe('५ मध्ये {{from}}–{{to}} देखाइँदै');
  });
});

describe('switching the language', () => {
  test('re-renders the components, sets <html lang> and is remembered', () => {
    const { result } = renderHook(() => useTranslation());
    const nepaliT = result.current.t;
    expect(result.current.t('nav.dashboard')).toBe('ड्यासबोर्ड');

    act(() => setLanguage('en'));
    expect(result.current.t('nav.dashboard')).toBe('Dashboard');
    expect(result.current.i18n.language).toBe('en');
    // A new function: a memo or an effect that depends on `t` runs again.
    expect(result.current.t).not.toBe(nepaliT);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('karyayojana.lang')).toBe('en');

    act(() => setLanguage('ne'));
    expect(result.current.t('nav.dashboard')).toBe('ड्यासबोर्ड');
    expect(document.documentElement.lang).toBe('ne');
  });

  test('the stored choice is the first language of the next visit; Nepali otherwise', async () => {
    localStorage.setItem('karyayojana.lang', 'en');
    vi.resetModules();
    const next = await import('.');
    expect(next.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    localStorage.setItem('karyayojana.lang', 'fr');
    vi.resetModules();
    expect((await import('.')).currentLanguage()).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
  });
});

describe('texts added later', () => {
  test("the features' texts are not in the entry and arrive with loadFeatureTexts()", async () => {
    resetTexts();
    expect(i18n.exists('timeline.title')).toBe(false);
    expect(i18n.t('timeline.title')).toBe('timeline.title');
    expect(i18n.t('nav.dashboard')).toBe('ड्यासबोर्ड');

    await loadFeatureTexts();
    expect(i18n.t('timeline.title')).toBe('वार्षिक कार्ययोजना');
  });

  test('a component already on screen shows them as they arrive', () => {
    resetTexts();
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('timeline.title')).toBe('timeline.title');

    act(() => addTexts('en', { timeline: { title: 'Annual work plan' } }));
    act(() => addTexts('ne', { timeline: { title: 'वार्षिक कार्ययोजना' } }));
    expect(result.current.t('timeline.title')).toBe('वार्षिक कार्ययोजना');
    act(() => i18n.changeLanguage('en'));
    expect(result.current.t('timeline.title')).toBe('Annual work plan');
    // The entry's own texts are still there beside them.
    expect(result.current.t('nav.dashboard')).toBe('Dashboard');
  });
});
