import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { storicoImporti } from '../../db/schema';
import { nomeDi } from '../../db/sql';
import { Decimal } from '../../domain/decimal';

export const CAMPI_IMPORTO = ['importoRichiesto', 'importoAmmesso'] as const;
export type CampoImporto = (typeof CAMPI_IMPORTO)[number];

/** Amounts compared as the exact decimals they are, never as floats. */
export const stessoImporto = (a: number | null, b: number | null): boolean =>
  a === null || b === null ? a === b : new Decimal(String(a)).equals(new Decimal(String(b)));

export const centesimi = (valore: number): string => new Decimal(String(valore)).toFixed(2);

export const alPiuDueDecimali = (valore: number): boolean => new Decimal(String(valore)).decimalPlaces() <= 2;

export interface VariazioneImporto {
  readonly campo: CampoImporto;
  readonly precedente: number | null;
  readonly nuovo: number | null;
}

export async function registraImporti(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  variazioni: readonly VariazioneImporto[],
  autore: { readonly username: string; readonly ruolo: string },
): Promise<void> {
  if (variazioni.length === 0) return;
  await tx.insert(storicoImporti).values(
    variazioni.map(({ campo, precedente, nuovo }) => ({
      idProgrammaInvestimento,
      campo,
      importoPrecedente: precedente === null ? null : centesimi(precedente),
      importoNuovo: nuovo === null ? null : centesimi(nuovo),
      modificatoDa: autore.username,
      ruolo: autore.ruolo,
    })),
  );
}

export function storicoImportiDi(db: AppDatabase, idProgrammaInvestimento: number) {
  return db
    .select({
      idStorico: storicoImporti.idStorico,
      campo: sql<CampoImporto>`${storicoImporti.campo}`,
      importoPrecedente: sql<number | null>`${storicoImporti.importoPrecedente}::float8`,
      importoNuovo: sql<number | null>`${storicoImporti.importoNuovo}::float8`,
      modificatoIl: storicoImporti.modificatoIl,
      modificatoDa: storicoImporti.modificatoDa,
      modificatoDaNome: nomeDi(storicoImporti.modificatoDa),
      ruolo: storicoImporti.ruolo,
    })
    .from(storicoImporti)
    .where(eq(storicoImporti.idProgrammaInvestimento, idProgrammaInvestimento))
    .orderBy(asc(storicoImporti.idStorico));
}
