import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import { aggiungiGiorni, oggiInItalia } from '../engine/clock';
import { codiceFiscaleAzienda } from './demo-anagrafiche';

/**
 * The local registers of migration 011 (docs/verifiche-registri.md). Fictitious data. On the first programme under
 * review by istruttore1 with at least three beneficiaries: the first is under an unpaid recovery order (Deggendorf
 * IRREGOLARE), the second has had more de minimis aid than the ceiling in the last three years (RNA IRREGOLARE), the
 * third is close to the ceiling and has repaid an old order (both REGOLARE, with a warning). A few other firms fill
 * the registers. Dates count back from today, so the three-year window keeps its meaning.
 */
export async function seedRegistri(tx: AppDatabase, oggi = oggiInItalia()): Promise<void> {
  const fa = (giorni: number) => aggiungiGiorni(oggi, -giorni);
  const [primo, secondo, terzo] = await beneficiariDellaDemo(tx);
  const altre = [0, 1, 2].map((k) => codiceFiscaleAzienda(1_900_000_000 + k * 13));

  const ordini: (readonly [string, string, string, string, string, string, string | null])[] = [
    ...(primo
      ? [
          [
            primo,
            primo,
            'SA.38132',
            'Decisione C(2019) 4521 della Commissione',
            '2019-06-18',
            '184250.00',
            null,
          ] as const,
        ]
      : []),
    ...(terzo
      ? [
          [
            terzo,
            terzo,
            'SA.33083',
            'Decisione (UE) 2015/1470 della Commissione',
            '2015-03-30',
            '42600.00',
            '2017-11-20',
          ] as const,
        ]
      : []),
    [
      altre[0],
      'Consorzio Agrumi del Golfo S.c.a.r.l.',
      'SA.41265',
      'Decisione C(2021) 2870 della Commissione',
      '2021-04-22',
      '530000.00',
      null,
    ],
    [
      altre[1],
      'Molini Riuniti della Valle S.p.A.',
      'SA.35484',
      'Decisione (UE) 2016/2011 della Commissione',
      '2016-07-05',
      '98000.00',
      '2018-02-14',
    ],
  ];
  for (const [codiceFiscale, denominazione, riferimento, decisione, dataDecisione, importo, restituzione] of ordini) {
    await tx.execute(sql`INSERT INTO registro_deggendorf_ordine (codice_fiscale, denominazione, riferimento, decisione,
      data_decisione,
      importo_da_recuperare, data_restituzione) VALUES (${codiceFiscale}, ${denominazione}, ${riferimento},
      ${decisione},
      ${dataDecisione}, ${importo}, ${restituzione})`);
  }

  const misura = (n: number) =>
    [
      'Aiuti de minimis nel settore agricolo',
      'Fondo rotativo per la competitività delle imprese',
      'Credito d’imposta investimenti Mezzogiorno',
    ][n];
  const aiuti: (readonly [string, string, string, string, string, string, string])[] = [
    ...(primo ? [[primo, '8734521', misura(0), 'DE_MINIMIS', 'Regione Lazio', fa(1400), '45000.00'] as const] : []),
    ...(secondo
      ? ([
          [secondo, '9012877', misura(0), 'DE_MINIMIS', 'Regione Lazio', fa(900), '140000.00'],
          [
            secondo,
            '9318402',
            misura(1),
            'DE_MINIMIS',
            'Ministero delle imprese e del made in Italy',
            fa(420),
            '120000.00',
          ],
          [secondo, '9655113', misura(0), 'DE_MINIMIS', 'Regione Veneto', fa(60), '62500.00'],
        ] as const)
      : []),
    ...(terzo
      ? ([
          [
            terzo,
            '9120554',
            misura(1),
            'DE_MINIMIS',
            'Ministero delle imprese e del made in Italy',
            fa(700),
            '250000.00',
          ],
          [terzo, '9400218', misura(2), 'ESENZIONE', 'Agenzia delle Entrate', fa(300), '75000.00'],
        ] as const)
      : []),
    [altre[2], '8821340', misura(0), 'DE_MINIMIS', 'Regione Puglia', fa(500), '80000.00'],
  ];
  for (const [codiceFiscale, cor, nome, tipo, concedente, concessione, importo] of aiuti) {
    await tx.execute(sql`INSERT INTO registro_rna_aiuto (codice_fiscale, cor, misura, tipo, concedente,
      data_concessione, importo_esl)
      VALUES (${codiceFiscale}, ${cor}, ${nome}, ${tipo}, ${concedente}, ${concessione}, ${importo})`);
  }
}

/**
 * The fiscal codes of the first three active beneficiaries of the first programme istruttore1 reviews with three or
 * more.
 */
async function beneficiariDellaDemo(tx: AppDatabase): Promise<string[]> {
  const trovati = await righe<{ codiceFiscale: string }>(
    tx,
    sql`WITH programma AS (
        SELECT p.id_programma_investimento AS id FROM programma_investimento p
        WHERE p.id_stato = 'IN_ISTRUTTORIA'
          AND EXISTS (SELECT 1 FROM programma_assegnatario pa
          WHERE pa.id_programma_investimento = p.id_programma_investimento AND pa.username = 'istruttore1')
          AND (SELECT count(*) FROM beneficiario b WHERE b.id_programma_investimento = p.id_programma_investimento
          AND b.stato = 'ATTIVO' AND b.abilitato) >= 3
        ORDER BY p.id_programma_investimento LIMIT 1)
      SELECT b.codice_fiscale AS "codiceFiscale" FROM beneficiario b JOIN programma
      ON b.id_programma_investimento = programma.id
      WHERE b.stato = 'ATTIVO' AND b.abilitato ORDER BY b.id_beneficiario LIMIT 3`,
  );
  return trovati.map(({ codiceFiscale }) => codiceFiscale);
}
