import { sql } from 'drizzle-orm';
import type { AllegatoGraduatoria } from '../../../../contract/graduatoria/record';
import type { AppDatabase } from '../../db/database';
import { giorno, iso, righe } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { COLONNE_FILE, selezionaFile, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';

const colonne = sql`a.id_bando AS "idBando", ${giorno(sql`a.data_decreto`)} AS "dataDecreto", ${selezionaFile('a')}`;

export async function decreto(db: AppDatabase, idBando: number): Promise<(AllegatoGraduatoria & RigaFile) | undefined> {
  const [riga] = await righe<AllegatoGraduatoria & RigaFile>(
    db,
    sql`SELECT ${colonne} FROM allegato_graduatoria a WHERE a.id_bando = ${idBando}`,
  );
  return riga;
}

/**
 * The call, locked in the caller's transaction when `blocca`: 404 if unknown, 409 unless it is a food-district call
 * whose ranking is final (the decree adopts the final ranking). Answers the instant it became final.
 */
export async function bandoConGraduatoriaDefinitiva(
  db: AppDatabase,
  idBando: number,
  blocca = false,
): Promise<{ finalizzataIl: string }> {
  const [bando] = await righe<{ tipologia: string; finalizzataIl: string | null }>(
    db,
    sql`SELECT b.tipologia,
        (SELECT ${iso(sql`g.finalizzata_il`)} FROM graduatoria g WHERE g.id_bando = b.id_bando) AS "finalizzataIl"
      FROM bando b WHERE b.id_bando = ${idBando} ${blocca ? sql`FOR UPDATE OF b` : sql``}`,
  );
  if (!bando) throw notFound('Bando non trovato');
  if (bando.tipologia !== 'DC') throw conflict('Il bando non è dei distretti del cibo: non ha una graduatoria.');
  if (!bando.finalizzataIl)
    throw conflict('La graduatoria non è ancora definitiva: il decreto si carica dopo la finalizzazione.');
  return { finalizzataIl: bando.finalizzataIl };
}

export interface VoceAuditGraduatoria {
  readonly idBando: number;
  readonly attore: { readonly username: string; readonly ruolo: string };
  readonly azione: string;
  readonly note?: string | null;
}

/** Appends to the call's ranking history (who, role, when, action, note); the table refuses changes. */
export async function scriviAuditGraduatoria(tx: AppDatabase, voce: VoceAuditGraduatoria): Promise<void> {
  await tx.execute(sql`INSERT INTO graduatoria_audit (id_bando, username, ruolo, azione, note)
    VALUES (${voce.idBando}, ${voce.attore.username}, ${voce.attore.ruolo}, ${voce.azione}, ${voce.note ?? null})`);
}

/** Writes the decree, replacing the one there was: answers it and the replaced file's key, removed after commit. */
export async function scriviDecreto(
  tx: AppDatabase,
  idBando: number,
  dataDecreto: string,
  file: FileCaricato,
): Promise<{ allegato: AllegatoGraduatoria; sostituito?: string }> {
  const precedente = await decreto(tx, idBando);
  const [allegato] = await righe<AllegatoGraduatoria>(
    tx,
    sql`INSERT INTO allegato_graduatoria AS a (id_bando, data_decreto, ${COLONNE_FILE})
      VALUES (${idBando}, ${dataDecreto}, ${valoriFile(file)})
      ON CONFLICT (id_bando) DO UPDATE SET data_decreto = excluded.data_decreto, chiave_file = excluded.chiave_file,
        nome_file = excluded.nome_file, tipo_file = excluded.tipo_file, dimensione = excluded.dimensione,
        sha256 = excluded.sha256, caricato_da = excluded.caricato_da, caricato_il = now()
      RETURNING ${colonne}`,
  );
  return { allegato, sostituito: precedente?.chiaveFile };
}

export async function eliminaDecreto(tx: AppDatabase, idBando: number): Promise<string | undefined> {
  const [riga] = await righe<{ chiave: string }>(
    tx,
    sql`DELETE FROM allegato_graduatoria WHERE id_bando = ${idBando} RETURNING chiave_file::text AS chiave`,
  );
  return riga?.chiave;
}
