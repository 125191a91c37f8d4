import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { AppDatabase } from '../../db/database';
import { iso, nomeDi, righe } from '../../db/sql';
import { apriFoglio, FORMATO_DATA_ORA, nuovoLibro, type Colonna } from '../../http/excel';

interface VoceScheda {
  readonly idParametro: number;
  readonly parametro: string;
  readonly livello: 'DOMANDA' | 'BENEFICIARIO';
  readonly beneficiario: string | null;
  readonly valore: number | null;
  readonly giudizio: string | null;
  readonly note: string | null;
  readonly motivazione: string | null;
  readonly evidenza: string | null;
  readonly salvataDa: string | null;
  readonly salvataIl: string | null;
}

const COLONNE: readonly Colonna<VoceScheda>[] = [
  { header: 'Parametro', width: 48, value: (v) => v.parametro },
  { header: 'Livello', width: 14, value: (v) => (v.livello === 'DOMANDA' ? 'Domanda' : 'Beneficiario') },
  { header: 'Beneficiario', width: 36, value: (v) => v.beneficiario },
  { header: 'Punti', width: 10, value: (v) => v.valore, numFmt: '0.00' },
  { header: 'Giudizio', width: 20, value: (v) => v.giudizio ?? 'Non assegnato' },
  { header: 'Note', width: 60, value: (v) => v.note },
  { header: 'Salvato da', width: 16, value: (v) => v.salvataDa },
  {
    header: 'Salvato il',
    width: 18,
    value: (v) => (v.salvataIl ? new Date(v.salvataIl) : null),
    numFmt: FORMATO_DATA_ORA,
  },
  { header: 'Motivazione', width: 80, value: (v) => v.motivazione },
  { header: 'Evidenza', width: 40, value: (v) => v.evidenza },
];

/** The cited file by name, with its page when given. */
const evidenza = sql`a.nome_file || coalesce(', pagina ' || v.pagina_evidenza, '')`;

/** Every score of the application: one per programme-level parameter, one per beneficiary for the others. */
const voci = (db: AppDatabase, domanda: DettaglioDomanda) =>
  righe<VoceScheda>(
    db,
    sql`SELECT p.id_parametro AS "idParametro", p.descrizione AS parametro, p.livello, NULL AS beneficiario,
        s.valore::float8 AS valore, s.descrizione AS giudizio, v.note, v.motivazione, ${evidenza} AS evidenza,
        ${nomeDi(sql`v.salvata_da`)} AS "salvataDa", ${iso(sql`v.salvata_il`)} AS "salvataIl", p.ordine,
        0 AS id_beneficiario
      FROM parametro_valutazione p
        LEFT JOIN valutazione_domanda v ON v.id_parametro = p.id_parametro AND v.id_domanda = ${domanda.idDomanda}
        LEFT JOIN punteggio_parametro s ON s.id_punteggio = v.id_punteggio
        LEFT JOIN allegato_domanda a ON a.id_allegato = v.id_allegato_evidenza
      WHERE p.id_bando = ${domanda.idBando} AND p.livello = 'DOMANDA'
      UNION ALL
      SELECT p.id_parametro, p.descrizione, p.livello, b.denominazione, s.valore::float8, s.descrizione, v.note,
        v.motivazione, ${evidenza}, ${nomeDi(sql`v.salvata_da`)}, ${iso(sql`v.salvata_il`)}, p.ordine,
        b.id_beneficiario
      FROM parametro_valutazione p JOIN beneficiario_domanda b ON b.id_domanda = ${domanda.idDomanda}
        LEFT JOIN valutazione_beneficiario v
          ON v.id_parametro = p.id_parametro AND v.id_beneficiario = b.id_beneficiario
        LEFT JOIN punteggio_parametro s ON s.id_punteggio = v.id_punteggio
        LEFT JOIN allegato_domanda a ON a.id_allegato = v.id_allegato_evidenza
      WHERE p.id_bando = ${domanda.idBando} AND p.livello = 'BENEFICIARIO'
      ORDER BY ordine, id_beneficiario`,
  );

/** The beneficiaries' mean of each BENEFICIARIO parameter, rounded to 2 decimals half up as the ranking does. */
const medie = (db: AppDatabase, idDomanda: number) =>
  righe<{ idParametro: number; media: number | null }>(
    db,
    sql`SELECT v.id_parametro AS "idParametro", round(avg(s.valore), 2)::float8 AS media
      FROM valutazione_beneficiario v JOIN punteggio_parametro s USING (id_punteggio)
        JOIN beneficiario_domanda b USING (id_beneficiario)
      WHERE b.id_domanda = ${idDomanda} GROUP BY v.id_parametro`,
  );

/**
 * Streams the scoring sheet of one application and ends it: each score with its judgement, note, who saved it, its
 * motivation and cited evidence,
 * the beneficiaries' mean after each beneficiary-level parameter, then the application's score and how
 * many scores are given.
 */
export async function scriviSchedaValutazione(db: AppDatabase, domanda: DettaglioDomanda, output: Writable) {
  const [tutte, perParametro] = [await voci(db, domanda), await medie(db, domanda.idDomanda)];
  const media = new Map(perParametro.map((voce) => [voce.idParametro, voce.media]));
  const workbook = nuovoLibro(output);
  const titolo = `Scheda di valutazione della domanda n. ${domanda.idDomanda}: ${domanda.denominazione}`;
  const foglio = apriFoglio(workbook, 'Valutazione', COLONNE, titolo);
  let totale = 0;
  tutte.forEach((voce, indice) => {
    foglio.aggiungi(voce);
    if (voce.livello === 'DOMANDA') totale += voce.valore ?? 0;
    const ultimaDelParametro = tutte[indice + 1]?.idParametro !== voce.idParametro;
    if (voce.livello === 'BENEFICIARIO' && ultimaDelParametro) {
      const valore = media.get(voce.idParametro) ?? null;
      totale += valore ?? 0;
      foglio.evidenzia([`${voce.parametro}: media dei beneficiari`, null, null, valore]);
    }
  });
  const date = tutte.filter((voce) => voce.valore !== null).length;
  foglio.evidenzia([
    'Punteggio della domanda',
    null,
    `${date} di ${tutte.length} punteggi assegnati`,
    Math.round(totale * 100) / 100,
  ]);
  foglio.chiudi();
  await workbook.commit();
}
