import { sql } from 'drizzle-orm';
import { AZIONI_DOMANDA, type TransizioneDomanda } from '../../../../contract/domande/azioni';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { conflict, HttpError } from '../../http/errors';
import { oggiInItalia } from '../../engine/orologio';
import { attoreDi, domandaPer } from './accesso';
import { scriviAuditDomanda } from './audit';
import { avvisaCambioStato } from './avvisi';
import { dettaglio } from './repository';
import { TRANSIZIONI } from './transizioni';
import { domandeVisibili } from './visibility';

/**
 * One transition in one transaction: lock the application the person sees, check the policy, the guard, then move
 * it only from the state it was read in (a race answers 409), write the history and tell who acts next.
 */
export async function eseguiTransizione(
  db: AppDatabase,
  principal: Principal,
  azione: TransizioneDomanda,
  idDomanda: number,
  oggi = oggiInItalia(),
) {
  const regola = AZIONI_DOMANDA[azione];
  const attore = attoreDi(principal, regola.roles);
  return db.transaction(async (tx) => {
    const domanda = await domandaPer(tx, principal, regola, idDomanda);
    const transizione = TRANSIZIONI[azione];
    const contesto = { tx, domanda, attore, oggi };
    const rifiuto = await transizione.guardia?.(contesto);
    if (rifiuto) throw new HttpError(409, rifiuto.messaggio, rifiuto.errori);
    const nota = (await transizione.nota?.(contesto)) ?? null;
    const colonne = transizione.colonne?.(contesto);
    const spostate = await righe<{ id: number }>(
      tx,
      sql`UPDATE domanda SET id_stato = ${transizione.verso}, stato_dal = now(), updated_at = now()
          ${colonne ? sql`, ${colonne}` : sql``}
        WHERE id_domanda = ${idDomanda} AND id_stato = ${domanda.idStato} RETURNING id_domanda AS id`,
    );
    if (spostate.length === 0)
      throw conflict('La domanda è stata modificata nel frattempo: ricarica la pagina e riprova.');
    await scriviAuditDomanda(tx, {
      idDomanda,
      attore,
      azione,
      statoDa: domanda.idStato,
      statoA: transizione.verso,
      note: nota,
    });
    await avvisaCambioStato(tx, domanda, transizione.verso, attore, regola.label);
    await transizione.dopo?.(contesto);
    return (await dettaglio(tx, idDomanda, domandeVisibili(principal), principal.username))!;
  });
}
