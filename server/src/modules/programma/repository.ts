import type { SQL } from 'drizzle-orm';
import { frammento, grezzo } from '../../db/frammento';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conTotale, contiene, ed, giorno, iso, pagina, righe } from '../../db/sql';
import type { PageRequest, SortRequest } from '../../http/paging';
import { campiOrologio, integrazioneScaduta, type RegoleScadenze } from './clock';
import type {
  DatiGeneraliProgramma,
  FiltriProgrammi,
  Programma,
  ProgrammaSortField,
} from '../../../../contract/programmi/record';
import { visibili } from './visibility';

/** What a query needs to compute the clock fields. */
export interface Giorno {
  readonly oggi: string;
  readonly regole: RegoleScadenze;
}

/** The fields that do not depend on the day, built once: every list and record request selects them. */
const CAMPI_FISSI = frammento`
  p.id_programma_investimento AS "idProgrammaInvestimento", p.id_bando AS "idBando", p.cuaa, p.denominazione,
  p.cognome_proponente AS "cognomeProponente", p.cod_regione AS "codRegione", r.denominazione AS "descrizioneRegione",
  p.id_stato AS "idStato", s.descrizione AS "descrizioneStato", ${iso(frammento`p.stato_dal`)} AS "statoDal",
  p.n_beneficiari AS "nBeneficiari", p.titolo, p.importo_richiesto::float8 AS "importoRichiesto",
  p.importo_ammesso::float8 AS "importoAmmesso", p.codice_cup AS "codiceCup", p.codice_core AS "codiceCore",
  ${iso(frammento`p.data_presentazione`)} AS "dataPresentazione",
  ARRAY(SELECT pa.username FROM programma_assegnatario pa
  WHERE pa.id_programma_investimento = p.id_programma_investimento
    ORDER BY pa.assegnato_il, pa.username) AS assegnatari`;

let campiDelGiorno: { readonly oggi: string; readonly regole: RegoleScadenze; readonly sql: SQL } | undefined;

/** Every field of a programme; they change only with the day, so the last day's are kept (a list's CPU, perf.md). */
function campi({ oggi, regole }: Giorno): SQL {
  if (campiDelGiorno?.oggi !== oggi || campiDelGiorno.regole !== regole) {
    campiDelGiorno = {
      oggi,
      regole,
      sql: frammento`${CAMPI_FISSI},
  ${campiOrologio(oggi, regole)}`,
    };
  }
  return campiDelGiorno.sql;
}

/** An opinion asked of this region (of the person reading; none for the server's own work) and not yet given. */
export const parereDaEsprimere = (codRegione: string | null | undefined): SQL =>
  frammento`EXISTS (SELECT 1 FROM programma_parere_regione pr
    WHERE pr.id_programma_investimento = p.id_programma_investimento
    AND pr.esito IS NULL AND pr.cod_regione = ${codRegione ?? null})`;

const campiDettaglio = (principal: Principal | null) => frammento`
  p.descrizione, ${giorno(frammento`p.data_inizio`)} AS "dataInizio",
  ${giorno(frammento`p.data_fine`)} AS "dataFine", p.note,
  (SELECT ${giorno(frammento`b.data_apertura`)} FROM bando b WHERE b.id_bando = p.id_bando) AS "aperturaBando",
  p.id_proponente AS "idProponente", p.abi_banca AS "abiBanca",
  ${parereDaEsprimere(principal?.codRegione)} AS "parereDaEsprimere"`;

export const DA_PROGRAMMI = frammento`programma_investimento p
  JOIN regione r ON r.cod_regione = p.cod_regione
  JOIN stato_programma s ON s.id_stato = p.id_stato`;

const ORDINAMENTO: Readonly<Record<ProgrammaSortField, SQL>> = {
  idProgrammaInvestimento: frammento`p.id_programma_investimento`,
  denominazione: frammento`lower(p.denominazione)`,
  cuaa: frammento`p.cuaa`,
  codRegione: frammento`p.cod_regione`,
  idStato: frammento`s.ordine`,
  nBeneficiari: frammento`p.n_beneficiari`,
  importoRichiesto: frammento`p.importo_richiesto`,
  dataPresentazione: frammento`p.data_presentazione`,
  statoDal: frammento`p.stato_dal`,
};

/** The list's order when the request names none. */
export const ORDINE_PREDEFINITO: SortRequest<ProgrammaSortField> = { field: 'idProgrammaInvestimento', order: 'ASC' };

export const ordine = <F extends string>(colonne: Readonly<Record<F, SQL>>, sort: SortRequest<F>): SQL =>
  frammento`${colonne[sort.field]} ${grezzo(sort.order)} NULLS LAST, p.id_programma_investimento`;

type Predicato<V> = (valore: V, giorno: Giorno) => SQL;

/** A predicate for each filter of the contract's `FiltriProgrammi`: a filter declared without SQL fails tsc. */
const FILTRI: { readonly [K in keyof FiltriProgrammi]-?: Predicato<NonNullable<FiltriProgrammi[K]>> } = {
  idBando: (id) => frammento`p.id_bando = ${id}`,
  denominazione: (testo) => contiene(frammento`p.denominazione`, testo),
  cognomeProponente: (testo) => contiene(frammento`p.cognome_proponente`, testo),
  cognomeBeneficiario: (cognome) => frammento`p.cognomi_beneficiari @> ARRAY[${cognome.toLowerCase()}]::text[]`,
  codRegione: (codice) => frammento`p.cod_regione = ${codice}`,
  idStato: (stato) => frammento`p.id_stato = ${stato}`,
  nBeneficiariDa: (minimo) => frammento`p.n_beneficiari >= ${minimo}`,
  nBeneficiariA: (massimo) => frammento`p.n_beneficiari <= ${massimo}`,
  integrazioneScaduta: (scaduta, { oggi, regole }) => frammento`${integrazioneScaduta(oggi, regole)} = ${scaduta}`,
};

function filtri(f: FiltriProgrammi, giorno: Giorno): SQL[] {
  return (Object.keys(FILTRI) as (keyof FiltriProgrammi)[]).flatMap((nome) => {
    const valore = f[nome];
    const predicato = FILTRI[nome] as Predicato<typeof valore>;
    return valore === undefined ? [] : [predicato(valore, giorno)];
  });
}

/**
 * The statements of the programme list: the page, and the count when the page is empty (also rendered by the bench,
 * so pgbench runs exactly what the server runs).
 * The total is an uncorrelated subquery over the programmes alone, not `count(*) OVER ()`: PostgreSQL 15 prices a
 * window under a LIMIT as if the page stopped the scan early, so it walked the whole table in key order, joins and all,
 * to count (docs/performance.md). Filters and visibility only read `p`, so the count needs no join.
 */
export function sqlListaProgrammi(
  principal: Principal,
  giorno: Giorno,
  f: FiltriProgrammi,
  sort: SortRequest<ProgrammaSortField>,
  page?: PageRequest,
) {
  const where = ed([visibili(principal), ...filtri(f, giorno)]);
  const totale = frammento`(SELECT count(*) FROM programma_investimento p WHERE ${where})::int AS total`;
  return {
    pagina: frammento`SELECT ${campi(giorno)}, ${totale} FROM ${DA_PROGRAMMI} WHERE ${where}
      ORDER BY ${ordine(ORDINAMENTO, sort)} ${pagina(page)}`,
    conteggio: frammento`${DA_PROGRAMMI} WHERE ${where}`,
  };
}

export function listaProgrammi(
  db: AppDatabase,
  principal: Principal,
  giorno: Giorno,
  f: FiltriProgrammi,
  sort: SortRequest<ProgrammaSortField>,
  page?: PageRequest,
) {
  const { pagina: query, conteggio } = sqlListaProgrammi(principal, giorno, f, sort, page);
  return conTotale<Programma>(db, () => query, conteggio, page);
}

/** The programme when the person sees it (any programme for `principal` null: the server's own work). */
export async function datiGenerali(db: AppDatabase, id: number, principal: Principal | null, giorno: Giorno) {
  const [row] = await righe<DatiGeneraliProgramma>(
    db,
    frammento`SELECT ${campi(giorno)}, ${campiDettaglio(principal)} FROM ${DA_PROGRAMMI}
      WHERE p.id_programma_investimento = ${id} AND ${principal ? visibili(principal) : frammento`true`}`,
  );
  return row;
}

/** What a transition reads of the programme it locks. */
export interface ProgrammaBloccato extends Record<string, unknown> {
  readonly idProgrammaInvestimento: number;
  readonly idBando: number;
  readonly idStato: string;
  readonly descrizioneStato: string;
  readonly cuaa: string;
  readonly codRegione: string;
  readonly denominazione: string;
  readonly abiBanca: string | null;
  /** With the region of `blocca`'s caller. */
  readonly parereDaEsprimere: boolean;
}

/** The row an action reads of the programme, for the caller's region; no join, for `blocca`'s sake. */
const perAzione = (id: number, condizione: SQL, codRegione?: string) =>
  frammento`SELECT p.id_programma_investimento AS "idProgrammaInvestimento", p.id_bando AS "idBando",
      p.id_stato AS "idStato",
        (SELECT s.descrizione FROM stato_programma s WHERE s.id_stato = p.id_stato) AS "descrizioneStato",
        p.cuaa, p.cod_regione AS "codRegione", p.denominazione, p.abi_banca AS "abiBanca",
        ${parereDaEsprimere(codRegione)} AS "parereDaEsprimere"
      FROM programma_investimento p
      WHERE p.id_programma_investimento = ${id} AND ${condizione}`;

/**
 * Locks the row until the transaction ends, so concurrent transitions of one programme take turns. No join: after
 * waiting, PostgreSQL rechecks the row that won, and a joined row of the old state would drop it (a 404, not a 409).
 */
export async function blocca(
  tx: AppDatabase,
  id: number,
  condizione: SQL,
  skipLocked = false,
  codRegione?: string,
): Promise<ProgrammaBloccato | undefined> {
  const [row] = await righe<ProgrammaBloccato>(
    tx,
    frammento`${perAzione(id, condizione, codRegione)}
      FOR UPDATE OF p ${skipLocked ? frammento`SKIP LOCKED` : frammento``}`,
  );
  return row;
}

/** The same row without locking it: what the page asks of the actions before any click. */
export async function leggiPerAzioni(
  db: AppDatabase,
  id: number,
  condizione: SQL,
  codRegione?: string,
): Promise<ProgrammaBloccato | undefined> {
  const [row] = await righe<ProgrammaBloccato>(db, perAzione(id, condizione, codRegione));
  return row;
}
