import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { giorno, righe } from '../../db/sql';
import { selezionaFile, COLONNE_FILE, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';

export type TipoDocumento = 'CASELLARIO' | 'RICHIESTA_CASELLARIO' | 'INFORMATIVA_ANTIMAFIA' | 'RICHIESTA_ANTIMAFIA';

/** How long a certificate is valid from its date (the requests do not expire). */
export const VALIDITA_MESI: Readonly<Partial<Record<TipoDocumento, number>>> = {
  CASELLARIO: 6,
  INFORMATIVA_ANTIMAFIA: 12,
};

export interface DocumentoBeneficiario extends RigaFile {
  readonly idDocumento: number;
  readonly idBeneficiario: number;
  readonly tipo: TipoDocumento;
  readonly dataCaricamento: string;
  readonly numeroProtocollo: string;
  readonly opzioni: string | null;
  readonly scadenza: string | null;
  readonly valido: boolean;
  readonly scaduto: boolean;
}

export interface NuovoDocumento {
  readonly idBeneficiario: number;
  readonly tipo: TipoDocumento;
  readonly dataCaricamento: string;
  readonly numeroProtocollo: string;
  readonly opzioni: string | null;
}

const scadenza = sql`CASE d.tipo ${sql.join(
  Object.entries(VALIDITA_MESI).map(
    ([tipo, mesi]) => sql`WHEN ${tipo} THEN (d.data_caricamento + make_interval(months => ${mesi}::int))::date`,
  ),
  sql` `,
)} END`;

const campi = (oggi: string) => sql`d.id_documento AS "idDocumento", d.id_beneficiario AS "idBeneficiario", d.tipo,
  ${giorno(sql`d.data_caricamento`)} AS "dataCaricamento", d.numero_protocollo AS "numeroProtocollo", d.opzioni,
  ${giorno(scadenza)} AS scadenza, coalesce(${scadenza} >= ${oggi}::date, true) AS valido,
  coalesce(${scadenza} < ${oggi}::date, false) AS scaduto, ${selezionaFile('d')}`;

/** Replaces the current document of the kind, which stays as history. */
export async function inserisci(
  tx: AppDatabase,
  nuovo: NuovoDocumento,
  file: FileCaricato,
  oggi: string,
): Promise<DocumentoBeneficiario> {
  await tx.execute(sql`UPDATE documento_beneficiario SET storicizzato_il = now()
    WHERE id_beneficiario = ${nuovo.idBeneficiario} AND tipo = ${nuovo.tipo} AND storicizzato_il IS NULL`);
  const [row] = await righe<DocumentoBeneficiario>(
    tx,
    sql`WITH d AS (INSERT INTO documento_beneficiario (id_beneficiario, tipo, data_caricamento, numero_protocollo,
      opzioni, ${COLONNE_FILE})
        VALUES (${nuovo.idBeneficiario}, ${nuovo.tipo}, ${nuovo.dataCaricamento}, ${nuovo.numeroProtocollo},
        ${nuovo.opzioni}, ${valoriFile(file)})
        RETURNING *)
      SELECT ${campi(oggi)} FROM d`,
  );
  return row;
}

export async function corrente(
  db: AppDatabase,
  idBeneficiario: number,
  tipo: TipoDocumento,
  oggi: string,
): Promise<DocumentoBeneficiario | undefined> {
  const [row] = await righe<DocumentoBeneficiario>(
    db,
    sql`SELECT ${campi(oggi)} FROM documento_beneficiario d WHERE d.id_beneficiario = ${idBeneficiario}
      AND d.tipo = ${tipo} AND d.storicizzato_il IS NULL`,
  );
  return row;
}

export const correnti = (db: AppDatabase, idBeneficiario: number, oggi: string) =>
  righe<DocumentoBeneficiario>(
    db,
    sql`SELECT ${campi(oggi)} FROM documento_beneficiario d WHERE d.id_beneficiario = ${idBeneficiario}
      AND d.storicizzato_il IS NULL ORDER BY d.tipo`,
  );

export async function storicizza(tx: AppDatabase, idBeneficiario: number, tipo: TipoDocumento): Promise<boolean> {
  const rows = await righe(
    tx,
    sql`UPDATE documento_beneficiario SET storicizzato_il = now()
      WHERE id_beneficiario = ${idBeneficiario} AND tipo = ${tipo} AND storicizzato_il IS NULL RETURNING id_documento`,
  );
  return rows.length > 0;
}
