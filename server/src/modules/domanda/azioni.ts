import { sql } from 'drizzle-orm';
import { AZIONI_DOMANDA, type TransizioneDomanda } from '../../../../contract/domande/azioni';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { esegui, type AzioniDi, type Risorsa } from '../../engine/executor';
import { oggiInItalia } from '../../engine/clock';
import { attoreDi, domandaPer } from './access';
import { scriviAuditDomanda } from './audit';
import { avvisaCambioStato } from './avvisi';
import { dettaglio } from './repository';
import { TRANSIZIONI, type ContestoDomanda, type InputDomanda } from './transitions';
import { domandeVisibili } from './visibility';

/** An application as the executor moves it: `domanda`'s row, its history table, the people of its queue. */
export const RISORSA_DOMANDA: Risorsa<DettaglioDomanda, InputDomanda, ContestoDomanda> = {
  contesto: (base) => ({ ...base, domanda: base.record, oggi: base.input.oggi }),
  stato: (domanda) => domanda.idStato,
  sposta: async (contesto, verso, azione) => {
    const colonne = TRANSIZIONI[azione as TransizioneDomanda]?.colonne?.(contesto);
    const spostate = await righe<{ id: number }>(
      contesto.tx,
      sql`UPDATE domanda SET id_stato = ${verso}, stato_dal = now(), updated_at = now()
          ${colonne ? sql`, ${colonne}` : sql``}
        WHERE id_domanda = ${contesto.domanda.idDomanda} AND id_stato = ${contesto.domanda.idStato}
        RETURNING id_domanda AS id`,
    );
    return spostate.length > 0;
  },
  scriviStorico: ({ contesto, azione, statoDa, verso, nota }) =>
    scriviAuditDomanda(contesto.tx, {
      idDomanda: contesto.domanda.idDomanda,
      attore: contesto.attore,
      azione,
      statoDa,
      statoA: verso,
      note: nota,
    }),
  // An action that keeps the state (the receipt's data) enters nobody's queue.
  avvisa: async ({ contesto, verso, label, cambiato }) => {
    if (cambiato) await avvisaCambioStato(contesto.tx, contesto.domanda, verso as StatoDomanda, contesto.attore, label);
  },
  modificatoNelFrattempo: 'La domanda è stata modificata nel frattempo: ricarica la pagina e riprova.',
};

/** The review's transitions (docs/domande.md): who may run each and from which state is the policy's. */
export const TRANSIZIONI_DELLE_DOMANDE: AzioniDi<DettaglioDomanda, InputDomanda, ContestoDomanda, TransizioneDomanda> =
  {
    risorsa: RISORSA_DOMANDA,
    label: (azione) => AZIONI_DOMANDA[azione].label,
    passaggio: (azione) => TRANSIZIONI[azione],
    attore: (principal, azione) => attoreDi(principal, AZIONI_DOMANDA[azione].roles),
    blocca: (tx, principal, azione, id) => domandaPer(tx, principal, AZIONI_DOMANDA[azione], id),
  };

/** Runs a transition through the executor and answers the application as the person now reads it. */
export const eseguiTransizione = (
  db: AppDatabase,
  principal: Principal,
  azione: TransizioneDomanda,
  idDomanda: number,
  oggi = oggiInItalia(),
) =>
  esegui(
    db,
    TRANSIZIONI_DELLE_DOMANDE,
    { principal, azione, id: idDomanda, input: { oggi } },
    async (tx) => (await dettaglio(tx, idDomanda, domandeVisibili(principal), principal.username))!,
  );
