import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { frammento, grezzo, unisci } from './frammento';
import pg from 'pg';
import type { PageRequest } from '../http/paging';
import type { AppDatabase } from './database';
import { rendiSql } from './rendi-sql';

const comeTesto = (valore: string) => valore;

/**
 * The types drizzle's node-postgres session reads as text rather than as JS dates (date, timestamp, timestamptz,
 * interval and their arrays, and numeric arrays), so a query answers the same through either path.
 */
const TESTO = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const TIPI = {
  getTypeParser: (id: number, formato?: 'text' | 'binary') =>
    TESTO.has(id) ? comeTesto : pg.types.getTypeParser(id, formato),
};

/**
 * Rows of a plain SQL query, alike on PGlite and node-postgres (both answer `{ rows }`). What `db.execute` does, with
 * the leaner rendering of `rendiSql` when the query allows it. On PostgreSQL that statement goes straight to the
 * session's pool or transaction client, as drizzle's prepared query would send it (unnamed, same type parsers), without
 * the objects, closures and promise layers drizzle builds around each call (docs/performance.md); a transaction's
 * statements stay in its transaction either way.
 */
export async function righe<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const reso = rendiSql(query);
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (reso && (client instanceof pg.Pool || client instanceof pg.Client)) {
    return (await client.query<T & pg.QueryResultRow>({ text: reso.sql, types: TIPI }, reso.params)).rows;
  }
  const result = (await (reso
    ? db._.session.prepareQuery(reso, undefined, undefined, false).execute()
    : db.execute(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** An instant as ISO 8601 UTC text, so both drivers give the contract's string and never a Date. */
export const iso = (column: SQL) => frammento`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const giorno = (column: SQL) => frammento`to_char(${column}, 'YYYY-MM-DD')`;

/** The person a username names, as people read it: name and surname, or the username of someone not known. */
export const nomeDi = (username: SQLWrapper | SQL): SQL<string> =>
  sql<string>`coalesce((SELECT u.nome || ' ' || u.cognome FROM utente u WHERE u.username = ${username}), ${username})`;

/**
 * A beneficiary as people read it, from its row under `alias`: the company name, a person's surname and name, or the
 * tax code while the record holds nothing else (creaBeneficiario makes it so, until the record is saved). Never its id.
 */
export const nomeBeneficiario = (alias: string): SQL => {
  const b = grezzo(alias);
  return frammento`coalesce(${b}.denominazione, nullif(concat_ws(' ', ${b}.cognome, ${b}.nome), ''),
    ${b}.codice_fiscale)`;
};

/** `%` and `_` typed by a person are not wildcards, nor the escape character itself. */
const letterale = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` holds `text` anywhere, case and accents ignored, through the trigram index on `testo_ricerca(column)`
 * (migration 040). The pattern goes through the same function in the statement, so both sides fold alike.
 */
export const contiene = (column: SQL, text: string): SQL =>
  frammento`testo_ricerca(${column}) LIKE '%' || testo_ricerca(${letterale(text)}) || '%'`;

/** `column` starts with `text`, case and accents ignored (an order that puts such names first). */
export const iniziaPer = (column: SQL, text: string): SQL =>
  frammento`testo_ricerca(${column}) LIKE testo_ricerca(${letterale(text)}) || '%'`;

export const oppure = (predicati: readonly SQL[]): SQL =>
  predicati.length === 0 ? frammento`false` : frammento`(${unisci(predicati, ' OR ')})`;

export const ed = (predicati: readonly SQL[]): SQL =>
  predicati.length === 0 ? frammento`true` : frammento`(${unisci(predicati, ' AND ')})`;

export const lista = (values: readonly unknown[]): SQL =>
  unisci(
    values.map((value) => frammento`${value}`),
    ', ',
  );

export const pagina = (page?: PageRequest): SQL =>
  page ? frammento`LIMIT ${page.limit} OFFSET ${page.offset}` : frammento``;

/**
 * A list with its total: `query` selects the rows with their total in column `total`, the window total it
 * is handed or one of its own; past the last page the total is counted on its own from `count` (the FROM and WHERE of
 * the list).
 */
export async function conTotale<T>(
  db: AppDatabase,
  query: (total: SQL) => SQL,
  count: SQL,
  page?: PageRequest,
): Promise<{ rows: T[]; total: number }> {
  const found = await righe<T & { total: number }>(db, query(frammento`count(*) OVER ()::int AS total`));
  const rows = found.map(({ total: _total, ...row }) => row as T);
  if (found.length > 0 || !page || page.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [{ total }] = await righe<{ total: number }>(db, frammento`SELECT count(*)::int AS total FROM ${count}`);
  return { rows, total };
}
