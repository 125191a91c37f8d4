import { sql } from 'drizzle-orm';
import type { AllegatoIstruttoria, NotaIstruttoria } from '../../../../../contract/istruttoriaDomanda/record';
import type { AppDatabase } from '../../../db/database';
import { iso, righe } from '../../../db/sql';
import { COLONNE_FILE, selezionaFile, valoriFile, type FileCaricato, type RigaFile } from '../../../engine/file-row';

const colonneNota = sql`n.id_nota AS "idNota", n.id_domanda AS "idDomanda", n.testo, n.autore, n.nominativo,
  ${iso(sql`n.creata_il`)} AS "creataIl"`;

export const note = (db: AppDatabase, idDomanda: number) =>
  righe<NotaIstruttoria>(
    db,
    sql`SELECT ${colonneNota} FROM nota_istruttoria n WHERE n.id_domanda = ${idDomanda} ORDER BY n.id_nota`,
  );

export async function nota(db: AppDatabase, idNota: number): Promise<NotaIstruttoria | undefined> {
  const [riga] = await righe<NotaIstruttoria>(
    db,
    sql`SELECT ${colonneNota} FROM nota_istruttoria n WHERE n.id_nota = ${idNota}`,
  );
  return riga;
}

export async function scriviNota(
  tx: AppDatabase,
  idDomanda: number,
  testo: string,
  autore: { username: string; nominativo: string },
): Promise<NotaIstruttoria> {
  const [riga] = await righe<NotaIstruttoria>(
    tx,
    sql`INSERT INTO nota_istruttoria AS n (id_domanda, testo, autore, nominativo)
      VALUES (${idDomanda}, ${testo}, ${autore.username}, ${autore.nominativo}) RETURNING ${colonneNota}`,
  );
  return riga;
}

const colonneFile = sql`a.id_allegato AS "idAllegato", a.id_domanda AS "idDomanda", ${selezionaFile('a')}`;

export const allegati = (db: AppDatabase, idDomanda: number) =>
  righe<AllegatoIstruttoria>(
    db,
    sql`SELECT ${colonneFile} FROM allegato_istruttoria a WHERE a.id_domanda = ${idDomanda} ORDER BY a.id_allegato`,
  );

export async function allegato(
  db: AppDatabase,
  idAllegato: number,
): Promise<(AllegatoIstruttoria & RigaFile) | undefined> {
  const [riga] = await righe<AllegatoIstruttoria & RigaFile>(
    db,
    sql`SELECT ${colonneFile} FROM allegato_istruttoria a WHERE a.id_allegato = ${idAllegato}`,
  );
  return riga;
}

export async function inserisciAllegato(tx: AppDatabase, idDomanda: number, file: FileCaricato) {
  const [riga] = await righe<AllegatoIstruttoria>(
    tx,
    sql`INSERT INTO allegato_istruttoria AS a (id_domanda, ${COLONNE_FILE}) VALUES (${idDomanda}, ${valoriFile(file)})
      RETURNING ${colonneFile}`,
  );
  return riga;
}
