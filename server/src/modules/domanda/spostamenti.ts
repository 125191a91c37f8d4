import { sql, type SQL } from 'drizzle-orm';
import { dettaglioDomandaPath } from '../../../../contract/domande/percorsi';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { righe as leggiRighe } from '../../db/sql';
import type { RisorsaInsieme } from '../../engine/executor';
import { inviaNotificheDa } from '../notifiche/notifiche';
import { scriviAuditDomandeDa } from './audit';
import { ruoliInAttesa } from './incarichi';

/**
 * Applications moved at once, all from `statoDa`: `righe` is a query answering `id_domanda`, `stato_a`, `note` (the
 * history line's) and `testo` (what each one's people read), that does not read the applications' state (it is
 * read again after the move). `versi` are the states it may lead to.
 */
export interface SelezioneDomande {
  readonly righe: SQL;
  readonly statoDa: StatoDomanda;
  readonly versi: readonly StatoDomanda[];
}

/** The application page's address, built by the database for each row from the contract's own address. */
const link = sql`replace(replace(${dettaglioDomandaPath('{idBando}', '{idDomanda}')}, '{idBando}', d.id_bando::text),
  '{idDomanda}', d.id_domanda::text)`;

/** Who is told of each move: the proponent's people, and the roles whose queue the new state enters. */
function destinatari({ righe, versi }: SelezioneDomande): SQL {
  const perRuolo = versi.flatMap((verso) =>
    ruoliInAttesa(verso)
      .filter((ruolo) => ruolo !== 'MBAC_PROPONENTE')
      .map((ruolo) => sql`UNION ALL SELECT ${ruolo}::text, r.* FROM r WHERE r.stato_a = ${verso}`),
  );
  // The proponent's people are those of the application's CUAA; a role's queue is the whole role's.
  return sql`WITH r AS (${righe})
    SELECT q.ruolo AS destinatario_ruolo,
      CASE WHEN q.ruolo = 'MBAC_PROPONENTE' THEN d.cuaa_proponente END AS ambito,
      'Domanda n. ' || d.id_domanda || ': ' || s.descrizione AS titolo, q.testo, ${link} AS link
    FROM (SELECT 'MBAC_PROPONENTE'::text AS ruolo, r.* FROM r ${sql.join(perRuolo, sql` `)}) q
    JOIN domanda d ON d.id_domanda = q.id_domanda JOIN stato_domanda s ON s.id_stato = q.stato_a`;
}

/** Many applications as the executor moves them: the same table, history and notifications as one at a time. */
export const DOMANDE_INSIEME: RisorsaInsieme<SelezioneDomande> = {
  sposta: async (tx, { righe, statoDa }) => {
    const [{ spostate }] = await leggiRighe<{ spostate: number }>(
      tx,
      sql`WITH m AS (UPDATE domanda d SET id_stato = r.stato_a, stato_dal = now(), updated_at = now()
          FROM (${righe}) r WHERE r.id_domanda = d.id_domanda AND d.id_stato = ${statoDa} RETURNING 1)
        SELECT count(*)::int AS spostate FROM m`,
    );
    return spostate;
  },
  scriviStorico: (tx, { righe, statoDa }, attore, azione) =>
    scriviAuditDomandeDa(
      tx,
      { attore, azione },
      sql`SELECT r.id_domanda, ${statoDa}::text AS stato_da, r.stato_a, r.note FROM (${righe}) r`,
    ),
  avvisa: async (tx, selezione) => {
    await inviaNotificheDa(tx, destinatari(selezione));
  },
  modificatoNelFrattempo: 'Alcune domande sono state modificate nel frattempo: ricarica la pagina e riprova.',
};
