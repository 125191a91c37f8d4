import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../i18n/en';
import { italianMessages } from '../../../i18n/it';
import { contractSchemas, contractTexts, leaves, type Catalogue } from './support/catalogo';

const italian = new Map(leaves(italianMessages as Catalogue));
const english = new Map(leaves(englishMessages as Catalogue));

describe('the texts of the contract declarations', () => {
  it('are found for every resource of contract/', () => {
    const names = contractSchemas.map((schema) => schema.name);
    expect(names).toEqual(expect.arrayContaining(['bandi', 'programmi', 'beneficiari', 'domande', 'graduatorie']));
    expect(names.length).toBeGreaterThanOrEqual(45);
    expect(contractTexts.size).toBeGreaterThan(600);
  });

  it('have an English name for every resource, field, filter, choice, action and question', () => {
    const missing = [...contractTexts.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('have an Italian text, written once: in the contract or, for a label it leaves out, in the catalogue', () => {
    const problems = [...contractTexts].flatMap(([key, contract]) => {
      if (contract === undefined) return italian.has(key) ? [] : [`${key}: nessun testo italiano`];
      return italian.has(key) ? [`${key}: scritto due volte`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('name the same key with one Italian text only', () => {
    const texts = new Map<string, Set<string>>();
    for (const schema of contractSchemas)
      for (const field of [...schema.fields, ...(schema.list?.filters ?? [])])
        for (const choice of field.choices ?? []) {
          const key = `choices.${field.source}.${choice.id}`;
          texts.set(key, (texts.get(key) ?? new Set()).add(choice.name));
        }
    const twoNames = [...texts].filter(([, names]) => names.size > 1).map(([key]) => key);
    expect(twoNames).toEqual([]);
  });

  it('use the legacy names for the filters and the approval, in both languages', () => {
    expect(italian.get('resources.programmi.fields.nBeneficiariDa')).toBe('N. beneficiari da');
    expect(italian.get('resources.programmi.fields.codiceCup')).toBe('CUP');
    expect(contractTexts.get('resources.programmi.actions.approva')).toBe('Approva programma');
    expect(english.get('resources.programmi.actions.approva')).toBe('Approve programme');
    expect(contractTexts.get('resources.domande.filters.nBeneficiariDa')).toBe('N. beneficiari da');
    expect(english.get('choices.idStato.PREAVVISO_RIGETTO')).toBe('Notice of rejection');
  });
});
