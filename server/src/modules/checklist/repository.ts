import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { iso, nomeDi, righe } from '../../db/sql';
import { selezionaFile, COLONNE_FILE, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';
import type { AmbitoChecklist, Checklist, SalvaChecklist, TipoChecklist } from '../../../../contract/checklist/record';
import { RISPOSTA_MANCANTE } from '../programma/turni-checklist';

/** Which checklist: a programme's (the proponent's) or one beneficiary's, of one kind. */
export interface Chiave {
  readonly idProgrammaInvestimento: number;
  readonly tipo: TipoChecklist;
  readonly ambito: AmbitoChecklist;
  readonly idBeneficiario: number | null;
}

export type RuoloAllegato = 'ALLEGATO' | 'FIRMATA';
export type AllegatoChecklist = RigaFile & {
  readonly idDocumentaleAllegato: number;
  readonly idChecklist: number;
} & Omit<Chiave, 'idProgrammaInvestimento'> & {
    readonly idProgrammaInvestimento: number;
    /** The item the file documents; null for the checklist's own document and the signed checklist. */
    readonly idVoce: number | null;
    readonly ordineVoce: number | null;
    readonly descrizioneVoce: string | null;
  };

const dove = (k: Chiave): SQL => sql`c.id_programma_investimento = ${k.idProgrammaInvestimento} AND c.tipo = ${k.tipo}
  AND c.ambito = ${k.ambito}
  AND coalesce(c.id_beneficiario, 0) = ${k.idBeneficiario ?? 0}`;

/** Complete: every item of its kind answered, and every NO explained. */
export const completezza = (id: SQL, tipo: SQL, ambito: SQL): SQL => sql`NOT EXISTS (SELECT 1 FROM voce_checklist v
  LEFT JOIN checklist_voce r ON r.id_voce = v.id_voce AND r.id_checklist = ${id}
  WHERE v.tipo = ${tipo} AND v.ambito = ${ambito} AND ${RISPOSTA_MANCANTE})`;

const CAMPI_ALLEGATO = sql`a.id_documentale_allegato AS "idDocumentaleAllegato", a.id_checklist AS "idChecklist",
  c.id_programma_investimento AS "idProgrammaInvestimento", c.tipo, c.ambito, c.id_beneficiario AS "idBeneficiario",
  a.id_voce AS "idVoce", va.ordine AS "ordineVoce", va.descrizione AS "descrizioneVoce", ${selezionaFile('a')}`;
const DA_ALLEGATI = sql`checklist_allegato a JOIN checklist c ON c.id_checklist = a.id_checklist LEFT
  JOIN voce_checklist va ON va.id_voce = a.id_voce`;
const DELLA_VOCE = (idVoce: number | null): SQL => sql`coalesce(a.id_voce, 0) = ${idVoce ?? 0}`;

interface Testa {
  idChecklist: number;
  completa: boolean;
  aggiornataDa: string | null;
  aggiornataDaNome: string | null;
  aggiornataIl: string;
  turno: number;
  chiusaIl: string | null;
}

/** The round asked for, or the latest (takeovers and variations have one per takeover or variation: `turni.ts`). */
const testaDi = (db: AppDatabase, k: Chiave, turno?: number) =>
  righe<Testa>(
    db,
    sql`SELECT c.id_checklist AS "idChecklist", c.completa, c.aggiornata_da AS "aggiornataDa",
      ${nomeDi(sql`c.aggiornata_da`)} AS "aggiornataDaNome",
      ${iso(sql`c.aggiornata_il`)} AS "aggiornataIl",
      c.turno, ${iso(sql`c.chiusa_il`)} AS "chiusaIl"
      FROM checklist c WHERE ${dove(k)} ${turno === undefined ? sql`` : sql`AND c.turno = ${turno}`}
      ORDER BY c.turno DESC LIMIT 1`,
  );

/**
 * The checklist with its items, answered or not; one never saved answers with `idChecklist` null. Without `turno`, the
 * latest round; with it, that round (404 for the caller when `undefined` comes back).
 */
export async function leggi(db: AppDatabase, k: Chiave, turno?: number): Promise<Checklist> {
  const [testa] = await testaDi(db, k, turno);
  const id = testa?.idChecklist ?? null;
  const risposte = await righe<Omit<Checklist['voci'][number], 'allegato'>>(
    db,
    sql`SELECT v.id_voce AS "idVoce", v.descrizione, r.esito, r.note FROM voce_checklist v
      LEFT JOIN checklist_voce r ON r.id_voce = v.id_voce AND r.id_checklist = ${id}
      WHERE v.tipo = ${k.tipo} AND v.ambito = ${k.ambito} ORDER BY v.ordine`,
  );
  const allegati =
    id === null
      ? []
      : await righe<AllegatoChecklist>(
          db,
          sql`SELECT ${CAMPI_ALLEGATO} FROM ${DA_ALLEGATI}
    WHERE a.id_checklist = ${id} AND a.ruolo = 'ALLEGATO'`,
        );
  const allegato = allegati.find((riga) => riga.idVoce === null);
  const voci = risposte.map((voce) => ({
    ...voce,
    allegato: allegati.find((riga) => riga.idVoce === voce.idVoce) ?? null,
  }));
  return {
    idChecklist: id,
    idProgrammaInvestimento: k.idProgrammaInvestimento,
    idBeneficiario: k.idBeneficiario,
    tipo: k.tipo,
    ambito: k.ambito,
    completa: testa?.completa ?? false,
    aggiornataDa: testa?.aggiornataDa ?? null,
    aggiornataDaNome: testa?.aggiornataDaNome ?? null,
    aggiornataIl: testa?.aggiornataIl ?? null,
    turno: testa?.turno ?? turno ?? 1,
    chiusaIl: testa?.chiusaIl ?? null,
    voci,
    allegato: allegato ?? null,
  };
}

/** The id of the checklist's open round, creating it empty when there is none (never saved, or the last one closed). */
export async function assicura(tx: AppDatabase, k: Chiave, username: string): Promise<number> {
  const [ultima] = await testaDi(tx, k);
  if (ultima && ultima.chiusaIl === null) return ultima.idChecklist;
  const [{ id }] = await righe<{ id: number }>(
    tx,
    sql`INSERT INTO checklist (id_programma_investimento, tipo, ambito, id_beneficiario, turno, aggiornata_da)
      VALUES (${k.idProgrammaInvestimento}, ${k.tipo}, ${k.ambito}, ${k.idBeneficiario}, ${(ultima?.turno ?? 0) + 1},
      ${username})
      RETURNING id_checklist AS id`,
  );
  return id;
}

/** Whether the item is one of this checklist's kind. */
export async function voceDellaChecklist(
  db: AppDatabase,
  k: Pick<Chiave, 'tipo' | 'ambito'>,
  idVoce: number,
): Promise<boolean> {
  const trovate = await righe<{ id: number }>(
    db,
    sql`SELECT id_voce AS id FROM voce_checklist WHERE id_voce = ${idVoce} AND tipo = ${k.tipo}
      AND ambito = ${k.ambito}`,
  );
  return trovate.length > 0;
}

/** The items of the body that are not of this checklist's kind, by position. */
export async function vociEstranee(db: AppDatabase, k: Chiave, corpo: SalvaChecklist): Promise<number[]> {
  const valide = new Set(
    (
      await righe<{ id: number }>(
        db,
        sql`SELECT id_voce AS id FROM voce_checklist WHERE tipo = ${k.tipo} AND ambito = ${k.ambito}`,
      )
    ).map((r) => r.id),
  );
  return corpo.voci.flatMap((voce, indice) => (valide.has(voce.idVoce) ? [] : [indice]));
}

/** Writes the answers given (the others stay as they were) and recomputes completeness; answers whether complete. */
export async function salva(tx: AppDatabase, k: Chiave, corpo: SalvaChecklist, username: string): Promise<boolean> {
  const id = await assicura(tx, k, username);
  for (const { idVoce, esito, note } of corpo.voci) {
    await tx.execute(sql`INSERT INTO checklist_voce (id_checklist, id_voce, esito, note) VALUES (${id}, ${idVoce},
      ${esito}, ${note ?? null})
      ON CONFLICT (id_checklist, id_voce) DO UPDATE SET esito = EXCLUDED.esito, note = EXCLUDED.note`);
  }
  const [{ completa }] = await righe<{ completa: boolean }>(
    tx,
    sql`UPDATE checklist c SET completa = ${completezza(sql`c.id_checklist`, sql`c.tipo`, sql`c.ambito`)},
      aggiornata_da = ${username},
      aggiornata_il = now() WHERE c.id_checklist = ${id} RETURNING c.completa`,
  );
  return completa;
}

export async function checklistPerId(
  db: AppDatabase,
  idChecklist: number,
): Promise<(Chiave & { idChecklist: number; chiusa: boolean }) | undefined> {
  const [row] = await righe<Chiave & { idChecklist: number; chiusa: boolean }>(
    db,
    sql`SELECT c.id_checklist AS "idChecklist", c.id_programma_investimento AS "idProgrammaInvestimento", c.tipo,
      c.ambito,
      c.id_beneficiario AS "idBeneficiario", c.chiusa_il IS NOT NULL AS chiusa FROM checklist c
      WHERE c.id_checklist = ${idChecklist}`,
  );
  return row;
}

/** The checklist's file of the role: its own (`idVoce` null) or one item's. */
export async function allegatoDi(
  db: AppDatabase,
  idChecklist: number,
  ruolo: RuoloAllegato,
  idVoce: number | null = null,
): Promise<AllegatoChecklist | undefined> {
  const [row] = await righe<AllegatoChecklist>(
    db,
    sql`SELECT ${CAMPI_ALLEGATO} FROM ${DA_ALLEGATI}
    WHERE a.id_checklist = ${idChecklist} AND a.ruolo = ${ruolo} AND ${DELLA_VOCE(idVoce)}`,
  );
  return row;
}

export async function allegatoPerId(
  db: AppDatabase,
  idDocumentaleAllegato: number,
): Promise<AllegatoChecklist | undefined> {
  const [row] = await righe<AllegatoChecklist>(
    db,
    sql`SELECT ${CAMPI_ALLEGATO} FROM ${DA_ALLEGATI} WHERE a.id_documentale_allegato = ${idDocumentaleAllegato}`,
  );
  return row;
}

export const allegatiDelProgramma = (db: AppDatabase, idProgrammaInvestimento: number) =>
  righe<AllegatoChecklist>(
    db,
    sql`SELECT ${CAMPI_ALLEGATO} FROM ${DA_ALLEGATI} WHERE c.id_programma_investimento = ${idProgrammaInvestimento}
    ORDER BY a.id_documentale_allegato`,
  );

/**
 * Replaces the checklist's file of the role (of the item, with `idVoce`); answers the new one and the storage key of
 * the one replaced.
 */
export async function inserisciAllegato(
  tx: AppDatabase,
  idChecklist: number,
  ruolo: RuoloAllegato,
  file: FileCaricato,
  idVoce: number | null = null,
) {
  const rimossi = await eliminaAllegato(tx, idChecklist, ruolo, idVoce);
  const [{ id }] = await righe<{ id: number }>(
    tx,
    sql`INSERT INTO checklist_allegato (id_checklist, ruolo, id_voce, ${COLONNE_FILE}) VALUES (${idChecklist},
      ${ruolo}, ${idVoce}, ${valoriFile(file)})
      RETURNING id_documentale_allegato AS id`,
  );
  return { risultato: (await allegatoPerId(tx, id))!, rimossi };
}

export async function eliminaAllegato(
  tx: AppDatabase,
  idChecklist: number,
  ruolo: RuoloAllegato,
  idVoce: number | null = null,
): Promise<string[]> {
  const rows = await righe<{ chiave: string }>(
    tx,
    sql`DELETE FROM checklist_allegato a WHERE a.id_checklist = ${idChecklist} AND a.ruolo = ${ruolo}
      AND ${DELLA_VOCE(idVoce)}
      RETURNING a.chiave_file::text AS chiave`,
  );
  return rows.map((row) => row.chiave);
}
