// Settings are local only (spec §3): kept in localStorage, read through one store so every component sees the
// same values, and merged over the defaults so a stored object from an older version still works.
import { useSyncExternalStore } from 'react';

export interface Settings {
  notifications: { email: boolean; progress: boolean; achievements: boolean; reminders: boolean };
  privacy: { profileVisible: boolean; progressVisible: boolean; analyticsOptOut: boolean };
  preferences: {
    language: 'en' | 'rw' | 'fr';
    theme: 'light' | 'dark' | 'auto';
    autoPlay: boolean;
    soundEffects: boolean;
  };
}

export const defaultSettings: Settings = {
  notifications: { email: true, progress: true, achievements: true, reminders: false },
  privacy: { profileVisible: true, progressVisible: false, analyticsOptOut: false },
  preferences: { language: 'en', theme: 'light', autoPlay: true, soundEffects: true },
};

export const settingsKey = 'vuga.settings';

function read(storage: Storage | undefined): Settings {
  try {
    const raw = storage?.getItem(settingsKey);
    if (!raw) return defaultSettings;
    const stored = JSON.parse(raw) as Partial<Settings>;
    return {
      notifications: { ...defaultSettings.notifications, ...stored.notifications },
      privacy: { ...defaultSettings.privacy, ...stored.privacy },
      preferences: { ...defaultSettings.preferences, ...stored.preferences },
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
