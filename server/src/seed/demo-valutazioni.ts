import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';

/** The scoring parameters of every demo food-district call, with their allowed scores (value, description). */
const PARAMETRI = [
  {
    descrizione: 'Qualità e coerenza del programma del distretto',
    livello: 'DOMANDA',
    punteggi: [
      [0, 'Insufficiente'],
      [10, 'Sufficiente'],
      [20, 'Buona'],
      [30, 'Ottima'],
    ],
  },
  {
    descrizione: 'Ricadute sul territorio e sull’occupazione',
    livello: 'DOMANDA',
    punteggi: [
      [0, 'Nessuna'],
      [5, 'Limitate'],
      [10, 'Significative'],
      [15, 'Rilevanti'],
    ],
  },
  {
    descrizione: 'Sostenibilità ambientale degli investimenti',
    livello: 'BENEFICIARIO',
    punteggi: [
      [0, 'Assente'],
      [5, 'Parziale'],
      [10, 'Buona'],
      [15, 'Elevata'],
    ],
  },
  {
    descrizione: 'Filiera corta e prodotti di qualità certificata',
    livello: 'BENEFICIARIO',
    punteggi: [
      [0, 'Nessun prodotto'],
      [2.5, 'Marginali'],
      [5, 'Presenti'],
      [10, 'Prevalenti'],
    ],
  },
] as const;

/**
 * The commission's scores, by the position of the application among the call's scored ones: the two programme-level
 * scores, then the beneficiary-level ones cycled over the beneficiaries (so a mean may need rounding: 15, 10, 10 →
 * 11,67). Profiles 1 and 2 score the same whatever the beneficiaries, so their applications tie and the earlier
 * forwarding wins; profile 3 stays under every demo call's minimum score. From the eleventh application on, the
 * profiles come round again one step lower on the territory (`RICADUTE_SECONDO_GIRO`), so scores rarely repeat.
 */
const PROFILI: readonly (readonly [number, number, readonly number[], readonly number[]])[] = [
  [30, 15, [15], [10]],
  [20, 10, [10], [5]],
  [20, 10, [10], [5]],
  [10, 5, [5], [2.5]],
  [30, 10, [15, 10, 10], [10, 5]],
  [20, 15, [10, 15], [5, 2.5, 2.5]],
  [30, 5, [10], [10, 5]],
  [10, 15, [15, 5], [5]],
  [20, 5, [5, 10], [2.5, 5, 10]],
  [30, 10, [10, 5, 15], [5]],
];

const RICADUTE_SECONDO_GIRO: Readonly<Record<number, number>> = { 0: 0, 5: 0, 10: 5, 15: 10 };

const NOTE = [
  'Programma coerente con gli obiettivi del distretto e con il piano regionale.',
  'Ricadute occupazionali documentate nelle lettere di intenti dei partner.',
  null,
  'Investimenti in parte già avviati: valutati solo quelli ammissibili.',
];

/** Why the commission gave each parameter its score, one sentence per parameter, the judgement after it. */
const MOTIVAZIONI = [
  'Obiettivi, cronoprogramma e piano finanziario del programma confrontati con il piano del distretto',
  'Posti di lavoro e imprese coinvolte stimati dalle lettere di intenti e dalla relazione tecnica',
  'Investimenti del beneficiario per efficienza energetica, acqua e rifiuti, dai preventivi allegati',
  'Quota dei prodotti DOP, IGP e biologici venduti in filiera corta, dalle dichiarazioni del beneficiario',
];

const motivazioneDi = (parametro: number, valore: number) => {
  const giudizio = PARAMETRI[parametro].punteggi.find(([punti]) => punti === valore)?.[1] ?? '';
  return `${MOTIVAZIONI[parametro]}: giudizio «${giudizio}».`;
};

/** What the demo commission has done on a call: every VALUTATA application scored; IN_VALUTAZIONE ones in part. */
export interface ValutazioneDemo {
  readonly punteggioMinimo: string;
}

/**
 * The call's parameters and the commission's scores on its applications: each VALUTATA one fully scored by its
 * profile; the first IN_VALUTAZIONE one scored at the programme level only, the others not yet (work for the
 * commission). Written as the commission would have saved them, with the conclusion in the applications' history.
 */
export async function seedValutazioni(tx: AppDatabase, idBando: number, { punteggioMinimo }: ValutazioneDemo) {
  await tx.execute(sql`UPDATE bando SET punteggio_minimo = ${punteggioMinimo} WHERE id_bando = ${idBando}`);
  const parametri: { idParametro: number; livello: string; punteggi: Map<number, number> }[] = [];
  for (const [indice, parametro] of PARAMETRI.entries()) {
    const [{ idParametro }] = await righe<{ idParametro: number }>(
      tx,
      sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
        VALUES (${idBando}, ${parametro.descrizione}, ${parametro.livello}, ${indice + 1})
        RETURNING id_parametro AS "idParametro"`,
    );
    const punteggi = new Map<number, number>();
    for (const [valore, descrizione] of parametro.punteggi) {
      const [{ idPunteggio }] = await righe<{ idPunteggio: number }>(
        tx,
        sql`INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
          VALUES (${idParametro}, ${valore}, ${descrizione}) RETURNING id_punteggio AS "idPunteggio"`,
      );
      punteggi.set(valore, idPunteggio);
    }
    parametri.push({ idParametro, livello: parametro.livello, punteggi });
  }
  const domande = await righe<{ idDomanda: number; idStato: string }>(
    tx,
    sql`SELECT id_domanda AS "idDomanda", id_stato AS "idStato" FROM domanda
      WHERE id_bando = ${idBando} AND id_stato IN ('IN_VALUTAZIONE', 'VALUTATA') ORDER BY id_domanda`,
  );
  const valutate = domande.filter((domanda) => domanda.idStato === 'VALUTATA');
  for (const [posizione, { idDomanda }] of valutate.entries()) {
    const [p1, p2, p3, p4] = PROFILI[posizione % PROFILI.length];
    const giro = posizione < PROFILI.length ? p2 : RICADUTE_SECONDO_GIRO[p2];
    await punteggiDemo(tx, idDomanda, parametri, [p1, giro, p3, p4], true);
    await tx.execute(sql`INSERT INTO domanda_audit (id_domanda, username, ruolo, azione, stato_da, stato_a)
      VALUES (${idDomanda}, 'commissione', 'MBAC_COMMISSIONE', 'concludiValutazione', 'IN_VALUTAZIONE', 'VALUTATA')`);
  }
  const [iniziata] = domande.filter((domanda) => domanda.idStato === 'IN_VALUTAZIONE');
  if (iniziata) await punteggiDemo(tx, iniziata.idDomanda, parametri, PROFILI[4], false);
}

async function punteggiDemo(
  tx: AppDatabase,
  idDomanda: number,
  parametri: readonly { idParametro: number; livello: string; punteggi: Map<number, number> }[],
  [p1, p2, p3, p4]: (typeof PROFILI)[number],
  conBeneficiari: boolean,
) {
  const beneficiari = await righe<{ idBeneficiario: number }>(
    tx,
    sql`SELECT id_beneficiario AS "idBeneficiario" FROM beneficiario_domanda WHERE id_domanda = ${idDomanda}
      ORDER BY id_beneficiario`,
  );
  const [qualita, ricadute, sostenibilita, filiera] = parametri;
  for (const [indice, [parametro, valore]] of (
    [
      [qualita, p1],
      [ricadute, p2],
    ] as const
  ).entries()) {
    await tx.execute(sql`INSERT INTO valutazione_domanda (id_domanda, id_parametro, id_punteggio, motivazione, note,
        salvata_da)
      VALUES (${idDomanda}, ${parametro.idParametro}, ${parametro.punteggi.get(valore)},
        ${motivazioneDi(indice, valore)}, ${NOTE[(idDomanda + indice) % NOTE.length]}, 'commissione')`);
  }
  if (!conBeneficiari) return;
  for (const [k, { idBeneficiario }] of beneficiari.entries()) {
    for (const [indice, parametro, valori] of [
      [2, sostenibilita, p3],
      [3, filiera, p4],
    ] as const) {
      const valore = valori[k % valori.length];
      await tx.execute(sql`INSERT INTO valutazione_beneficiario (id_beneficiario, id_parametro, id_punteggio,
          motivazione, salvata_da)
        VALUES (${idBeneficiario}, ${parametro.idParametro}, ${parametro.punteggi.get(valore)},
          ${motivazioneDi(indice, valore)}, 'commissione')`);
    }
  }
}
