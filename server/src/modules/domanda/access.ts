import { inActionState } from '../../../../contract/policy';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { Role } from '../../../../contract/roles';
import type { ActionPolicy } from '../../../../contract/types';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { blocca, dettaglio } from './repository';
import { domandeVisibili, regioneDelleSedi } from './visibility';

export const DOMANDA_NON_TROVATA = 'Domanda non trovata';
const NON_IN_CARICO = "Operazione riservata all'istruttore che ha in carico la domanda.";

/** Who acts: the person, with the first of their roles the rule lets act. */
export interface Attore {
  readonly username: string;
  readonly nominativo: string;
  readonly ruolo: Role;
}

/** 403 unless one of the person's roles is among `ruoli`; answers the person as the actor. */
export function attoreDi(principal: Principal, ruoli: readonly Role[]): Attore {
  const ruolo = principal.roles.find((role) => ruoli.includes(role));
  if (!ruolo) throw forbidden();
  return { username: principal.username, nominativo: principal.name, ruolo };
}

/** The application the person sees, or 404; `ruoli` (who may read this) are checked first, 403. */
export async function domandaVisibile(
  db: AppDatabase,
  principal: Principal,
  idDomanda: number,
  ruoli: readonly Role[],
): Promise<DettaglioDomanda> {
  attoreDi(principal, ruoli);
  const domanda = await dettaglio(
    db,
    idDomanda,
    domandeVisibili(principal),
    principal.username,
    regioneDelleSedi(principal),
  );
  if (!domanda) throw notFound(DOMANDA_NON_TROVATA);
  return domanda;
}

/**
 * Locks the application the person sees and checks a rule of the policy on it, in the caller's transaction:
 * 403 for the role, 404 for an application not theirs to see, 409 for its state, 403 for a rule on the person
 * (only the instructor in charge).
 */
export async function domandaPer(
  tx: AppDatabase,
  principal: Principal,
  regola: ActionPolicy,
  idDomanda: number,
): Promise<DettaglioDomanda> {
  const attore = attoreDi(principal, regola.roles);
  const visibile = domandeVisibili(principal);
  const domanda = (await blocca(tx, idDomanda, visibile))
    ? await dettaglio(tx, idDomanda, visibile, principal.username)
    : undefined;
  if (!domanda) throw notFound(DOMANDA_NON_TROVATA);
  const record = domanda as unknown as Record<string, unknown>;
  if (!inActionState(regola, attore.ruolo, record))
    throw conflict(`Operazione non consentita: la domanda è nello stato «${domanda.descrizioneStato}».`);
  if (regola.appliesTo && !regola.appliesTo(record)) throw new HttpError(403, NON_IN_CARICO);
  return domanda;
}
