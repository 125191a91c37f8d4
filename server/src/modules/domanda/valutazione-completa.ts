import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import type { FieldErrors } from '../../http/errors';
import { inviaNotifiche } from '../notifiche/notifiche';

/**
 * What the commission has not scored yet on an application, one sentence per key: `parametri.<id>` for a
 * programme-level parameter, `beneficiari.<idBeneficiario>.parametri.<id>` for each beneficiary and
 * beneficiary-level parameter. Empty when the evaluation can be concluded.
 */
export async function punteggiMancanti(tx: AppDatabase, idDomanda: number): Promise<FieldErrors> {
  const mancanti = await righe<{ chiave: string; testo: string }>(
    tx,
    sql`SELECT 'parametri.' || p.id_parametro AS chiave, 'Manca il punteggio di «' || p.descrizione || '»' AS testo,
        p.ordine, 0 AS id_beneficiario
      FROM domanda d JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'DOMANDA'
      WHERE d.id_domanda = ${idDomanda} AND NOT EXISTS (SELECT 1 FROM valutazione_domanda v
        WHERE v.id_domanda = d.id_domanda AND v.id_parametro = p.id_parametro)
      UNION ALL
      SELECT 'beneficiari.' || b.id_beneficiario || '.parametri.' || p.id_parametro,
        'Manca il punteggio di «' || p.descrizione || '» per il beneficiario «' || b.denominazione || '»',
        p.ordine, b.id_beneficiario
      FROM domanda d JOIN beneficiario_domanda b USING (id_domanda)
        JOIN parametro_valutazione p ON p.id_bando = d.id_bando AND p.livello = 'BENEFICIARIO'
      WHERE d.id_domanda = ${idDomanda} AND NOT EXISTS (SELECT 1 FROM valutazione_beneficiario v
        WHERE v.id_beneficiario = b.id_beneficiario AND v.id_parametro = p.id_parametro)
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
