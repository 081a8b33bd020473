// Settings are local only (docs/product.md §3): kept in localStorage, read through one store so every
// component sees the same values, and merged over the defaults so a stored object from an older version still
// works.
import { useSyncExternalStore } from 'react';
import { languages } from './i18n.ts';

/** The kit's theme names (applyTheme takes them; the type check holds the two lists together). */
const themes = ['light', 'dark', 'auto'] as const;
/** How many new review cards a day a learner takes on. */
export const newCardsPerDayChoices = [5, 10, 15, 20, 30] as const;

/**
 * Only settings that do something: Vuga sends no email or reminders and has no public profiles, so it offers
 * no switches for them (a stored value from an older version is ignored).
 */
export interface Settings {
  privacy: { analyticsOptOut: boolean };
  preferences: {
    theme: (typeof themes)[number];
    autoPlay: boolean;
    soundEffects: boolean;
    newCardsPerDay: (typeof newCardsPerDayChoices)[number];
    /** The interface's language (lib/i18n.ts); lessons and the tutor stay in Kinyarwanda and English. */
    language: (typeof languages)[number];
  };
}

export const defaultSettings: Settings = {
  privacy: { analyticsOptOut: false },
  preferences: { theme: 'light', autoPlay: true, soundEffects: true, newCardsPerDay: 10, language: 'en' },
};

export const settingsKey = 'vuga.settings';

/** The values a choice may take; any other setting must have its default's type. */
const choices: Partial<Record<string, readonly unknown[]>> = {
  theme: themes,
  newCardsPerDay: newCardsPerDayChoices,
  language: languages,
};

/**
 * A stored section over its defaults: only the defaults' own keys, each kept when it is one of its choices or
 * has its default's type (whatever else was stored, by an older version or by hand, reads as the default).
 */
function section<T extends object>(defaults: T, stored: unknown): T {
  const merged = { ...defaults };
  if (typeof stored !== 'object' || stored === null) return merged;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (!Object.hasOwn(stored, key)) continue;
    const value = (stored as T)[key];
    const allowed = Object.hasOwn(choices, key) ? choices[key] : undefined;
    if (allowed ? allowed.includes(value) : typeof value === typeof defaults[key]) merged[key] = value;
  }
  return merged;
}

function read(storage: Storage | undefined): Settings {
  try {
    const raw = storage?.getItem(settingsKey);
    if (!raw) return defaultSettings;
    const stored: unknown = JSON.parse(raw);
    const part = (key: keyof Settings) =>
      typeof stored === 'object' && stored !== null && Object.hasOwn(stored, key)
        ? (stored as Record<string, unknown>)[key]
        : undefined;
    return {
      privacy: section(defaultSettings.privacy, part('privacy')),
      preferences: section(defaultSettings.preferences, part('preferences')),
    };
  } catch {
    return defaultSettings;
  }
}

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
let current = read(storage);
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  return current;
}

export function updateSettings<K extends keyof Settings>(section: K, changes: Partial<Settings[K]>) {
  current = { ...current, [section]: { ...current[section], ...changes } };
  try {
    storage?.setItem(settingsKey, JSON.stringify(current));
  } catch {
    // Storage full or blocked: the change still applies for this visit.
  }
  for (const listener of listeners) listener();
}

export function resetSettings() {
  current = defaultSettings;
  storage?.removeItem(settingsKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== settingsKey) return;
    current = read(storage);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, () => defaultSettings);
}
