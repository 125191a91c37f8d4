import { Type, type Static } from 'typebox';
import { TestoPerCampo } from './campi';

/**
 * Whether the reader could take an action of a record now and, when not, the server's own reasons (the list its 409
 * would give), so the page can explain them before the click.
 */
export const AzionePossibile = Type.Object({
  possibile: Type.Boolean(),
  /** Why not, for a person: the 409's sentence. */
  motivo: Type.Optional(Type.String()),
  /** What to complete, keyed by where a person fixes it (the 409's field errors). */
  errori: Type.Optional(TestoPerCampo('Ciò che manca, per campo: gli errori del 409')),
});
export type AzionePossibile = Static<typeof AzionePossibile>;

/** Only the actions the reader's roles may take in the record's state are named. */
export const AzioniPossibili = Type.Unsafe<Record<string, AzionePossibile>>({
  type: 'object',
  additionalProperties: AzionePossibile,
  description: 'Per ogni azione che chi legge può fare nello stato del record, se è possibile ora e perché no',
});
export type AzioniPossibili = Record<string, AzionePossibile>;
