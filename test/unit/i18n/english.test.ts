import { describe, expect, it } from 'vitest';
import { italianMessages } from '../../../i18n/it';
import { englishMessages } from '../../../i18n/en';
import { contractTexts, differences, leaves, type Catalogue } from './support/catalogo';

/** The Italian texts: the catalogue's, and those the contract's declarations write once (resources.test.ts). */
const italian = new Map([
  ...leaves(italianMessages as Catalogue),
  ...[...contractTexts].flatMap(([key, text]) => (text === undefined ? [] : [[key, text] as [string, string]])),
]);
const english = new Map(leaves(englishMessages as Catalogue));

describe('English catalogue', () => {
  it('has the keys of the Italian one, no more and no fewer, with their placeholders and plural forms', () => {
    expect(differences(italian, english, { extraKeys: 'problem' })).toEqual([]);
  });

  it('says in English what the shell says in Italian', () => {
    expect(english.get('portale.shell.reserved_area')).toBe('Reserved area');
    expect(english.get('portale.table.empty')).toBe('There are no items');
    expect(english.get('ra.action.save')).toBe('Save');
  });
});
