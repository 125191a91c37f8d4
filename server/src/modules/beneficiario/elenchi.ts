import { sql, type SQL } from 'drizzle-orm';
import type { Static, TSchema } from 'typebox';
import type { AppDatabase } from '../../db/database';
import { giorno, righe } from '../../db/sql';
import { importo } from '../../domain/importo';
import type { AzioneStorico } from './storico';
import {
  Copertura,
  Coperture,
  Cronoprogramma,
  Fabbisogni,
  Fabbisogno,
  Fase,
  Investimenti,
  Investimento,
} from '../../../../contract/beneficiari/record-importi';

/** One of a beneficiary's lists: its table, how a stored line reads and how a new line is written. */
export interface Elenco<Nuove extends TSchema, Salvata extends TSchema> {
  readonly nome: string;
  readonly storico: AzioneStorico;
  readonly nuove: Nuove;
  readonly salvata: Salvata;
  readonly tabella: string;
  readonly campi: SQL;
  readonly colonne: string;
  readonly valori: (voce: Static<Nuove>[number]) => SQL;
}

const euro = (valore: number) => importo(valore).toFixed(2);

export const INVESTIMENTI: Elenco<typeof Investimenti, typeof Investimento> = {
  nome: 'Investimenti',
  storico: 'INVESTIMENTI',
  nuove: Investimenti,
  salvata: Investimento,
  tabella: 'investimento',
  campi: sql`id_investimento AS "idInvestimento", descrizione, cod_regione AS "codRegione", importo::float8 AS importo`,
  colonne: 'descrizione, cod_regione, importo',
  valori: (voce) => sql`${voce.descrizione}, ${voce.codRegione}, ${euro(voce.importo)}`,
};

export const FABBISOGNI: Elenco<typeof Fabbisogni, typeof Fabbisogno> = {
  nome: 'Fabbisogni',
  storico: 'FABBISOGNI',
  nuove: Fabbisogni,
  salvata: Fabbisogno,
  tabella: 'fabbisogno',
  campi: sql`id_fabbisogno AS "idFabbisogno", descrizione, importo::float8 AS importo`,
  colonne: 'descrizione, importo',
  valori: (voce) => sql`${voce.descrizione}, ${euro(voce.importo)}`,
};

export const COPERTURE: Elenco<typeof Coperture, typeof Copertura> = {
  nome: 'Coperture',
  storico: 'COPERTURE',
  nuove: Coperture,
  salvata: Copertura,
  tabella: 'copertura',
  campi: sql`id_copertura AS "idCopertura", tipo, importo::float8 AS importo`,
  colonne: 'tipo, importo',
  valori: (voce) => sql`${voce.tipo}, ${euro(voce.importo)}`,
};

export const CRONOPROGRAMMA: Elenco<typeof Cronoprogramma, typeof Fase> = {
  nome: 'Cronoprogramma',
  storico: 'CRONOPROGRAMMA',
  nuove: Cronoprogramma,
  salvata: Fase,
  tabella: 'cronoprogramma',
  campi: sql`id_fase AS "idFase", descrizione, ${giorno(sql`data_inizio`)} AS "dataInizio",
    ${giorno(sql`data_fine`)} AS "dataFine"`,
  colonne: 'descrizione, data_inizio, data_fine',
  valori: (voce) => sql`${voce.descrizione}, ${voce.dataInizio}, ${voce.dataFine}`,
};

export function leggiElenco<N extends TSchema, S extends TSchema>(
  db: AppDatabase,
  elenco: Elenco<N, S>,
  idBeneficiario: number,
) {
  return righe<Static<S>>(
    db,
    sql`SELECT ${elenco.campi} FROM ${sql.raw(elenco.tabella)} WHERE id_beneficiario = ${idBeneficiario}
      ORDER BY ordine`,
  );
}

/** Replaces the whole list, in the order given. */
export async function scriviElenco<N extends TSchema, S extends TSchema>(
  tx: AppDatabase,
  elenco: Elenco<N, S>,
  idBeneficiario: number,
  voci: Static<N>,
): Promise<void> {
  const tabella = sql.raw(elenco.tabella);
  await tx.execute(sql`DELETE FROM ${tabella} WHERE id_beneficiario = ${idBeneficiario}`);
  const righeNuove = (voci as Static<N>[number][]).map(
    (voce, indice) => sql`(${idBeneficiario}, ${indice + 1}, ${elenco.valori(voce)})`,
  );
  if (righeNuove.length === 0) return;
  await tx.execute(
    sql`INSERT INTO ${tabella} (id_beneficiario, ordine, ${sql.raw(elenco.colonne)})
      VALUES ${sql.join(righeNuove, sql`, `)}`,
  );
}
