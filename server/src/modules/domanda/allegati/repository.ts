import { sql, type SQL } from 'drizzle-orm';
import type { AllegatoDomanda, CategoriaAllegatoDomanda } from '../../../../../contract/allegatiDomanda/record';
import type { AppDatabase } from '../../../db/database';
import { giorno, righe } from '../../../db/sql';
import { selezionaFirma } from '../../../firme/repository';
import { COLONNE_FILE, selezionaFile, valoriFile, type FileCaricato, type RigaFile } from '../../../engine/file-row';

export type Ambito = 'DOMANDA' | 'BENEFICIARIO';

export function categorie(db: AppDatabase, ambito: Ambito): Promise<CategoriaAllegatoDomanda[]> {
  return righe(
    db,
    sql`SELECT id_categoria AS "idCategoria", descrizione, obbligatoria, richiede_scadenza AS "richiedeScadenza",
        richiede_firma AS "richiedeFirma"
      FROM categoria_allegato_domanda WHERE ambito = ${ambito} ORDER BY id_categoria`,
  );
}

export async function categoria(db: AppDatabase, ambito: Ambito, idCategoria: number) {
  const trovate = await categorie(db, ambito);
  return trovate.find((c) => c.idCategoria === idCategoria);
}

const colonne = (oggi: string) => sql`a.id_allegato AS "idAllegato", a.id_domanda AS "idDomanda",
  a.id_beneficiario AS "idBeneficiario", a.id_categoria AS "idCategoria", c.descrizione AS "descrizioneCategoria",
  ${giorno(sql`a.data_scadenza`)} AS "dataScadenza", coalesce(a.data_scadenza < ${oggi}::date, false) AS scaduto,
  ${selezionaFile('a')}, ${selezionaFirma(sql`a.chiave_file`)}`;

const DA = sql`allegato_domanda a JOIN categoria_allegato_domanda c ON c.id_categoria = a.id_categoria`;

/** The application's own files (`idBeneficiario` null) or one beneficiary's. */
export function elenco(db: AppDatabase, dove: SQL, oggi: string): Promise<AllegatoDomanda[]> {
  return righe(db, sql`SELECT ${colonne(oggi)} FROM ${DA} WHERE ${dove} ORDER BY a.id_categoria, a.id_allegato`);
}

export const dellaDomanda = (idDomanda: number) => sql`a.id_domanda = ${idDomanda} AND a.id_beneficiario IS NULL`;
export const delBeneficiario = (idBeneficiario: number) => sql`a.id_beneficiario = ${idBeneficiario}`;

export async function perId(
  db: AppDatabase,
  idAllegato: number,
  oggi: string,
): Promise<(AllegatoDomanda & RigaFile) | undefined> {
  const [riga] = await righe<AllegatoDomanda & RigaFile>(
    db,
    sql`SELECT ${colonne(oggi)} FROM ${DA} WHERE a.id_allegato = ${idAllegato}`,
  );
  return riga;
}

export async function inserisci(
  tx: AppDatabase,
  destinazione: { idDomanda: number; idBeneficiario: number | null; idCategoria: number; dataScadenza: string | null },
  file: FileCaricato,
  oggi: string,
): Promise<AllegatoDomanda> {
  const { idDomanda, idBeneficiario, idCategoria, dataScadenza } = destinazione;
  const [{ id }] = await righe<{ id: number }>(
    tx,
    sql`INSERT INTO allegato_domanda (id_domanda, id_beneficiario, id_categoria, data_scadenza, ${COLONNE_FILE})
      VALUES (${idDomanda}, ${idBeneficiario}, ${idCategoria}, ${dataScadenza}, ${valoriFile(file)})
      RETURNING id_allegato AS id`,
  );
  const [allegato] = await elenco(tx, sql`a.id_allegato = ${id}`, oggi);
  return allegato;
}

/** Deletes the row when it belongs where `dove` says; answers its stored file's key to remove after the commit. */
export async function elimina(tx: AppDatabase, idAllegato: number, dove: SQL): Promise<string | undefined> {
  const [riga] = await righe<{ chiave: string }>(
    tx,
    sql`DELETE FROM allegato_domanda a WHERE a.id_allegato = ${idAllegato} AND ${dove}
      RETURNING chiave_file::text AS chiave`,
  );
  return riga?.chiave;
}
