import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { scriviAuditGraduatoria } from './decreto';
import { memoriaDellaGraduatoria, righeDellaGraduatoria, VERSIONE_REGOLA } from './regola';

export interface Finalizzatore {
  readonly username: string;
  readonly ruolo: string;
}

export const IN_CORSO = ['INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE'];

/**
 * Freezes a DC call's ranking in the caller's transaction: the call's row is locked first, so a second finalisation
 * waits and then finds the ranking written (409). Refused while an application is still before VALUTATA. Writes the
 * rows with the budget left after each and the rule's version, moves every evaluated application to its outcome,
 * keeps each move in the application's history and tells each proponent its outcome. Answers how many rows.
 */
export async function finalizzaGraduatoria(tx: AppDatabase, idBando: number, chi: Finalizzatore): Promise<number> {
  const [bando] = await righe<{ tipologia: string; budget: string; punteggioMinimo: string }>(
    tx,
    sql`SELECT tipologia, budget::text AS budget, punteggio_minimo::text AS "punteggioMinimo"
      FROM bando WHERE id_bando = ${idBando} FOR UPDATE`,
  );
  if (!bando) throw notFound('Bando non trovato');
  if (bando.tipologia !== 'DC') throw conflict('Il bando non è dei distretti del cibo: non ha una graduatoria.');
  // After the lock: on PostgreSQL its statements see what a finalisation that held the lock committed.
  const motivo = await motivoNonFinalizzabile(tx, idBando);
  if (motivo) throw conflict(motivo);
  const [{ valutate }] = await righe<{ valutate: number }>(
    tx,
    sql`SELECT count(*)::int AS valutate FROM domanda WHERE id_bando = ${idBando} AND id_stato = 'VALUTATA'`,
  );

  await memoriaDellaGraduatoria(tx);
  await tx.execute(sql`INSERT INTO graduatoria (id_bando, versione_regola, punteggio_minimo, budget, finalizzata_da)
    VALUES (${idBando}, ${VERSIONE_REGOLA}, ${bando.punteggioMinimo}, ${bando.budget}, ${chi.username})`);
  await scriviAuditGraduatoria(tx, {
    idBando,
    attore: chi,
    azione: 'finalizzaGraduatoria',
    note: `${valutate} domande collocate; ${VERSIONE_REGOLA}`,
  });
  await tx.execute(sql`INSERT INTO riga_graduatoria (id_bando, posizione, id_domanda, punteggio, punteggi, data_inoltro,
      importo_richiesto, sopra_soglia, esito, budget_residuo, spareggio)
    SELECT ${idBando}, g.* FROM (${righeDellaGraduatoria(idBando, bando)}) g`);
  await tx.execute(sql`UPDATE domanda d SET id_stato = r.esito, stato_dal = now(), updated_at = now()
    FROM riga_graduatoria r WHERE r.id_domanda = d.id_domanda AND r.id_bando = ${idBando}`);
  await tx.execute(sql`INSERT INTO domanda_audit (id_domanda, username, ruolo, azione, stato_da, stato_a, note)
    SELECT id_domanda, ${chi.username}, ${chi.ruolo}, 'finalizzaGraduatoria', 'VALUTATA', esito,
      'Posizione ' || posizione || ', punteggio ' || replace(punteggio::text, '.', ',')
    FROM riga_graduatoria WHERE id_bando = ${idBando}`);
  await tx.execute(sql`INSERT INTO notifica (destinatario_ruolo, ambito, titolo, testo, link)
    SELECT 'MBAC_PROPONENTE', d.cuaa_proponente, 'Domanda n. ' || d.id_domanda || ': ' || s.descrizione,
      'La graduatoria del bando è definitiva: la domanda «' || d.denominazione || '» è in posizione ' || r.posizione
        || ' con ' || replace(r.punteggio::text, '.', ',') || ' punti, esito «' || s.descrizione || '».',
      '/dettaglioProgrammaDC/idBando/' || d.id_bando || '/idDomanda/' || d.id_domanda
    FROM riga_graduatoria r JOIN domanda d USING (id_domanda) JOIN stato_domanda s ON s.id_stato = r.esito
    WHERE r.id_bando = ${idBando}`);
  return valutate;
}

/**
 * Why the call's ranking may not be finalised now, for a person; undefined when it may. The finalisation refuses
 * with it (409), and the ranking's page shows it before the click (`getAzioniPossibili`).
 */
export async function motivoNonFinalizzabile(tx: AppDatabase, idBando: number): Promise<string | undefined> {
  const [finale] = await righe(tx, sql`SELECT 1 FROM graduatoria WHERE id_bando = ${idBando}`);
  if (finale) return 'La graduatoria del bando è già definitiva.';
  const [{ inCorso, valutate }] = await righe<{ inCorso: number; valutate: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE id_stato IN (${sql.join(
      IN_CORSO.map((stato) => sql`${stato}`),
      sql`, `,
    )}))::int
        AS "inCorso", count(*) FILTER (WHERE id_stato = 'VALUTATA')::int AS valutate
      FROM domanda WHERE id_bando = ${idBando}`,
  );
  if (inCorso > 0)
    return (
      `La graduatoria non può essere finalizzata: ${inCorso === 1 ? 'una domanda è' : `${inCorso} domande sono`} ` +
      'ancora in istruttoria o in valutazione.'
    );
  if (valutate === 0) return 'La graduatoria non può essere finalizzata: nessuna domanda è stata valutata.';
  return undefined;
}
