import { describe, expect, it } from 'vitest';
import { createI18nProvider, i18nProvider } from '../../../i18n';

describe('i18nProvider', () => {
  it('starts in Italian and offers English as the second language', () => {
    expect(i18nProvider.getLocale()).toBe('it');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'it', name: 'Italiano' },
      { locale: 'en', name: 'English' },
    ]);
  });

  it("reads the other screens' Italian texts once they are loaded, and the first screen's at once", async () => {
    const provider = createI18nProvider({ warn: () => undefined });
    expect(provider.translate('portale.shell.reserved_area')).toBe('Area riservata');
    expect(provider.translate('portale.checklist.saving')).toBe('portale.checklist.saving');

    await provider.loadScreenTexts();
    expect(provider.getLocale()).toBe('it');
    expect(provider.translate('portale.checklist.saving')).toBe('Salvataggio in corso...');
  });

  it("switches to English, react-admin's texts and the portal's, and back to Italian", async () => {
    const provider = createI18nProvider();
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.translate('portale.shell.logout')).toBe('Log out');
    expect(provider.translate('portale.table.selected', { smart_count: 3 })).toBe('3 items selected');

    await provider.changeLocale('it');
    expect(provider.translate('portale.shell.logout')).toBe('Esci');
  });

  it('translates with interpolation and Italian plurals', () => {
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
      '1-10 di 42',
    );
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Elemento eliminato');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elementi eliminati');
    expect(i18nProvider.translate('portale.table.selected', { smart_count: 2 })).toBe('2 elementi selezionati');
    expect(i18nProvider.translate('portale.shell.login', { product: 'filiera' })).toBe('Entra in my filiera');
  });

  it('uses the default text react-admin passes for a missing key', () => {
    expect(i18nProvider.translate('resources.altro.name', { _: 'Altro' })).toBe('Altro');
  });

  it('falls back to a missing key and warns once per key', () => {
    const warnings: string[] = [];
    const provider = createI18nProvider({ warn: (message) => warnings.push(message) });

    expect(provider.translate('portale.inesistente')).toBe('portale.inesistente');
    expect(provider.translate('portale.inesistente')).toBe('portale.inesistente');

    expect(warnings).toEqual(['Traduzione mancante per la chiave "portale.inesistente"']);
  });

  it('does not warn for free text such as a server message', () => {
    const warnings: string[] = [];
    const provider = createI18nProvider({ warn: (message) => warnings.push(message) });

    expect(provider.translate('Il bando è chiuso.')).toBe('Il bando è chiuso.');
    expect(warnings).toEqual([]);
  });
});
