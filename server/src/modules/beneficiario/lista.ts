import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { conTotale, nomeBeneficiario, pagina, righe } from '../../db/sql';
import { notFound } from '../../http/errors';
import type { PageRequest, SortRequest } from '../../http/paging';
import { PROGRAMMA_NON_TROVATO } from '../programma/executor';
import { visibili } from '../programma/visibility';
import { CAMPI, DA_BENEFICIARI } from './repository';
import type { Beneficiario, BeneficiarioSortField } from '../../../../contract/beneficiari/record';
import { beneficiariVisibili } from './visibility';

const ORDINAMENTO: Readonly<Record<BeneficiarioSortField, SQL>> = {
  idBeneficiario: sql`b.id_beneficiario`,
  codiceFiscale: sql`b.codice_fiscale`,
  denominazione: sql`lower(b.denominazione)`,
  nominativo: sql`lower(${nomeBeneficiario('b')})`,
  codRegione: sql`b.cod_regione`,
  totaleInvestimenti: sql`"totaleInvestimenti"`,
  statoBeneficiario: sql`b.stato`,
};

/** 404 unless the person sees the programme. */
export async function programmaVisibile(
  db: AppDatabase,
  principal: Principal,
  idProgrammaInvestimento: number,
): Promise<void> {
  const [trovato] = await righe(
    db,
    sql`SELECT 1 FROM programma_investimento p WHERE p.id_programma_investimento = ${idProgrammaInvestimento}
      AND ${visibili(principal)}`,
  );
  if (!trovato) throw notFound(PROGRAMMA_NON_TROVATO);
}

export function listaBeneficiari(
  db: AppDatabase,
  principal: Principal,
  idProgrammaInvestimento: number,
  sort: SortRequest<BeneficiarioSortField>,
  page?: PageRequest,
) {
  const where = sql`b.id_programma_investimento = ${idProgrammaInvestimento} AND ${beneficiariVisibili(principal)}`;
  return conTotale<Beneficiario>(
    db,
    (total) => sql`SELECT ${CAMPI}, ${total} FROM ${DA_BENEFICIARI} WHERE ${where}
      ORDER BY ${ORDINAMENTO[sort.field]} ${sql.raw(sort.order)} NULLS LAST, b.id_beneficiario
      ${pagina(page)}`,
    sql`${DA_BENEFICIARI} WHERE ${where}`,
    page,
  );
}
