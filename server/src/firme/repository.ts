import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { iso } from '../db/sql';
import type { EsitoFirma } from './esito';

/** Kept in the transaction of the row that names the file, so both or neither are there. */
export async function registraFirma(tx: AppDatabase, chiave: string, firma: EsitoFirma | null): Promise<void> {
  if (!firma) return;
  await tx.execute(sql`INSERT INTO firma_file (chiave, formato, valida, firmatario, codice_fiscale, firmato_il, motivo)
    VALUES (${chiave}::uuid, ${firma.formato}, ${firma.valida}, ${firma.firmatario}, ${firma.codiceFiscale},
      ${firma.firmatoIl}::timestamptz, ${firma.motivo})`);
}

/** The signature of the row's file as the `firma` field of a list (campiFirma), null when the file carries none. */
export const selezionaFirma = (colonnaChiave: SQL): SQL =>
  sql`(SELECT json_build_object('formato', f.formato, 'valida', f.valida, 'firmatario', f.firmatario,
      'codiceFiscale', f.codice_fiscale, 'firmatoIl', ${iso(sql`f.firmato_il`)}, 'motivo', f.motivo)
    FROM firma_file f WHERE f.chiave = ${colonnaChiave}) AS firma`;
