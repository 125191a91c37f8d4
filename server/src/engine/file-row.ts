import { sql, type SQL } from 'drizzle-orm';
import type { StoredFile } from '../files';
import { iso, nomeDi } from '../db/sql';

/** A row's file as `selezionaFile` selects it: the storage key stays on the server (no response schema names it). */
export interface RigaFile {
  readonly chiaveFile: string;
  readonly nomeFile: string;
  readonly tipoFile: string;
  readonly dimensione: number;
  readonly sha256: string;
  readonly caricatoDa: string;
  readonly caricatoDaNome: string;
  readonly caricatoIl: string;
}

/** A stored file with what its row keeps of the upload: the sanitised name and who sent it. */
export interface FileCaricato extends StoredFile {
  readonly nome: string;
  readonly username: string;
}

/** The file columns every attachment table shares (migrations 004, 005). */
export const COLONNE_FILE = sql.raw('chiave_file, nome_file, tipo_file, dimensione, sha256, caricato_da');

export const valoriFile = (file: FileCaricato): SQL =>
  sql`${file.key}::uuid, ${file.nome}, ${file.type}, ${file.size}, ${file.sha256}, ${file.username}`;

export const selezionaFile = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`${a}.chiave_file::text AS "chiaveFile", ${a}.nome_file AS "nomeFile", ${a}.tipo_file AS "tipoFile",
    ${a}.dimensione::float8 AS dimensione, ${a}.sha256, ${a}.caricato_da AS "caricatoDa",
    ${nomeDi(sql`${a}.caricato_da`)} AS "caricatoDaNome",
    ${iso(sql`${a}.caricato_il`)} AS "caricatoIl"`;
};
