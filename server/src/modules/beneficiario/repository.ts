import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { iso, nomeBeneficiario, righe } from '../../db/sql';
import type { Anagrafica, Beneficiario } from '../../../../contract/beneficiari/record';

const totale = (tabella: string) =>
  sql`(SELECT coalesce(sum(x.importo), 0) FROM ${sql.raw(tabella)} x
    WHERE x.id_beneficiario = b.id_beneficiario)::float8`;

export const CAMPI = sql`b.id_beneficiario AS "idBeneficiario",
  b.id_programma_investimento AS "idProgrammaInvestimento",
  b.codice_fiscale AS "codiceFiscale", b.denominazione, b.cognome, b.nome, ${nomeBeneficiario('b')} AS nominativo,
  b.forma_giuridica AS "formaGiuridica",
  b.dimensione_impresa AS "dimensioneImpresa", b.indirizzo, b.comune, b.provincia, b.cap, b.cod_regione AS "codRegione",
  r.denominazione AS "descrizioneRegione", b.mail, b.pec, b.codice_cdp AS "codiceCdp", b.abilitato, b.note,
  b.id_beneficiario_vecchio AS "idBeneficiarioVecchio",
  (SELECT ${nomeBeneficiario('v')} FROM beneficiario v WHERE v.id_beneficiario = b.id_beneficiario_vecchio)
    AS "nominativoVecchio",
  b.stato AS "statoBeneficiario",
  ${iso(sql`b.stato_dal`)} AS "statoBeneficiarioDal",
  (b.stato = 'ATTIVO' AND b.id_beneficiario_vecchio IS NOT NULL AND p.id_stato = 'IN_SUBENTRO'
  AND b.stato_dal >= p.stato_dal)
    AS "subentroInCorso",
  p.id_stato AS "idStato", s.descrizione AS "descrizioneStato",
  ${totale('investimento')} AS "totaleInvestimenti", ${totale('fabbisogno')} AS "totaleFabbisogni",
  ${totale('copertura')} AS "totaleCoperture"`;

export const DA_BENEFICIARI = sql`beneficiario b
  JOIN programma_investimento p ON p.id_programma_investimento = b.id_programma_investimento
  JOIN stato_programma s ON s.id_stato = p.id_stato
  LEFT JOIN regione r ON r.cod_regione = b.cod_regione`;

/**
 * One beneficiary, when `condizione` (the person's visibility) holds; `blocca` locks its programme for the transaction.
 */
export async function beneficiarioDove(
  db: AppDatabase,
  dove: SQL,
  condizione: SQL,
  blocca = false,
): Promise<Beneficiario | undefined> {
  const [row] = await righe<Beneficiario>(
    db,
    sql`SELECT ${CAMPI} FROM ${DA_BENEFICIARI} WHERE ${dove}
      AND ${condizione} ${blocca ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

export const conId = (idBeneficiario: number) => sql`b.id_beneficiario = ${idBeneficiario}`;
/** The one that took over `idBeneficiarioVecchio` and is still active. */
export const subentrante = (idBeneficiarioVecchio: number) =>
  sql`b.id_beneficiario_vecchio = ${idBeneficiarioVecchio} AND b.stato = 'ATTIVO'`;

const colonne = (dati: Anagrafica) => sql`${dati.denominazione}, ${dati.cognome ?? null}, ${dati.nome ?? null},
  ${dati.formaGiuridica ?? null}, ${dati.dimensioneImpresa ?? null}, ${dati.indirizzo ?? null}, ${dati.comune ?? null},
  ${dati.provincia ?? null}, ${dati.cap ?? null}, ${dati.codRegione ?? null}, ${dati.mail ?? null},
  ${dati.pec ?? null}`;

const NOMI =
  sql.raw(`denominazione, cognome, nome, forma_giuridica, dimensione_impresa, indirizzo, comune, provincia, cap,
  cod_regione, mail, pec`);

/** A new active beneficiary with its (empty) ESL record; answers its id. */
export async function inserisci(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  codiceFiscale: string,
  dati?: Anagrafica,
  idBeneficiarioVecchio: number | null = null,
): Promise<number> {
  const [{ id }] = await righe<{ id: number }>(
    tx,
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale,
      id_beneficiario_vecchio${dati ? sql`, ${NOMI}` : sql``})
      VALUES (${idProgrammaInvestimento}, ${codiceFiscale},
      ${idBeneficiarioVecchio}${dati ? sql`, ${colonne(dati)}` : sql``})
      RETURNING id_beneficiario AS id`,
  );
  await tx.execute(sql`INSERT INTO esl (id_beneficiario) VALUES (${id})`);
  return id;
}

export async function aggiorna(
  tx: AppDatabase,
  idBeneficiario: number,
  dati: Anagrafica,
  note: string | null | undefined,
): Promise<void> {
  await tx.execute(sql`UPDATE beneficiario SET (${NOMI}) = (${colonne(dati)}),
      note = ${note === undefined ? sql`note` : note}, updated_at = now()
    WHERE id_beneficiario = ${idBeneficiario}`);
}

export async function elimina(tx: AppDatabase, idBeneficiario: number): Promise<void> {
  await tx.execute(sql`DELETE FROM beneficiario WHERE id_beneficiario = ${idBeneficiario}`);
}

export async function impostaAbilitato(
  tx: AppDatabase,
  idBeneficiario: number,
  abilitato: boolean,
  note: string,
): Promise<void> {
  await tx.execute(sql`UPDATE beneficiario SET abilitato = ${abilitato}, note = ${note}, updated_at = now()
    WHERE id_beneficiario = ${idBeneficiario}`);
}

export async function salvaCodiceCdp(tx: AppDatabase, idBeneficiario: number, codiceCdp: string): Promise<void> {
  await tx.execute(
    sql`UPDATE beneficiario SET codice_cdp = ${codiceCdp}, updated_at = now()
      WHERE id_beneficiario = ${idBeneficiario}`,
  );
}
