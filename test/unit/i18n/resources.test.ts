import { describe, expect, it } from 'vitest';
import { bandiSchema } from '../../../contract/bandi/schema';
import { beneficiariSchema } from '../../../contract/beneficiari/schema';
import { incarichiSchema } from '../../../contract/incarichi/schema';
import { notificheSchema } from '../../../contract/notifiche/schema';
import { istruttoriIsmeaSchema } from '../../../contract/programmi/istruttori';
import {
  assegnatariSchema,
  noteProgrammaSchema,
  pareriRegioneSchema,
  storicoProgrammaSchema,
} from '../../../contract/programmi/letture';
import { programmiSchema } from '../../../contract/programmi/schema';
import { proponentiSchema } from '../../../contract/proponenti/schema';
import { verificheDeggendorfSchema, verificheRnaSchema } from '../../../contract/programmi/verificheRegistri';
import { statiProgrammaSchema } from '../../../contract/statiProgramma/schema';
import type { FieldDeclaration, ResourceSchema } from '../../../contract/types';
import { resourcesEnglish } from '../../../i18n/resources.en';
import { resourcesItalian } from '../../../i18n/resources.it';

type Catalogue = { readonly [key: string]: string | Catalogue };

const leaves = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const italian = new Map(leaves(resourcesItalian));
const english = new Map(leaves(resourcesEnglish));

/** The resources whose labels live in the catalogue. */
const NEL_CATALOGO = [
  programmiSchema,
  bandiSchema,
  storicoProgrammaSchema,
  assegnatariSchema,
  pareriRegioneSchema,
  noteProgrammaSchema,
  istruttoriIsmeaSchema,
  verificheDeggendorfSchema,
  verificheRnaSchema,
  beneficiariSchema,
  statiProgrammaSchema,
  incarichiSchema,
  notificheSchema,
] as readonly ResourceSchema<never, never>[];

/** Every field a person reads a label for: columns and details, filters, and the actions' dialog fields. */
const unlabelled = <R, F>(schema: ResourceSchema<R, F>): string[] =>
  [
    ...(schema.fields as readonly FieldDeclaration[]),
    ...((schema.list?.filters ?? []) as readonly FieldDeclaration[]),
    ...Object.values(schema.actions ?? {}).flatMap((action) => action.fields ?? []),
  ]
    .filter((field) => field.label === undefined)
    .map((field) => `resources.${schema.name}.fields.${field.source}`);

describe('the resources catalogues', () => {
  it('have the same keys in Italian and in English', () => {
    expect([...english.keys()].sort()).toEqual([...italian.keys()].sort());
  });

  it.each(NEL_CATALOGO.map((schema) => [schema.name, schema] as const))(
    'name every field, filter and action parameter of %s that has no label of its own',
    (_name, schema) => {
      const missing = unlabelled(schema as ResourceSchema).filter((key) => !italian.has(key) || !english.has(key));
      expect(missing).toEqual([]);
    },
  );

  it.each(
    [...NEL_CATALOGO, proponentiSchema].map((schema) => [schema.name, schema as ResourceSchema<never, never>] as const),
  )('name every action of %s in both languages', (name, schema) => {
    const missing = Object.keys(schema.actions ?? {})
      .map((action) => `resources.${name}.actions.${action}`)
      .filter((key) => !italian.has(key) || !english.has(key));
    expect(missing).toEqual([]);
  });

  it('use the names of spec §7 for the filters and the approval', () => {
    expect(italian.get('resources.programmi.fields.nBeneficiariDa')).toBe('N. beneficiari da');
    expect(italian.get('resources.programmi.fields.cognomeBeneficiario')).toBe('Cognome beneficiario');
    expect(italian.get('resources.programmi.fields.codiceCup')).toBe('CUP');
    expect(italian.get('resources.programmi.actions.approva')).toBe('Approva programma');
    expect(english.get('resources.programmi.actions.approva')).toBe('Approve programme');
  });
});
