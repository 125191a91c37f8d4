import { Type, type Static } from 'typebox';
import { TestoPerCampo } from '../campi';
import type { Endpoint } from '../types';

/**
 * Which of an application's transitions the reader could take now, and for each that is refused the server's own
 * reasons (the list a 409 would give), so the page can explain them before the click.
 */
export const azioniPossibiliDomanda: Endpoint = {
  method: 'GET',
  path: '/apigen/domanda/getAzioniPossibili/{idDomanda}',
  operationId: 'getAzioniPossibili',
};

/** The same for a food-district call's ranking: whether the ministry may finalise it now. */
export const azioniPossibiliGraduatoria: Endpoint = {
  method: 'GET',
  path: '/apigen/graduatoria/getAzioniPossibili/{idBando}',
  operationId: 'getAzioniPossibiliGraduatoria',
};

export const AzionePossibile = Type.Object({
  possibile: Type.Boolean(),
  /** Why not, for a person: the 409's sentence. */
  motivo: Type.Optional(Type.String()),
  /** What to complete, keyed by where a person fixes it (the 409's field errors). */
  errori: Type.Optional(TestoPerCampo('Ciò che manca, per campo: gli errori del 409')),
});
export type AzionePossibile = Static<typeof AzionePossibile>;

/** Only the transitions the reader's roles may take in the application's state are named. */
export const AzioniPossibili = Type.Unsafe<Record<string, AzionePossibile>>({
  type: 'object',
  additionalProperties: AzionePossibile,
  description: 'Per ogni passaggio che chi legge può fare nello stato della domanda, se è possibile ora e perché no',
});
export type AzioniPossibili = Record<string, AzionePossibile>;
