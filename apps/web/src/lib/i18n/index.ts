import { useSyncExternalStore } from 'react';
import { en } from './en';
import { ne } from './ne';
import { LANGUAGE_KEY, storedLanguage } from './stored-language';

// The app's own translation module (docs/decisions/014-own-i18n.md): nested texts looked up
// by dotted keys, `{{name}}` placeholders, Nepali as the fallback, and a hook that re-renders
// on a language switch and when the features' texts arrive. No plurals, no formatting, no
// HTML escaping (React escapes what it renders).

export const LANGUAGES = ['ne', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One language's texts: strings in nested objects. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** 'nav.dashboard' for `{ nav: { dashboard: '…' } }`: the dotted path of every string. */
type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

/**
 * The features' Nepali texts, declared by the app that loads them (app/feature-texts.ts adds
 * them to this interface): shared code does not import features.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface FeatureTexts {}

/** Every key of the Nepali files, the features' included: `t('nav.dashbord')` fails tsc. */
export type TextKey = KeysOf<typeof ne & FeatureTexts>;
export type TextValues = Readonly<Record<string, string | number>>;

// Both languages' common texts are bundled (a few kilobytes): no request before the first paint.
let texts: Record<Language, Texts> = { ne, en };
let language = storedLanguage();

function lookup(from: Language, key: string): string | undefined {
  let node: string | Texts | undefined = texts[from];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text in the current language, else in Nepali; `{{name}}` filled from `values`. */
function translate(key: string, values?: TextValues): string | undefined {
  const text = lookup(language, key) ?? lookup('ne', key);
  // A placeholder without a value stays as written, so a forgotten one shows.
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

function createT() {
  return (key: TextKey, values?: TextValues): string => translate(key, values) ?? key;
}

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Outside components (API errors); components use `useTranslation()`'s `t`. */
  t: createT(),
  exists: (key: string): boolean => translate(key) !== undefined,
  /** For this visit only; `setLanguage` also remembers it. */
  changeLanguage(next: Language): void {
    if (next === language) return;
    language = next;
    changed();
  },
};

// What useTranslation() returns: a new `t` after each change, as a dependency of memos and effects.
let snapshot = { t: createT(), i18n };
const listeners = new Set<() => void>();

function changed() {
  document.documentElement.lang = language;
  snapshot = { t: createT(), i18n };
  for (const listener of listeners) listener();
}
document.documentElement.lang = language;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `{ t, i18n }`; the component renders again when the language or the texts change. */
export function useTranslation() {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function currentLanguage(): Language {
  return language;
}

/** Adds texts under new top-level keys beside a language's own; components show them at once. */
export function addTexts(to: Language, more: Texts): void {
  texts = { ...texts, [to]: { ...texts[to], ...more } };
  changed();
}

/** Back to the texts the entry carries, as on a first visit (for tests of what brings the rest). */
export function resetTexts(): void {
  texts = { ne, en };
  changed();
}

/** Switches the UI language and remembers it for the next visit in this browser. */
export function setLanguage(next: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Not remembered, but the switch still applies to this visit.
  }
  i18n.changeLanguage(next);
}

/** A validation message is either a key of the i18n files or a sentence from the server. */
export function translateMessage(message: string): string {
  return translate(message) ?? message;
}
