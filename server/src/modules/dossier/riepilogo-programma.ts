import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { Decimal } from '../../domain/decimal';
import { registraImporti } from '../programma/importi';
import type { Autore } from '../../engine/actor';

const ATTIVI = sql`b.id_programma_investimento = p.id_programma_investimento AND b.stato = 'ATTIVO'`;

/**
 * Keeps the programme's figures in step with its beneficiaries, in the caller's transaction (the programme locked):
 * the count and surnames are the list's search columns; with `importi`, for the changes that can move it, the
 * requested amount becomes the sum of the investments of the active, enabled beneficiaries, and each change of it goes
 * into the amount history.
 */
export async function aggiornaProgramma(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  autore: Autore,
  { importi = false } = {},
): Promise<void> {
  const [{ precedente, nuovo }] = await righe<{ precedente: string | null; nuovo: string | null }>(
    tx,
    sql`UPDATE programma_investimento p SET
        importo_richiesto = ${
          importi
            ? sql`(SELECT coalesce(sum(i.importo), 0) FROM beneficiario b JOIN investimento i USING (id_beneficiario)
          WHERE ${ATTIVI} AND b.abilitato)`
            : sql`p.importo_richiesto`
        },
        n_beneficiari = (SELECT count(*) FROM beneficiario b WHERE ${ATTIVI}),
        cognomi_beneficiari = ARRAY(SELECT DISTINCT lower(coalesce(b.cognome, b.denominazione)) FROM beneficiario b
          WHERE ${ATTIVI} AND coalesce(b.cognome, b.denominazione) IS NOT NULL ORDER BY 1),
        updated_at = now()
      FROM programma_investimento prima
      WHERE p.id_programma_investimento = ${idProgrammaInvestimento}
      AND prima.id_programma_investimento = p.id_programma_investimento
      RETURNING prima.importo_richiesto::text AS precedente, p.importo_richiesto::text AS nuovo`,
  );
  // Without `importi` the amount stays as it was: null in a new draft that nobody has costed yet.
  if (!importi || nuovo === null || new Decimal(precedente ?? 0).eq(nuovo)) return;
  await registraImporti(
    tx,
    idProgrammaInvestimento,
    [{ campo: 'importoRichiesto', precedente: numero(precedente), nuovo: Number(nuovo) }],
    autore,
  );
}

const numero = (valore: string | null) => (valore === null ? null : Number(valore));
