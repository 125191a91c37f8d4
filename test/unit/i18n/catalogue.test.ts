import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { italianMessages } from '../../../i18n/it';
import { bandiSchema } from '../../../contract/bandi/schema';
import { contractTexts, differences, leaves, type Catalogue } from './support/catalogo';

const english = leaves(englishMessages as Catalogue);
/** The catalogue's texts and those the contract writes once (resource names, its labels, the actions). */
const italian = new Map([
  ...leaves(italianMessages as Catalogue),
  ...[...contractTexts].flatMap(([key, text]) => (text === undefined ? [] : [[key, text] as [string, string]])),
]);

/** Texts that are rightly the same words in Italian. */
const SAME_IN_ITALIAN = new Set([
  'ra.boolean.false',
  'ra.boolean.null',
  'ra.message.no',
  'ra.page.edit',
  'ra.page.list',
  'ra.page.show',
  'ra.auth.password',
  'ra.auth.email',
]);

describe('Italian catalogue', () => {
  it('speaks without the project internal references (DESIGN §, spec §, rule versions)', () => {
    const jargon = [...italian].filter(([, text]) => /DESIGN|spec\s*§|§\s*\d|versione\s+\d|%\{regola\}/i.test(text));
    expect(jargon).toEqual([]);
  });

  it('translates every key of ra-language-english, with its placeholders and number of plural forms', () => {
    expect(differences(new Map(english), italian, { extraKeys: 'allowed' })).toEqual([]);
  });

  it('leaves no English text untranslated outside the allow-list', () => {
    const untranslated = english
      .filter(([key, text]) => italian.get(key) === text && !SAME_IN_ITALIAN.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-list honest: each entry is really identical to English', () => {
    const englishByKey = new Map(english);
    const stale = [...SAME_IN_ITALIAN].filter((key) => italian.get(key) !== englishByKey.get(key));
    expect(stale).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...italian].filter(([key, text]) => text.trim() === '' && key !== 'ra.boolean.null');
    expect(empty).toEqual([]);
  });

  it('names the bandi resource and the columns of its list as the specification does', () => {
    expect(italian.get('resources.bandi.name')).toBe('Bando |||| Lista bandi');
    expect(italian.get('resources.bandi.fields.descrizione')).toBe('Istanza');
    // The specification's «Numero programmi presentati» also headed the food-district calls, which count applications.
    expect(italian.get('resources.bandi.fields.numeroProgrammi')).toBe('Programmi o domande presentati');
    for (const field of bandiSchema.fields) expect(italian.has(`resources.bandi.fields.${field.source}`)).toBe(true);
  });

  it('holds the portal texts of the specification', () => {
    const texts = new Set(italian.values());
    for (const text of [
      'Lista bandi',
      'Scarica riepilogo',
      'Dettaglio',
      'Non ci sono elementi',
      'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.',
      'Attendere...',
      'Caricamento in corso',
      'Operazione in corso...',
      'Chiudi avviso',
      'Chiudi finestra modale',
      'Chiudi modale',
      'Chiudi',
      'Menu principale',
      'Mostra la navigazione',
      'Nascondi la navigazione',
      'Area riservata',
      'Esci',
      'Vai alla homepage',
      'Si è verificato un errore applicativo',
      'Attenzione:',
      'Mostra password',
      'Nascondi password',
      'Data inizio',
      'Data fine',
      'gg/mm/aaaa',
      'Istanza',
      'Programmi o domande presentati',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
