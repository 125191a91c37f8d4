import { sql, type SQL } from 'drizzle-orm';
import type { DOMANDA_SORT_FIELDS, Domanda, FiltriDomande } from '../../../../contract/domande/record';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conTotale, contiene, ed, pagina } from '../../db/sql';
import type { PageRequest, SortRequest } from '../../http/paging';
import { colonneDomanda, tabelleDomanda } from './repository';
import { domandeVisibili } from './visibility';

export type CampoOrdinamento = (typeof DOMANDA_SORT_FIELDS)[number];

export const ORDINE_PREDEFINITO: SortRequest<CampoOrdinamento> = { field: 'idDomanda', order: 'ASC' };

const COLONNE: Readonly<Record<CampoOrdinamento, SQL>> = {
  idDomanda: sql`d.id_domanda`,
  denominazione: sql`lower(d.denominazione)`,
  cuaaProponente: sql`d.cuaa_proponente`,
  codRegione: sql`d.cod_regione`,
  idStato: sql`d.id_stato`,
  nBeneficiari: sql`d.n_beneficiari`,
  importoRichiesto: sql`d.importo_richiesto`,
  dataInoltro: sql`d.data_inoltro`,
  statoDal: sql`d.stato_dal`,
};

/** Each filter on an indexed column: a word anywhere in a name (migration 040), the rest by equality or range. */
function filtri(f: FiltriDomande): SQL[] {
  const where: SQL[] = [];
  if (f.idBando !== undefined) where.push(sql`d.id_bando = ${f.idBando}`);
  if (f.denominazione) where.push(contiene(sql`d.denominazione`, f.denominazione));
  if (f.cognomeProponente) where.push(contiene(sql`d.cognome_proponente`, f.cognomeProponente));
  if (f.denominazioneBeneficiario)
    where.push(sql`d.id_domanda IN (SELECT bf.id_domanda FROM beneficiario_domanda bf
      WHERE ${contiene(sql`bf.denominazione`, f.denominazioneBeneficiario)})`);
  if (f.codRegione) where.push(sql`d.cod_regione = ${f.codRegione}`);
  if (f.idStato) where.push(sql`d.id_stato = ${f.idStato}`);
  if (f.nBeneficiariDa !== undefined) where.push(sql`d.n_beneficiari >= ${f.nBeneficiariDa}`);
  if (f.nBeneficiariA !== undefined) where.push(sql`d.n_beneficiari <= ${f.nBeneficiariA}`);
  return where;
}

/**
 * The application list as the person sees it. As the programme list does (docs/performance.md), the total is an
 * uncorrelated count over `domanda` alone, which filters and visibility only read.
 */
export function sqlListaDomande(
  principal: Principal,
  f: FiltriDomande,
  sort: SortRequest<CampoOrdinamento>,
  page?: PageRequest,
) {
  const where = ed([domandeVisibili(principal), ...filtri(f)]);
  const totale = sql`(SELECT count(*) FROM domanda d WHERE ${where})::int AS total`;
  return {
    pagina: sql`SELECT ${colonneDomanda(principal.username)}, ${totale} FROM ${tabelleDomanda} WHERE ${where}
      ORDER BY ${COLONNE[sort.field]} ${sql.raw(sort.order)} NULLS LAST, d.id_domanda ${pagina(page)}`,
    conteggio: sql`domanda d WHERE ${where}`,
  };
}

export function listaDomande(
  db: AppDatabase,
  principal: Principal,
  f: FiltriDomande,
  sort: SortRequest<CampoOrdinamento>,
  page?: PageRequest,
) {
  const { pagina: query, conteggio } = sqlListaDomande(principal, f, sort, page);
  return conTotale<Domanda>(db, () => query, conteggio, page);
}
