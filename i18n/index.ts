import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Locale, TranslationMessages } from 'ra-core';
import { italianFirstScreen } from './it.core';
import { testoDelContratto } from './testiContratto';

export const LOCALES: Locale[] = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
];

export interface I18nProviderOptions {
  /** Told once per missing key; defaults to console.warn in development and to silence in production. */
  readonly warn?: (message: string) => void;
}

export interface PortalI18nProvider extends I18nProvider {
  /** Makes the other screens' Italian texts readable; their lazy views await it before they render. */
  readonly loadScreenTexts: () => Promise<void>;
}

// Free texts (a server message, a label) also go through translate(); only dotted keys deserve a warning.
const looksLikeKey = (text: string): boolean => /^[\w-]+(\.[\w-]+)+$/.test(text);

const developmentWarning = (message: string): void => {
  if (import.meta.env.DEV) console.warn(message);
};

const loadEnglish = () => import('./en').then((module) => module.englishMessages);
const loadItalian = () => import('./it').then((module) => module.italianMessages);

/**
 * Italian is the default: its first screen's texts are bundled, the other screens' come with those screens. English
 * comes whole, only when someone chooses it. Both keep the first screen's JavaScript within its budget.
 */
export function createI18nProvider({ warn = developmentWarning }: I18nProviderOptions = {}): PortalI18nProvider {
  const warned = new Set<string>();
  const onMissingKey = (key: string): string => {
    if (looksLikeKey(key) && !warned.has(key)) {
      warned.add(key);
      warn(`Traduzione mancante per la chiave "${key}"`);
    }
    return key;
  };
  // react-admin asks for the default language's texts synchronously, once, when the provider is made.
  let started = false;
  const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    if (locale === 'en') return loadEnglish();
    if (started) return loadItalian();
    started = true;
    return italianFirstScreen;
  };
  const provider = polyglotI18nProvider(messagesFor, 'it', LOCALES, { onMissingKey });
  let screenTexts: Promise<void> | undefined;
  const loadScreenTexts = (): Promise<void> => {
    // In English every text is already there; back in Italian, changeLocale loads the whole catalogue.
    if (provider.getLocale() !== 'it') return Promise.resolve();
    screenTexts ??= provider.changeLocale('it');
    return screenTexts;
  };
  // A catalogue's own text wins; else the contract's Italian one, even over the key react-admin passes as default.
  const translate: I18nProvider['translate'] = (key, options) => {
    const italiano = testoDelContratto(key);
    return provider.translate(key, italiano === undefined ? options : { ...options, _: italiano });
  };
  return { ...provider, translate, loadScreenTexts };
}

export const i18nProvider = createI18nProvider();
