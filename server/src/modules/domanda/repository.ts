import { sql, type SQL } from 'drizzle-orm';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { AppDatabase } from '../../db/database';
import { giorno, iso, righe } from '../../db/sql';

/** The columns of an application as lists show it, over `domanda d` joined to its call, state, region and proponent. */
export const colonneDomanda = (username: string): SQL => sql`d.id_domanda AS "idDomanda", d.id_bando AS "idBando",
  b.descrizione AS "descrizioneBando", d.cuaa_proponente AS "cuaaProponente",
  coalesce(pr.denominazione, d.denominazione) AS "denominazioneProponente", d.cognome_proponente AS "cognomeProponente",
  d.id_proponente AS "idProponente", d.denominazione, d.descrizione, d.cod_regione AS "codRegione",
  r.denominazione AS "descrizioneRegione", d.id_stato AS "idStato", s.descrizione AS "descrizioneStato",
  ${iso(sql`d.stato_dal`)} AS "statoDal", ${iso(sql`d.data_inoltro`)} AS "dataInoltro",
  d.n_beneficiari AS "nBeneficiari",
  d.importo_richiesto::float8 AS "importoRichiesto", d.istruttore_in_carico AS "istruttoreInCarico",
  CASE WHEN u.username IS NULL THEN d.istruttore_in_carico ELSE u.nome || ' ' || u.cognome END
    AS "nominativoIstruttore",
  coalesce(d.istruttore_in_carico = ${username}, false) AS "inCaricoAMe", d.numero_protocollo AS "numeroProtocollo",
  ${giorno(sql`d.data_ricezione`)} AS "dataRicezione"`;

export const tabelleDomanda = sql`domanda d
  JOIN bando b ON b.id_bando = d.id_bando
  JOIN stato_domanda s ON s.id_stato = d.id_stato
  JOIN regione r ON r.cod_regione = d.cod_regione
  LEFT JOIN proponente pr ON pr.id_proponente = d.id_proponente
  LEFT JOIN utente u ON u.username = d.istruttore_in_carico`;

/**
 * A beneficiary's site in `codRegione` of an application led from another region: why that region sees it. The first
 * by beneficiary and town, so the page names the same one at every read. Left out for a person of no region.
 */
const sedeInRegione = (codRegione: string | undefined): SQL =>
  codRegione
    ? sql`, (SELECT json_build_object('denominazioneBeneficiario', bv.denominazione, 'comune', cv.denominazione,
          'siglaProvincia', cv.sigla_provincia, 'descrizioneRegione', rv.denominazione)
        FROM beneficiario_domanda bv
        JOIN sede_beneficiario sv ON sv.id_beneficiario = bv.id_beneficiario
        JOIN comune cv ON cv.cod_istat = sv.cod_istat
        JOIN regione rv ON rv.cod_regione = cv.cod_regione
        WHERE bv.id_domanda = d.id_domanda AND cv.cod_regione = ${codRegione} AND d.cod_regione <> ${codRegione}
        ORDER BY bv.denominazione, cv.denominazione LIMIT 1) AS "sedeInRegione"`
    : sql``;

/**
 * One application with its proponent's contacts, when `condizione` (the person's visibility, over `d`) holds; with
 * `codRegione` (a region reading it), the site there that makes it the region's.
 */
export async function dettaglio(
  db: AppDatabase,
  idDomanda: number,
  condizione: SQL,
  username: string,
  codRegione?: string,
): Promise<DettaglioDomanda | undefined> {
  const [riga] = await righe<DettaglioDomanda>(
    db,
    sql`SELECT ${colonneDomanda(username)}, pr.mail, pr.pec${sedeInRegione(codRegione)},
        CASE WHEN rl.id_proponente IS NULL THEN NULL ELSE json_build_object(
          'codiceFiscale', rl.codice_fiscale, 'nome', rl.nome, 'cognome', rl.cognome,
          'dataNascita', ${giorno(sql`rl.data_nascita`)}, 'comuneNascita', rl.comune_nascita, 'telefono', rl.telefono,
          'mail', rl.mail) END AS "rappresentanteLegale",
        CASE WHEN rf.id_proponente IS NULL THEN NULL ELSE json_build_object(
          'nome', rf.nome, 'cognome', rf.cognome, 'telefono', rf.telefono, 'mail', rf.mail) END AS referente
      FROM ${tabelleDomanda}
      LEFT JOIN rappresentante_legale rl ON rl.id_proponente = d.id_proponente
      LEFT JOIN referente rf ON rf.id_proponente = d.id_proponente
      WHERE d.id_domanda = ${idDomanda} AND ${condizione}`,
  );
  return riga;
}

/**
 * Locks the application until the transaction ends, so concurrent writes on it take turns. No join: after waiting,
 * PostgreSQL rechecks the row that won, and a joined row of the old state would drop it (a 404, not a 409).
 */
export async function blocca(tx: AppDatabase, idDomanda: number, condizione: SQL): Promise<boolean> {
  const righeBloccate = await righe<{ id: number }>(
    tx,
    sql`SELECT d.id_domanda AS id FROM domanda d WHERE d.id_domanda = ${idDomanda} AND ${condizione} FOR UPDATE OF d`,
  );
  return righeBloccate.length > 0;
}

/** The application a proponent record belongs to. */
export async function domandaDelProponente(db: AppDatabase, idProponente: number): Promise<number | undefined> {
  const [riga] = await righe<{ idDomanda: number }>(
    db,
    sql`SELECT id_domanda AS "idDomanda" FROM domanda WHERE id_proponente = ${idProponente}`,
  );
  return riga?.idDomanda;
}

/** Keeps the application's search and total columns equal to its beneficiaries, in the caller's transaction. */
export async function aggiornaTotali(tx: AppDatabase, idDomanda: number): Promise<void> {
  await tx.execute(sql`UPDATE domanda d SET
      n_beneficiari = (SELECT count(*) FROM beneficiario_domanda b WHERE b.id_domanda = d.id_domanda),
      importo_richiesto = (SELECT coalesce(sum(b.investimento_richiesto), 0) FROM beneficiario_domanda b
        WHERE b.id_domanda = d.id_domanda),
      updated_at = now()
    WHERE d.id_domanda = ${idDomanda}`);
}
