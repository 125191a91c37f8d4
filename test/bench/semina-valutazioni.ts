import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../server/src/db/database';

/** Scoring parameters of a seeded call: half on the application, half on each beneficiary. */
export const PARAMETRI_PER_LIVELLO = 4;
/** Allowed scores of each parameter: 0, 2.5, 5, 7.5, 10. */
const PUNTEGGI = 5;
/** Every score has its motivation, as the commission's do. */
const MOTIVAZIONE = 'Punteggio motivato dalla relazione tecnica e dai preventivi allegati';

/**
 * Gives a call 2 × PARAMETRI_PER_LIVELLO scoring parameters with their allowed scores, and scores every application
 * and beneficiary of the call on each parameter of its level, as the commission would have. Scores depend only on the
 * rows' ids, and repeat often enough to make ties.
 */
export async function seminaValutazioni(db: AppDatabase, idBando: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
    SELECT ${idBando}, 'Criterio n. ' || o,
      CASE WHEN o <= ${PARAMETRI_PER_LIVELLO} THEN 'DOMANDA' ELSE 'BENEFICIARIO' END, o
    FROM generate_series(1, ${2 * PARAMETRI_PER_LIVELLO}::int) o`);
  await db.execute(sql`
    INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
    SELECT p.id_parametro, (k - 1) * 2.5, 'Livello ' || k
    FROM parametro_valutazione p CROSS JOIN generate_series(1, ${PUNTEGGI}::int) k WHERE p.id_bando = ${idBando}`);
  const scelto = (id: ReturnType<typeof sql>) =>
    sql`(SELECT s.id_punteggio FROM punteggio_parametro s WHERE s.id_parametro = p.id_parametro
      AND s.valore = ((hashint4(${id} * 17 + p.ordine)::bigint & 2147483647) % ${PUNTEGGI}) * 2.5)`;
  await db.execute(sql`
    INSERT INTO valutazione_domanda (id_domanda, id_parametro, id_punteggio, motivazione, salvata_da)
    SELECT d.id_domanda, p.id_parametro, ${scelto(sql`d.id_domanda`)}, ${MOTIVAZIONE}, 'commissione'
    FROM domanda d JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'DOMANDA'
    WHERE d.id_bando = ${idBando}`);
  await db.execute(sql`
    INSERT INTO valutazione_beneficiario (id_beneficiario, id_parametro, id_punteggio, motivazione, salvata_da)
    SELECT b.id_beneficiario, p.id_parametro, ${scelto(sql`b.id_beneficiario`)}, ${MOTIVAZIONE}, 'commissione'
    FROM beneficiario_domanda b JOIN domanda d USING (id_domanda)
      JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'BENEFICIARIO'
    WHERE d.id_bando = ${idBando}`);
  await db.execute(sql`VACUUM ANALYZE parametro_valutazione, punteggio_parametro, valutazione_domanda,
    valutazione_beneficiario`);
}
