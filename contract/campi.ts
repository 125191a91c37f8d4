import { Type } from 'typebox';

/** Largest amount a `numeric(15,2)` column holds. */
export const IMPORTO_MASSIMO = 9_999_999_999_999.99;

/** Fields shared by the proponent and beneficiary schemas. */

export const Importo = Type.Number({
  minimum: 0,
  maximum: IMPORTO_MASSIMO,
  description: 'Euro, al massimo 2 decimali',
});
export const Mail = Type.String({ format: 'email', maxLength: 254, description: 'Indirizzo email' });
export const Pec = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'Indirizzo di posta elettronica certificata',
});
export const Telefono = Type.String({ pattern: '^\\+?[0-9 ]{6,20}$', description: 'Numero di telefono' });
export const CodRegione = Type.String({ pattern: '^[0-9]{2}$', description: 'Codice ISTAT della regione' });
export const Abi = Type.String({ pattern: '^[0-9]{5}$', description: 'Codice ABI della banca (5 cifre)' });
/** How every answer that points at a beneficiary names it for people, never by its id. */
export const NomeBeneficiario = Type.String({
  description:
    'Il beneficiario come lo si legge: la ragione sociale, il cognome e nome di una persona, ' +
    'o il codice fiscale finché l’anagrafica non dice altro',
});

/**
 * A text for each field name (`{ campo: 'perché' }`), written as plain JSON Schema: `Type.Record` is built by TypeBox's
 * type engine, which would bring 11 KiB gzip of it to the browser's first screen (docs/performance.md).
 */
export const TestoPerCampo = (description: string) =>
  Type.Unsafe<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description });
