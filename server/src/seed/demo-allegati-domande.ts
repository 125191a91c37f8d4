import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import type { FileStore } from '../files';
import { COLONNE_FILE, valoriFile } from '../engine/file-row';
import { aggiungiGiorni } from '../engine/clock';
import { pdfDemo } from './pdf-demo';

/** The call whose evaluated applications have the commission's minutes (the one ready to be finalised). */
const BANDO_CON_VERBALI = 'I Bando Distretti del Cibo – Avviso 2023';

interface Titolare {
  readonly idDomanda: number;
  readonly idBeneficiario: number | null;
  readonly ambito: 'DOMANDA' | 'BENEFICIARIO';
  readonly nome: string;
  readonly caricatoDa: string;
}

/**
 * Real PDF files for the demo applications: every required category of each forwarded application and of its
 * beneficiaries (the DURC with its expiry), the instructor's review file on those in review, and the commission's
 * minutes of each evaluated application of the call ready to be finalised. The keys put go to
 * `chiavi`, published once the seed's transaction has committed.
 */
export async function seedAllegatiDomande(tx: AppDatabase, store: FileStore, oggi: string, chiavi: string[]) {
  const titolari = await righe<Titolare>(
    tx,
    sql`SELECT d.id_domanda AS "idDomanda", NULL::int AS "idBeneficiario", 'DOMANDA' AS ambito, d.denominazione AS nome,
        coalesce((SELECT a.username FROM domanda_audit a WHERE a.id_domanda = d.id_domanda
          AND a.azione = 'inoltra'), 'proponente1') AS "caricatoDa"
      FROM domanda d WHERE d.id_stato <> 'BOZZA'
      UNION ALL
      SELECT b.id_domanda, b.id_beneficiario, 'BENEFICIARIO', b.denominazione,
        coalesce((SELECT a.username FROM domanda_audit a WHERE a.id_domanda = b.id_domanda
          AND a.azione = 'inoltra'), 'proponente1')
      FROM beneficiario_domanda b JOIN domanda d ON d.id_domanda = b.id_domanda WHERE d.id_stato <> 'BOZZA'
      ORDER BY 1, 2 NULLS FIRST`,
  );
  const categorie = await righe<{ idCategoria: number; ambito: string; descrizione: string; scadenza: boolean }>(
    tx,
    sql`SELECT id_categoria AS "idCategoria", ambito, descrizione, richiede_scadenza AS scadenza
      FROM categoria_allegato_domanda WHERE obbligatoria ORDER BY id_categoria`,
  );
  const pdf = async (titolo: string, riga: string, nome: string, username: string) => {
    const file = await store.put(Readable.from([pdfDemo(titolo, riga)]));
    chiavi.push(file.key);
    return valoriFile({ ...file, nome, username });
  };
  for (const titolare of titolari) {
    for (const categoria of categorie.filter((c) => c.ambito === titolare.ambito)) {
      const file = await pdf(categoria.descrizione, titolare.nome, `${categoria.descrizione}.pdf`, titolare.caricatoDa);
      await tx.execute(sql`INSERT INTO allegato_domanda (id_domanda, id_beneficiario, id_categoria, data_scadenza,
        ${COLONNE_FILE})
        VALUES (${titolare.idDomanda}, ${titolare.idBeneficiario}, ${categoria.idCategoria},
          ${categoria.scadenza ? aggiungiGiorni(oggi, 120) : null}, ${file})`);
    }
  }
  const inIstruttoria = await righe<{ idDomanda: number; denominazione: string }>(
    tx,
    sql`SELECT id_domanda AS "idDomanda", denominazione FROM domanda
      WHERE id_stato = 'IN_ISTRUTTORIA' ORDER BY id_domanda`,
  );
  for (const { idDomanda, denominazione } of inIstruttoria) {
    const file = await pdf(
      'Verbale di verifica istruttoria',
      denominazione,
      'Verbale di verifica.pdf',
      'istruttore.dc',
    );
    await tx.execute(
      sql`INSERT INTO allegato_istruttoria (id_domanda, ${COLONNE_FILE}) VALUES (${idDomanda}, ${file})`,
    );
  }
  const valutate = await righe<{ idDomanda: number; denominazione: string }>(
    tx,
    sql`SELECT d.id_domanda AS "idDomanda", d.denominazione FROM domanda d JOIN bando b USING (id_bando)
      WHERE d.id_stato = 'VALUTATA' AND b.descrizione = ${BANDO_CON_VERBALI} ORDER BY d.id_domanda`,
  );
  for (const { idDomanda, denominazione } of valutate) {
    const file = await pdf(
      'Verbale di valutazione della commissione',
      denominazione,
      'Verbale di valutazione.pdf',
      'commissione',
    );
    await tx.execute(
      sql`INSERT INTO allegato_valutazione (id_domanda, ${COLONNE_FILE}) VALUES (${idDomanda}, ${file})`,
    );
  }
}
