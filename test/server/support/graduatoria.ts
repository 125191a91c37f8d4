import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';

/**
 * A call worked out by hand (budget 100.000 €, minimum score 20): a programme-level parameter (0, 10,
 * 20) and a beneficiary-level one (0, 1,20, 1,25, 5, 10) whose mean is rounded to 2 decimals half up.
 *
 *   app  P1  beneficiaries  mean          score   forwarded  requested
 *   A    20  10, 5          7,50          27,50   T3         50.000
 *   B    20  5, 10          7,50          27,50   T1         30.000
 *   C    20  1,20, 1,25     1,225 → 1,23  21,23   T0         10.000
 *   D    10  10             10,00         20,00   T2          5.000
 *   E    10  5              5,00          15,00   T0          1.000
 *   F    20  5, 10          7,50          27,50   T3         25.000   (created after A)
 *
 * Order: B (tie won on forwarding), A (tie with F won on the lower number), F, C, D, E.
 * Funding strictly in order: B (70.000 left), A (20.000 left), F does not fit: F, C and D are not funded, although C
 * and D would fit in what is left. E is under the minimum: excluded.
 */
/** Every score has its motivation: concluding and reading the scores need it. */
const MOTIVAZIONE = 'Punteggio motivato dalla relazione tecnica del programma';

const ISTANTI = {
  T0: '2025-02-01T09:00:00.000Z',
  T1: '2025-02-02T09:00:00.000Z',
  T2: '2025-02-03T09:00:00.000Z',
  T3: '2025-02-04T09:00:00.000Z',
};
export const DOMANDE = {
  A: { p1: 20, beneficiari: [10, 5], inoltro: ISTANTI.T3, importo: 50_000 },
  B: { p1: 20, beneficiari: [5, 10], inoltro: ISTANTI.T1, importo: 30_000 },
  C: { p1: 20, beneficiari: [1.2, 1.25], inoltro: ISTANTI.T0, importo: 10_000 },
  D: { p1: 10, beneficiari: [10], inoltro: ISTANTI.T2, importo: 5_000 },
  E: { p1: 10, beneficiari: [5], inoltro: ISTANTI.T0, importo: 1_000 },
  F: { p1: 20, beneficiari: [5, 10], inoltro: ISTANTI.T3, importo: 25_000 },
} as const;
export type Lettera = keyof typeof DOMANDE;

export const ATTESA: readonly {
  domanda: Lettera;
  punteggio: number;
  media: number;
  esito: string;
  budgetResiduo: number;
  spareggio: string | null;
}[] = [
  { domanda: 'B', punteggio: 27.5, media: 7.5, esito: 'FINANZIABILE', budgetResiduo: 70_000, spareggio: 'INOLTRO' },
  { domanda: 'A', punteggio: 27.5, media: 7.5, esito: 'FINANZIABILE', budgetResiduo: 20_000, spareggio: 'NUMERO' },
  {
    domanda: 'F',
    punteggio: 27.5,
    media: 7.5,
    esito: 'AMMESSA_NON_FINANZIATA',
    budgetResiduo: 20_000,
    spareggio: 'PUNTEGGIO',
  },
  {
    domanda: 'C',
    punteggio: 21.23,
    media: 1.23,
    esito: 'AMMESSA_NON_FINANZIATA',
    budgetResiduo: 20_000,
    spareggio: 'PUNTEGGIO',
  },
  {
    domanda: 'D',
    punteggio: 20,
    media: 10,
    esito: 'AMMESSA_NON_FINANZIATA',
    budgetResiduo: 20_000,
    spareggio: 'PUNTEGGIO',
  },
  { domanda: 'E', punteggio: 15, media: 5, esito: 'ESCLUSA', budgetResiduo: 20_000, spareggio: null },
];

export interface BandoDiProva {
  readonly idBando: number;
  readonly ids: ReadonlyMap<Lettera, number>;
  readonly parametri: { readonly p1: number; readonly p2: number };
}

/** Writes the call of the table above into a migrated database: parameters, scores, applications, beneficiaries. */
export async function preparaBandoDiProva(database: Database): Promise<BandoDiProva> {
  const uno = async <T>(query: ReturnType<typeof sql>) => (await righe<T>(database.db, query))[0];
  const ids = new Map<Lettera, number>();
  const parametri = { p1: 0, p2: 0 };
  const punteggio = async (idParametro: number, valore: number): Promise<number> => {
    const riga = await uno<{ id: number }>(
      sql`SELECT id_punteggio AS id FROM punteggio_parametro
        WHERE id_parametro = ${idParametro} AND valore = ${valore}`,
    );
    return riga.id;
  };
  const { id: idBando } = await uno<{ id: number }>(
    sql`INSERT INTO bando (descrizione, tipologia, data_apertura, data_chiusura, budget, punteggio_minimo)
      VALUES ('Bando di prova', 'DC', '2025-01-01', '2025-03-31', 100000, 20) RETURNING id_bando AS id`,
  );
  for (const [chiave, livello, ordine, valori] of [
    ['p1', 'DOMANDA', 1, [0, 10, 20]],
    ['p2', 'BENEFICIARIO', 2, [0, 1.2, 1.25, 5, 10]],
  ] as const) {
    const { id } = await uno<{ id: number }>(
      sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
        VALUES (${idBando}, ${`Parametro ${chiave}`}, ${livello}, ${ordine}) RETURNING id_parametro AS id`,
    );
    parametri[chiave] = id;
    for (const valore of valori)
      await database.db.execute(
        sql`INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
          VALUES (${id}, ${valore}, ${`${valore} punti`})`,
      );
  }
  for (const [lettera, domanda] of Object.entries(DOMANDE) as [Lettera, (typeof DOMANDE)[Lettera]][]) {
    const { id } = await uno<{ id: number }>(
      sql`INSERT INTO domanda (id_bando, cuaa_proponente, denominazione, cod_regione, id_stato, data_inoltro,
        importo_richiesto)
        VALUES (${idBando}, '01234567897', ${`Distretto ${lettera}`}, '12', 'VALUTATA', ${domanda.inoltro},
        ${domanda.importo})
        RETURNING id_domanda AS id`,
    );
    ids.set(lettera, id);
    await database.db.execute(sql`INSERT INTO valutazione_domanda (id_domanda, id_parametro, id_punteggio, motivazione,
        salvata_da)
      VALUES (${id}, ${parametri.p1}, ${await punteggio(parametri.p1, domanda.p1)}, ${MOTIVAZIONE}, 'commissione')`);
    for (const [indice, valore] of domanda.beneficiari.entries()) {
      const beneficiario = await uno<{ id: number }>(
        sql`INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione)
          VALUES (${id}, ${['00743110157', '01234567897'][indice]}, ${`Beneficiario ${indice + 1}`})
          RETURNING id_beneficiario AS id`,
      );
      await database.db
        .execute(sql`INSERT INTO valutazione_beneficiario (id_beneficiario, id_parametro, id_punteggio, motivazione,
          salvata_da)
        VALUES (${beneficiario.id}, ${parametri.p2}, ${await punteggio(parametri.p2, valore)}, ${MOTIVAZIONE},
          'commissione')`);
    }
  }
  return { idBando, ids, parametri };
}
