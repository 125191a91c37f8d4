import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { AZIONI_BENEFICIARIO, type AzioneBeneficiario } from '../../../../contract/beneficiari/azioni';
import { inActionState, isAllowed } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { attore, type Attore } from '../dossier/attore';
import { beneficiarioDove, conId } from './repository';
import type { Beneficiario, IdBeneficiarioParams } from '../../../../contract/beneficiari/record';
import { beneficiariVisibili } from './visibility';

export const BENEFICIARIO_NON_TROVATO = 'Beneficiario non trovato';

/** What the policy reads of a beneficiary, or of a programme for the beneficiary about to be created in it. */
type RecordDiPolicy = Record<string, unknown> & { readonly idStato: string; readonly descrizioneStato: string };

function motivo(azione: AzioneBeneficiario, record: RecordDiPolicy): string {
  if (record.statoBeneficiario === 'SOSTITUITO') return 'il beneficiario è stato sostituito con un subentro';
  if (azione === 'abilita') return 'il beneficiario è già abilitato';
  if (azione === 'disabilita') return 'il beneficiario è già disabilitato';
  return 'non c’è un subentro in corso da annullare';
}

/** 409 saying why, unless the action applies to the record (the roles were checked before). */
export function verificaAzione(principal: Principal, azione: AzioneBeneficiario, record: RecordDiPolicy): void {
  if (isAllowed({ roles: principal.roles, resource: 'beneficiari', permission: `action:${azione}`, record })) return;
  const dichiarata = AZIONI_BENEFICIARIO[azione];
  const ruoli: readonly string[] = dichiarata.roles;
  const inStato = principal.roles.some((ruolo) => ruoli.includes(ruolo) && inActionState(dichiarata, ruolo, record));
  throw conflict(
    inStato
      ? `Operazione «${dichiarata.label}» non consentita: ${motivo(azione, record)}.`
      : `Operazione «${dichiarata.label}» non consentita: il programma è nello stato «${record.descrizioneStato}».`,
  );
}

/** Who acts, with the first of their roles that the action allows. */
export const autoreDi = (principal: Principal, azione: AzioneBeneficiario): Attore =>
  attore(principal, AZIONI_BENEFICIARIO[azione].roles);

/**
 * The beneficiary the person sees (404 otherwise), its programme locked until the transaction ends so concurrent
 * changes take turns, and the action checked against the state read under the lock (409).
 */
export async function bloccaPer(
  tx: AppDatabase,
  principal: Principal,
  azione: AzioneBeneficiario,
  dove: SQL,
): Promise<Beneficiario> {
  const beneficiario = await beneficiarioDove(tx, dove, beneficiariVisibili(principal), true);
  if (!beneficiario) throw notFound(BENEFICIARIO_NON_TROVATO);
  verificaAzione(principal, azione, beneficiario);
  return beneficiario;
}

/** Record loader of the reads: the beneficiary of the path, when the person sees it. */
export const caricaBeneficiario = (db: AppDatabase) => async (request: FastifyRequest) => {
  const { idBeneficiario } = request.params as IdBeneficiarioParams;
  const beneficiario = await beneficiarioDove(db, conId(idBeneficiario), beneficiariVisibili(principalOf(request)));
  if (!beneficiario) throw notFound(BENEFICIARIO_NON_TROVATO);
  return beneficiario;
};
