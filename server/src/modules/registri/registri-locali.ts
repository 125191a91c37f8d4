import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { giorno, righe } from '../../db/sql';
import type { AiutoConcesso, OrdineRecupero, Registri } from './registri';

export const FONTE_LOCALE_DEGGENDORF = 'Registro Deggendorf locale (tabelle del portale)';
export const FONTE_LOCALE_RNA = 'Registro Nazionale Aiuti locale (tabelle del portale)';

/** The registers kept in the portal's own database (migration 011), for where the national ones cannot be reached. */
export function registriLocali(db: AppDatabase): Registri {
  return {
    deggendorf: {
      fonte: FONTE_LOCALE_DEGGENDORF,
      ordiniDi: (codiceFiscale) =>
        righe<OrdineRecupero>(
          db,
          sql`SELECT riferimento, decisione, ${giorno(sql`data_decisione`)} AS "dataDecisione",
              importo_da_recuperare::float8 AS "importoDaRecuperare", data_restituzione IS NOT NULL AS restituito,
              ${giorno(sql`data_restituzione`)} AS "dataRestituzione"
            FROM registro_deggendorf_ordine WHERE codice_fiscale = ${codiceFiscale} ORDER BY data_decisione, id_ordine`,
        ),
    },
    rna: {
      fonte: FONTE_LOCALE_RNA,
      aiutiDi: (codiceFiscale, dal) =>
        righe<AiutoConcesso>(
          db,
          sql`SELECT cor, misura, tipo, concedente, ${giorno(sql`data_concessione`)} AS "dataConcessione",
            importo_esl::float8 AS "importoEsl"
            FROM registro_rna_aiuto WHERE codice_fiscale = ${codiceFiscale} AND data_concessione >= ${dal}::date
            ORDER BY data_concessione, id_aiuto`,
        ),
    },
  };
}
