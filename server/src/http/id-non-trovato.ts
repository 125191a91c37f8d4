import type { FastifySchemaValidationError } from 'fastify';
import { MESSAGGI } from './errors';
import { fieldErrors } from './validation-messages';

/** The record a path's id names, for the 404 of an id that cannot name one (not a number, 0, past int4). */
const RECORD_DELL_ID: Readonly<Record<string, string>> = {
  idBando: 'Bando non trovato',
  idProgrammaInvestimento: 'Programma non trovato',
  idBeneficiario: 'Beneficiario non trovato',
  idBeneficiarioVecchio: 'Beneficiario non trovato',
  idDomanda: 'Domanda non trovata',
  idAllegato: 'Allegato non trovato',
  idNotifica: 'Notifica non trovata',
  idEsl: 'Dati ESL non trovati per il beneficiario',
};

const ID = /^id([A-Z]|$)/;

/**
 * A path names a record: when its ids are what the schema refuses (and nothing else is), no such record exists, and
 * the answer is the 404 of a missing record, not the 400 of a form's field.
 */
export function idNonTrovato(errors: readonly FastifySchemaValidationError[], context?: string): string | undefined {
  if (context !== 'params') return undefined;
  const campi = Object.keys(fieldErrors(errors, context));
  if (campi.length === 0 || !campi.every((campo) => ID.test(campo))) return undefined;
  return RECORD_DELL_ID[campi[0]] ?? MESSAGGI.risorsaNonTrovata;
}
