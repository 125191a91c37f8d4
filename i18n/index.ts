import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale } from 'ra-core';
import { italianMessages } from './it';

export { italianMessages } from './it';

export const LOCALES: Locale[] = [{ locale: 'it', name: 'Italiano' }];

export interface I18nProviderOptions {
  /** Told once per missing key; defaults to console.warn in development and to silence in production. */
  readonly warn?: (message: string) => void;
}

// Free texts (a server message, a label) also go through translate(); only dotted keys deserve a warning.
const looksLikeKey = (text: string): boolean => /^[\w-]+(\.[\w-]+)+$/.test(text);

const developmentWarning = (message: string): void => {
  if (import.meta.env.DEV) console.warn(message);
};

export function createI18nProvider({ warn = developmentWarning }: I18nProviderOptions = {}): I18nProvider {
  const warned = new Set<string>();
  const onMissingKey = (key: string): string => {
    if (looksLikeKey(key) && !warned.has(key)) {
      warned.add(key);
      warn(`Traduzione mancante per la chiave "${key}"`);
    }
    return key;
  };
  return polyglotI18nProvider(() => italianMessages, 'it', LOCALES, { onMissingKey });
}

export const i18nProvider = createI18nProvider();
