import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { AZIONI_PROPONENTE, type AzioneProponente } from '../../../../contract/proponenti/schema';
import { isAllowed } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import { requirePermission } from '../../engine/require-permission';
import type { AppDatabase } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { attore, type Attore } from '../dossier/attore';
import { visibili } from '../programma/visibility';
import { proponenteDove } from './repository';
import type { Proponente } from '../../../../contract/proponenti/record';

export const PROPONENTE_NON_TROVATO = 'Proponente non trovato';

/** The roles check of a save (403); visibility (404) and the programme's state (409) are checked under the lock. */
export const permessoAzione = (azione: AzioneProponente) => requirePermission('proponenti', `action:${azione}`);

export interface ProponenteBloccato {
  readonly proponente: Proponente;
  readonly autore: Attore;
}

/**
 * The proponent the person sees, its programme locked until the transaction ends, and the save allowed in its state.
 */
export async function bloccaPer(
  tx: AppDatabase,
  request: FastifyRequest,
  azione: AzioneProponente,
  chiave: SQL,
): Promise<ProponenteBloccato> {
  const principal = principalOf(request);
  const proponente = await proponenteDove(tx, chiave, visibili(principal), true);
  if (!proponente) throw notFound(PROPONENTE_NON_TROVATO);
  if (
    !isAllowed({ roles: principal.roles, resource: 'proponenti', permission: `action:${azione}`, record: proponente })
  ) {
    throw conflict(
      `Operazione «${AZIONI_PROPONENTE[azione].label}» non consentita: ` +
        `il programma è nello stato «${proponente.descrizioneStato}».`,
    );
  }
  return { proponente, autore: attore(principal, AZIONI_PROPONENTE[azione].roles) };
}
