import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { giorno, iso, righe } from '../../db/sql';
import type { Static } from 'typebox';
import { selezionaFile, COLONNE_FILE, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';
import { selezionaFirma } from '../../firme/repository';
import type { AllegatoDossier as Schema } from '../../../../contract/allegati/record';

/** The owner of a dossier attachment: a proponent or a beneficiary. */
export type Proprietario = 'proponente' | 'beneficiario';

export type AllegatoDossier = Static<typeof Schema> & RigaFile;

export interface Tipologia {
  readonly idTipologia: number;
  readonly idCategoria: number;
  readonly descrizione: string;
  readonly richiedeScadenza: boolean;
  readonly richiedeFirma: boolean;
}

const COLONNA = { proponente: sql.raw('id_proponente'), beneficiario: sql.raw('id_beneficiario') } as const;
const PER = { proponente: sql.raw('per_proponente'), beneficiario: sql.raw('per_beneficiario') } as const;

const campi = (
  oggi: string,
) => sql`a.id_allegato AS "idAllegato", a.id_proponente AS "idProponente", a.id_beneficiario AS "idBeneficiario",
  a.id_tipologia AS "idTipologia", t.descrizione AS "descrizioneTipologia", c.id_categoria AS "idCategoria",
  c.descrizione AS "descrizioneCategoria", ${giorno(sql`a.data_scadenza`)} AS "dataScadenza",
  coalesce(a.data_scadenza < ${oggi}::date, false) AS scaduto, ${iso(sql`a.storicizzato_il`)} AS "storicizzatoIl",
  ${selezionaFile('a')}, ${selezionaFirma(sql`a.chiave_file`)}`;

const DA = sql`allegato a JOIN tipologia_allegato t ON t.id_tipologia = a.id_tipologia JOIN categoria_allegato c
  ON c.id_categoria = t.id_categoria`;

export const categorie = (db: AppDatabase, proprietario: Proprietario) =>
  righe(
    db,
    sql`SELECT id_categoria AS "idCategoria", descrizione FROM categoria_allegato WHERE ${PER[proprietario]}
      ORDER BY id_categoria`,
  );

export const tipologie = (db: AppDatabase, idCategoria: number) =>
  righe<Tipologia>(
    db,
    sql`SELECT id_tipologia AS "idTipologia", id_categoria AS "idCategoria", descrizione,
      richiede_scadenza AS "richiedeScadenza", richiede_firma AS "richiedeFirma"
      FROM tipologia_allegato WHERE id_categoria = ${idCategoria} ORDER BY id_tipologia`,
  );

/** The type when the owner's kind may use it. */
export async function tipologiaPer(
  db: AppDatabase,
  proprietario: Proprietario,
  idTipologia: number,
): Promise<Tipologia | undefined> {
  const [row] = await righe<Tipologia>(
    db,
    sql`SELECT t.id_tipologia AS "idTipologia", t.id_categoria AS "idCategoria", t.descrizione,
      t.richiede_scadenza AS "richiedeScadenza", t.richiede_firma AS "richiedeFirma"
      FROM tipologia_allegato t JOIN categoria_allegato c ON c.id_categoria = t.id_categoria
      WHERE t.id_tipologia = ${idTipologia} AND c.${PER[proprietario]}`,
  );
  return row;
}

/** A new attachment; the current one of the same type, if any, becomes history. */
export async function inserisci(
  tx: AppDatabase,
  proprietario: Proprietario,
  id: number,
  idTipologia: number,
  dataScadenza: string | null,
  file: FileCaricato,
  oggi: string,
): Promise<AllegatoDossier> {
  await tx.execute(sql`UPDATE allegato SET storicizzato_il = now(), storicizzato_da = ${file.username}
    WHERE ${COLONNA[proprietario]} = ${id} AND id_tipologia = ${idTipologia} AND storicizzato_il IS NULL`);
  const [{ idAllegato }] = await righe<{ idAllegato: number }>(
    tx,
    sql`INSERT INTO allegato (${COLONNA[proprietario]}, id_tipologia, data_scadenza, ${COLONNE_FILE})
      VALUES (${id}, ${idTipologia}, ${dataScadenza}, ${valoriFile(file)}) RETURNING id_allegato AS "idAllegato"`,
  );
  return (await perId(tx, idAllegato, oggi))!;
}

/** Deleting keeps the row as history; answers whether there was a current attachment to delete. */
export async function storicizza(
  tx: AppDatabase,
  proprietario: Proprietario,
  id: number,
  idAllegato: number,
  username: string,
): Promise<boolean> {
  const rows = await righe(
    tx,
    sql`UPDATE allegato SET storicizzato_il = now(), storicizzato_da = ${username}
      WHERE id_allegato = ${idAllegato} AND ${COLONNA[proprietario]} = ${id} AND storicizzato_il IS NULL
      RETURNING id_allegato`,
  );
  return rows.length > 0;
}

export const correnti = (db: AppDatabase, proprietario: Proprietario, id: number, oggi: string) =>
  righe<AllegatoDossier>(
    db,
    sql`SELECT ${campi(oggi)} FROM ${DA} WHERE a.${COLONNA[proprietario]} = ${id} AND a.storicizzato_il IS NULL
      ORDER BY c.id_categoria, a.id_allegato`,
  );

export const storicizzati = (db: AppDatabase, idBeneficiario: number, oggi: string) =>
  righe<AllegatoDossier>(
    db,
    sql`SELECT ${campi(oggi)} FROM ${DA} WHERE a.id_beneficiario = ${idBeneficiario} AND a.storicizzato_il IS NOT NULL
      ORDER BY a.id_allegato`,
  );

export async function perId(db: AppDatabase, idAllegato: number, oggi: string): Promise<AllegatoDossier | undefined> {
  const [row] = await righe<AllegatoDossier>(
    db,
    sql`SELECT ${campi(oggi)} FROM ${DA} WHERE a.id_allegato = ${idAllegato}`,
  );
  return row;
}
