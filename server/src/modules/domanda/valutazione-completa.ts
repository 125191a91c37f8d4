import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import type { FieldErrors } from '../../http/errors';
import { inviaNotifiche } from '../notifiche/notifiche';

/** A score's sentence in the list: missing, without its motivation, or with one shorter than the call's. */
const testoDi = (parametro: SQL, beneficiario: SQL) => sql`CASE
    WHEN v.id_parametro IS NULL THEN 'Manca il punteggio di «' || ${parametro} || '»' || ${beneficiario}
    WHEN coalesce(char_length(v.motivazione), 0) = 0
      THEN 'Manca la motivazione del punteggio di «' || ${parametro} || '»' || ${beneficiario}
    ELSE 'La motivazione del punteggio di «' || ${parametro} || '»' || ${beneficiario} || ' ha meno di '
      || bd.lunghezza_minima_motivazione || ' caratteri' END`;

const incompleta = sql`(v.id_parametro IS NULL
  OR coalesce(char_length(v.motivazione), 0) < bd.lunghezza_minima_motivazione)`;

/**
 * What the commission has not scored yet, or scored without a motivation of the call's length, on an application,
 * one sentence per key: `parametri.<id>` for a programme-level parameter, `beneficiari.<idBeneficiario>.parametri.<id>`
 * for each beneficiary and beneficiary-level parameter. Empty when the evaluation can be concluded.
 */
export async function punteggiMancanti(tx: AppDatabase, idDomanda: number): Promise<FieldErrors> {
  const mancanti = await righe<{ chiave: string; testo: string }>(
    tx,
    sql`SELECT 'parametri.' || p.id_parametro AS chiave, ${testoDi(sql`p.descrizione`, sql`''`)} AS testo,
        p.ordine, 0 AS id_beneficiario
      FROM domanda d JOIN bando bd USING (id_bando)
        JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'DOMANDA'
        LEFT JOIN valutazione_domanda v ON v.id_domanda = d.id_domanda AND v.id_parametro = p.id_parametro
      WHERE d.id_domanda = ${idDomanda} AND ${incompleta}
      UNION ALL
      SELECT 'beneficiari.' || b.id_beneficiario || '.parametri.' || p.id_parametro,
        ${testoDi(sql`p.descrizione`, sql`' per il beneficiario «' || b.denominazione || '»'`)},
        p.ordine, b.id_beneficiario
      FROM domanda d JOIN bando bd USING (id_bando) JOIN beneficiario_domanda b USING (id_domanda)
        JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'BENEFICIARIO'
        LEFT JOIN valutazione_beneficiario v
          ON v.id_beneficiario = b.id_beneficiario AND v.id_parametro = p.id_parametro
      WHERE d.id_domanda = ${idDomanda} AND ${incompleta}
      ORDER BY id_beneficiario, ordine`,
  );
  return Object.fromEntries(mancanti.map(({ chiave, testo }) => [chiave, testo]));
}

/**
 * Tells the ministry, when an evaluation concluded leaves no application of the call before VALUTATA (and the
 * ranking is not final), that the call's ranking can be finalised: the ministry's next step.
 */
export async function avvisaGraduatoriaPronta({
  tx,
  domanda,
}: {
  tx: AppDatabase;
  domanda: { idBando: number };
}): Promise<void> {
  const [bando] = await righe<{ descrizione: string; pronta: boolean }>(
    tx,
    sql`SELECT b.descrizione, NOT EXISTS (SELECT 1 FROM domanda d WHERE d.id_bando = b.id_bando
          AND d.id_stato IN ('INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE'))
        AND NOT EXISTS (SELECT 1 FROM graduatoria g WHERE g.id_bando = b.id_bando) AS pronta
      FROM bando b WHERE b.id_bando = ${domanda.idBando}`,
  );
  if (!bando?.pronta) return;
  await inviaNotifiche(tx, [{ ruolo: 'MBAC_MINISTERO' }], {
    titolo: `Graduatoria da finalizzare: ${bando.descrizione}`,
    testo:
      `Tutte le domande del bando «${bando.descrizione}» sono state valutate: ` +
      'la graduatoria può essere finalizzata.',
  });
}
