import { sql } from 'drizzle-orm';
import type { AllegatoValutazione } from '../../../../contract/valutazione/record';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { COLONNE_FILE, selezionaFile, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';

const colonne = sql`a.id_domanda AS "idDomanda", ${selezionaFile('a')}`;

/** The application's minutes, if uploaded. */
export async function verbale(
  db: AppDatabase,
  idDomanda: number,
): Promise<(AllegatoValutazione & RigaFile) | undefined> {
  const [riga] = await righe<AllegatoValutazione & RigaFile>(
    db,
    sql`SELECT ${colonne} FROM allegato_valutazione a WHERE a.id_domanda = ${idDomanda}`,
  );
  return riga;
}

/**
 * Writes the minutes in the caller's transaction (which holds the application's lock), replacing those there were:
 * answers the new row and the key of the replaced file, to be removed once the transaction commits.
 */
export async function scriviVerbale(
  tx: AppDatabase,
  idDomanda: number,
  file: FileCaricato,
): Promise<{ allegato: AllegatoValutazione; sostituito?: string }> {
  const precedente = await verbale(tx, idDomanda);
  const [allegato] = await righe<AllegatoValutazione>(
    tx,
    sql`INSERT INTO allegato_valutazione AS a (id_domanda, ${COLONNE_FILE}) VALUES (${idDomanda}, ${valoriFile(file)})
      ON CONFLICT (id_domanda) DO UPDATE SET chiave_file = excluded.chiave_file, nome_file = excluded.nome_file,
        tipo_file = excluded.tipo_file, dimensione = excluded.dimensione, sha256 = excluded.sha256,
        caricato_da = excluded.caricato_da, caricato_il = now()
      RETURNING ${colonne}`,
  );
  return { allegato, sostituito: precedente?.chiaveFile };
}

export async function eliminaVerbale(tx: AppDatabase, idDomanda: number): Promise<string | undefined> {
  const [riga] = await righe<{ chiave: string }>(
    tx,
    sql`DELETE FROM allegato_valutazione WHERE id_domanda = ${idDomanda} RETURNING chiave_file::text AS chiave`,
  );
  return riga?.chiave;
}
