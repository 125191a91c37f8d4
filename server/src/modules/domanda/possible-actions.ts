import { AZIONI_DOMANDA, TRANSIZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import type { AzioniPossibili } from '../../../../contract/possible-actions';
import { domandeSchema } from '../../../../contract/domande/schema';
import { inActionState } from '../../../../contract/policy';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { azioniPossibili as azioniPossibiliDi } from '../../engine/executor';
import { oggiInItalia } from '../../engine/clock';
import { domandaVisibile } from './access';
import { TRANSIZIONI_DELLE_DOMANDE } from './azioni';

/**
 * The transitions the person's roles may take in the application's state, each with the guard's answer: the same
 * guard the transition runs, so the page says before the click what the 409 would say after it. A transition the
 * person can never take here (another role, another state, not the instructor in charge) is not named.
 */
export async function azioniPossibili(
  db: AppDatabase,
  principal: Principal,
  idDomanda: number,
  oggi = oggiInItalia(),
): Promise<AzioniPossibili> {
  const domanda = await domandaVisibile(db, principal, idDomanda, domandeSchema.access.list ?? []);
  const record = domanda as unknown as Record<string, unknown>;
  const ammesse = TRANSIZIONI_DOMANDA.flatMap((azione) => {
    const regola = AZIONI_DOMANDA[azione];
    const ruolo = principal.roles.find(
      (role) => (regola.roles as readonly string[]).includes(role) && inActionState(regola, role, record),
    );
    if (!ruolo || ('appliesTo' in regola && !regola.appliesTo(record))) return [];
    return [{ azione, attore: { username: principal.username, nominativo: principal.name, ruolo }, input: { oggi } }];
  });
  return azioniPossibiliDi(db, TRANSIZIONI_DELLE_DOMANDE, domanda, ammesse);
}
