import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { AZIONI_ALLEGATO } from '../../../../contract/allegati/schema';
import { AZIONI_CHECKLIST } from '../../../../contract/checklist/schema';
import { isAllowed, type Permission } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { conflict, forbidden, notFound } from '../../http/errors';
import { beneficiariVisibili } from '../beneficiario/visibility';
import { visibili } from '../programma/visibility';

/** What the policy reads: the programme an attachment belongs to, and its owner when it has one. */
export interface Titolare extends Record<string, unknown> {
  readonly idProgrammaInvestimento: number;
  readonly idStato: string;
  readonly descrizioneStato: string;
  readonly idProponente: number;
  readonly idBeneficiario?: number;
  readonly statoBeneficiario?: string;
}

export type Ambito = 'programma' | 'proponente' | 'beneficiario';

const CAMPI = sql`p.id_programma_investimento AS "idProgrammaInvestimento", p.id_stato AS "idStato",
  p.id_proponente AS "idProponente",
  (SELECT s.descrizione FROM stato_programma s WHERE s.id_stato = p.id_stato) AS "descrizioneStato"`;

const QUERY: Readonly<Record<Ambito, (id: number, principal: Principal) => SQL>> = {
  programma: (id, principal) =>
    sql`SELECT ${CAMPI} FROM programma_investimento p WHERE p.id_programma_investimento = ${id}
      AND ${visibili(principal)}`,
  proponente: (id, principal) =>
    sql`SELECT ${CAMPI} FROM programma_investimento p WHERE p.id_proponente = ${id} AND ${visibili(principal)}`,
  beneficiario: (
    id,
    principal,
  ) => sql`SELECT ${CAMPI}, b.id_beneficiario AS "idBeneficiario", b.stato AS "statoBeneficiario"
    FROM beneficiario b JOIN programma_investimento p ON p.id_programma_investimento = b.id_programma_investimento
    WHERE b.id_beneficiario = ${id} AND ${beneficiariVisibili(principal)}`,
};

const NON_TROVATO: Readonly<Record<Ambito, string>> = {
  programma: 'Programma di investimento non trovato',
  proponente: 'Proponente non trovato',
  beneficiario: 'Beneficiario non trovato',
};

/**
 * The owner the person sees (404 otherwise). `blocca` locks the programme until the transaction ends, so the state
 * checked is the state the write happens in.
 */
export async function titolare(
  db: AppDatabase,
  principal: Principal,
  ambito: Ambito,
  id: number,
  blocca = false,
): Promise<Titolare> {
  const [row] = await righe<Titolare>(
    db,
    sql`${QUERY[ambito](id, principal)} ${blocca ? sql`FOR UPDATE OF p` : sql``}`,
  );
  if (!row) throw notFound(NON_TROVATO[ambito]);
  return row;
}

/** The two policies whose records are a programme's files: attachments and checklists. */
const AZIONI: Readonly<Record<Risorsa, Readonly<Record<string, { readonly label: string }>>>> = {
  allegati: AZIONI_ALLEGATO,
  checklist: AZIONI_CHECKLIST,
};
export type Risorsa = 'allegati' | 'checklist';

/** 409 naming the programme's state, unless the policy lets the person act on it now. */
export function verificaAzione(
  principal: Principal,
  azione: string,
  record: Titolare,
  risorsa: Risorsa = 'allegati',
): void {
  if (isAllowed({ roles: principal.roles, resource: risorsa, permission: `action:${azione}`, record })) return;
  const motivo =
    record.statoBeneficiario === 'SOSTITUITO'
      ? 'il beneficiario è stato sostituito con un subentro'
      : `il programma è nello stato «${record.descrizioneStato}»`;
  throw conflict(`Operazione «${AZIONI[risorsa][azione].label}» non consentita: ${motivo}.`);
}

/** Locks the owner and checks the action again, inside the write's transaction. */
export async function bloccaPer(
  tx: AppDatabase,
  principal: Principal,
  azione: string,
  ambito: Ambito,
  id: number,
  risorsa: Risorsa = 'allegati',
): Promise<Titolare> {
  const record = await titolare(tx, principal, ambito, id, true);
  verificaAzione(principal, azione, record, risorsa);
  return record;
}

/** Where a route finds the owner's id: a path or query parameter. */
export type Chiave = (request: FastifyRequest) => number;
export const daParametro =
  (nome: string): Chiave =>
  (request) =>
    (request.params as Record<string, number>)[nome];
export const daQuery =
  (nome: string): Chiave =>
  (request) =>
    (request.query as Record<string, number>)[nome];

/**
 * preHandler: the role (403), then the owner (404), then for an action its state (409), before any byte of an upload
 * is read. The owner is left in `request.checkedRecord`.
 */
export function permesso(
  db: AppDatabase,
  permission: Permission,
  ambito: Ambito,
  chiave: Chiave,
  risorsa: Risorsa = 'allegati',
) {
  return async function verificaPermesso(request: FastifyRequest): Promise<void> {
    const principal = principalOf(request);
    if (!isAllowed({ roles: principal.roles, resource: risorsa, permission })) throw forbidden();
    const record = await titolare(db, principal, ambito, chiave(request));
    if (permission.startsWith('action:'))
      verificaAzione(principal, permission.slice('action:'.length), record, risorsa);
    request.checkedRecord = record;
  };
}
