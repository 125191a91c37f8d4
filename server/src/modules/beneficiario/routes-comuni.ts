import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AzioneBeneficiario } from '../../../../contract/beneficiari/azioni';
import type { Permission } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import { requirePermission } from '../../engine/require-permission';
import type { AppDatabase } from '../../db/database';
import { ErrorRef } from '../../../../contract/errori';
import type { Attore } from '../dossier/attore';
import { aggiornaProgramma } from '../dossier/riepilogo-programma';
import { autoreDi, bloccaPer } from './access';
import { beneficiarioDove, conId } from './repository';
import type { Beneficiario } from '../../../../contract/beneficiari/record';

export const TAG = ['beneficiario'];
export const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };
export const erroriModifica = { ...errori, 409: ErrorRef };

export interface OpzioniRotte {
  readonly db: AppDatabase;
}

/** The roles check of the policy (403); visibility (404) and state (409) are checked on the record. */
export const permesso = (permission: Permission) => requirePermission('beneficiari', permission);
export const permessoAzione = (azione: AzioneBeneficiario) => permesso(`action:${azione}`);

export interface Modifica {
  readonly tx: AppDatabase;
  readonly beneficiario: Beneficiario;
  readonly autore: Attore;
  /** The person's name, for the notifications. */
  readonly nominativo: string;
}

/**
 * One change of a beneficiary (by id, or the one `chi` selects), in one transaction: the record locked and checked for
 * the action, the work, then the programme's figures brought up to date (its requested amount too with `importi`).
 * Answers what `lavoro` answers.
 */
export function modifica<T>(
  db: AppDatabase,
  request: FastifyRequest,
  azione: AzioneBeneficiario,
  chi: number | SQL,
  lavoro: (modifica: Modifica) => Promise<T>,
  { importi = false } = {},
): Promise<T> {
  const principal = principalOf(request);
  return db.transaction(async (tx) => {
    const beneficiario = await bloccaPer(tx, principal, azione, typeof chi === 'number' ? conId(chi) : chi);
    const autore = autoreDi(principal, azione);
    const risultato = await lavoro({ tx, beneficiario, autore, nominativo: principal.name });
    await aggiornaProgramma(tx, beneficiario.idProgrammaInvestimento, autore, { importi });
    return risultato;
  });
}

/** The beneficiary as it is now, whoever may see it: the caller has just been allowed to change it. */
export async function rileggi(db: AppDatabase, idBeneficiario: number): Promise<Beneficiario> {
  const beneficiario = await beneficiarioDove(db, conId(idBeneficiario), sql`true`);
  if (!beneficiario) throw new Error(`Beneficiario ${idBeneficiario} scomparso nella transazione`);
  return beneficiario;
}
