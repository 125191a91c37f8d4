import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { programmaNota } from '../../db/schema';
import { nomeDi } from '../../db/sql';
import type { TipoNota } from '../../../../contract/programmi/record-letture';

export interface NuovaNota {
  readonly idProgrammaInvestimento: number;
  readonly tipo: TipoNota;
  readonly testo: string;
  readonly autore: string;
  readonly ruolo: string;
  readonly bozza?: boolean;
  readonly esito?: string | null;
  readonly esitoIsmea?: string | null;
}

export async function scriviNota(tx: AppDatabase, nota: NuovaNota): Promise<void> {
  await tx.insert(programmaNota).values({ ...nota, esito: nota.esito ?? null, esitoIsmea: nota.esitoIsmea ?? null });
}

const colonne = {
  idNota: programmaNota.idNota,
  idProgrammaInvestimento: programmaNota.idProgrammaInvestimento,
  tipo: programmaNota.tipo,
  note: programmaNota.testo,
  esito: programmaNota.esito,
  esitoIsmea: programmaNota.esitoIsmea,
  bozza: programmaNota.bozza,
  autore: programmaNota.autore,
  nominativo: nomeDi(programmaNota.autore),
  ruolo: programmaNota.ruolo,
  dataInserimento: programmaNota.creataIl,
};

export type NotaLetta = Awaited<ReturnType<typeof leggiNote>>[number];

/** Notes of the given kinds, newest first; drafts only of the kinds whose drafts the reader may see. */
export function leggiNote(
  db: AppDatabase,
  id: number,
  tipi: readonly TipoNota[],
  tipiConBozze: readonly TipoNota[] = [],
) {
  const visibili: SQL | undefined = or(
    and(inArray(programmaNota.tipo, [...tipi]), eq(programmaNota.bozza, false)),
    tipiConBozze.length > 0 ? inArray(programmaNota.tipo, [...tipiConBozze]) : undefined,
  );
  return db
    .select(colonne)
    .from(programmaNota)
    .where(and(eq(programmaNota.idProgrammaInvestimento, id), visibili))
    .orderBy(desc(programmaNota.idNota));
}
