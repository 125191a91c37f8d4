import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';

/**
 * The name the portal already knows for a fiscal code: the programme's own proponent, a beneficiary of another
 * programme or of a food-district application, a company that proposed something. Empty when nobody knows it.
 */
export async function denominazioneNota(
  db: AppDatabase,
  idProgrammaInvestimento: number,
  codiceFiscale: string,
): Promise<string> {
  const [riga] = await righe<{ denominazione: string }>(
    db,
    sql`SELECT denominazione FROM (
        SELECT p.denominazione, 0 AS fonte FROM programma_investimento pi JOIN proponente p USING (id_proponente)
        WHERE pi.id_programma_investimento = ${idProgrammaInvestimento} AND p.cuaa = ${codiceFiscale}
        UNION ALL SELECT coalesce(denominazione, concat_ws(' ', cognome, nome)), 1 FROM beneficiario
        WHERE codice_fiscale = ${codiceFiscale}
        UNION ALL SELECT denominazione, 2 FROM beneficiario_domanda WHERE codice_fiscale = ${codiceFiscale}
        UNION ALL SELECT denominazione, 3 FROM proponente WHERE cuaa = ${codiceFiscale}) n
      WHERE btrim(coalesce(denominazione, '')) <> '' ORDER BY fonte LIMIT 1`,
  );
  return riga?.denominazione ?? '';
}
