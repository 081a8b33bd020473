// The interface's language (docs/product.md §3, Settings → Language). English is the source: every message
// module (the features' *-content.ts) writes its English inline and wraps it in `messages()`, so English costs
// nothing extra on first paint. French is a catalog of its own (src/locales/fr/), loaded as a lazy chunk only
// when a learner chooses it (src/locales/catalogs.ts registers it), and formatted with ICU MessageFormat
// (intl-messageformat) in that chunk.
// Kinyarwanda content (lesson items, tutor answers) is not translated: only the interface.
import { useSyncExternalStore } from 'react';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** A message module's English as a translation must match it: same keys, same call signatures. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T[K] extends string
      ? string
      : T[K] extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T[K] extends object
          ? Translation<T[K]>
          : T[K];
};

/** A whole catalog: each message module's namespace and its translation. */
export type Catalog = Record<string, Record<string, unknown>>;

let active: Language = 'en';
/** The last language asked for (a catalog may still be loading). */
let requested: Language = 'en';
let catalog: Catalog = {};
const listeners = new Set<() => void>();
/** The English of every namespace read so far (the catalog test compares them with the French). */
export const sources = new Map<string, Record<string, unknown>>();

/**
 * Each translation's catalog, as a lazy loader. src/locales/catalogs.ts registers them and the app imports it:
 * this module names no catalog, since a catalog imports the types of the message modules, which import this.
 */
const loaders = new Map<Exclude<Language, 'en'>, () => Promise<Catalog>>();

/** Makes `language` available to `setLanguage`, its catalog loaded by `load` when first chosen. */
export function registerCatalog(language: Exclude<Language, 'en'>, load: () => Promise<Catalog>): void {
  loaders.set(language, load);
}

function loadCatalog(language: Exclude<Language, 'en'>): Promise<Catalog> {
  const load = loaders.get(language);
  if (!load) return Promise.reject(new Error(`No catalog is registered for "${language}".`));
  return load();
}

/**
 * A message module: reads through to the active language's translation of `namespace`, key by key, and falls
 * back to the English given here. Components read it as they would the plain object; the app re-renders
 * from the root when the language changes (providers.tsx).
 */
export function messages<T extends Record<string, unknown>>(namespace: string, english: T): T {
  sources.set(namespace, english);
  return new Proxy(english, {
    get(target, key, receiver) {
      const translated = catalog[namespace];
      if (translated && typeof key === 'string' && Object.hasOwn(translated, key)) return translated[key];
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The language the interface shows now, for formatting dates and numbers (Intl) as it writes them. */
export function getLanguage(): Language {
  return active;
}

/**
 * Switches the interface to `language`: loads its catalog (once) and only then changes what the messages
 * read, so a page never shows half of each language. `<html lang>` follows.
 */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  if (language === active) return;
  const next = language === 'en' ? {} : await loadCatalog(language);
  // Another choice came while this catalog loaded, or an earlier call already switched.
  if (language !== requested || language === active) return;
  catalog = next;
  active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language the interface shows now (English on the server and while hydrating). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, () => 'en');
}
