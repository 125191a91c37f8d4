import { and, asc, desc, eq, gt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { contiene } from '../../db/sql';
import { bando, programmaInvestimento, regione, statoProgramma } from '../../db/schema';
import type { PageRequest, SortRequest } from '../../http/paging';
import type { Bando, BandoSortField, FiltriBandi } from '../../../../contract/bandi/record';

/** One line of the call summary: a programme that left the draft state. */
export interface ProgrammaRiepilogo {
  readonly idProgrammaInvestimento: number;
  readonly denominazione: string;
  readonly cuaa: string;
  readonly regione: string;
  readonly stato: string;
  readonly dataPresentazione: Date | null;
  readonly updatedAt: Date;
}

/**
 * Programmes, or applications for food-district calls, that left the draft state. Written as plain SQL because
 * drizzle leaves the outer column unqualified inside a correlated subquery.
 */
const numeroProgrammi = sql<number>`CASE WHEN "bando"."tipologia" = 'DC'
  THEN (SELECT count(*) FROM domanda d WHERE d.id_bando = "bando"."id_bando" AND d.id_stato <> 'BOZZA')
  ELSE (SELECT count(*) FROM programma_investimento p WHERE p.id_bando = "bando"."id_bando" AND p.id_stato <> 'BOZZA')
  END`.mapWith(Number);

const bandoColumns = {
  idBando: bando.idBando,
  descrizione: bando.descrizione,
  numeroProgrammi,
  tipologia: bando.tipologia,
  dataApertura: bando.dataApertura,
  dataChiusura: bando.dataChiusura,
  budget: sql<number>`${bando.budget}`.mapWith(Number),
};

const SORT_COLUMNS: Readonly<Record<BandoSortField, SQL | AnyColumn>> = {
  idBando: bando.idBando,
  descrizione: sql`lower(${bando.descrizione})`,
  numeroProgrammi,
  tipologia: bando.tipologia,
  dataApertura: bando.dataApertura,
  dataChiusura: bando.dataChiusura,
};

/** One predicate per filter of the contract's `FiltriBandi`: a filter declared there without SQL fails to compile. */
const FILTRI: { readonly [K in keyof FiltriBandi]-?: (valore: NonNullable<FiltriBandi[K]>) => SQL | undefined } = {
  descrizione: (testo) => (testo ? contiene(sql`${bando.descrizione}`, testo) : undefined),
};

const filtri = (filter: FiltriBandi): SQL | undefined =>
  and(
    ...(Object.keys(FILTRI) as (keyof FiltriBandi)[]).map((nome) => {
      const valore = filter[nome];
      return valore === undefined ? undefined : FILTRI[nome](valore);
    }),
  );

export interface BandoList {
  readonly rows: Bando[];
  readonly total: number;
}

export function createBandoRepository(db: AppDatabase) {
  return {
    /** Sorted in SQL; a page is cut and counted in the same query. */
    async list(sort: SortRequest<BandoSortField>, page?: PageRequest, filter: FiltriBandi = {}): Promise<BandoList> {
      const direction = sort.order === 'DESC' ? desc : asc;
      const where = filtri(filter);
      const query = db
        .select({ ...bandoColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
        .from(bando)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[sort.field]), asc(bando.idBando));
      const found = page ? await query.limit(page.limit).offset(page.offset) : await query;
      const rows = found.map(({ total: _total, ...row }) => row);
      if (found.length > 0) return { rows, total: found[0].total };
      // Past the last page the window count has no row to ride on.
      return { rows, total: page && page.offset > 0 ? await db.$count(bando, where) : 0 };
    },

    async findById(idBando: number): Promise<Bando | undefined> {
      const [row] = await db.select(bandoColumns).from(bando).where(eq(bando.idBando, idBando));
      return row;
    },

    /**
     * The call's programmes in id order, a batch at a time (keyset paging), so a 100,000-row summary streams. The next
     * batch is asked for while the caller writes the current one: the database's time hides behind the workbook's.
     */
    async *programmiDelBando(idBando: number, batchSize = 2_000): AsyncGenerator<ProgrammaRiepilogo[]> {
      const batchDopo = (after: number) =>
        db
          .select({
            idProgrammaInvestimento: programmaInvestimento.idProgrammaInvestimento,
            denominazione: programmaInvestimento.denominazione,
            cuaa: programmaInvestimento.cuaa,
            regione: regione.denominazione,
            stato: statoProgramma.descrizione,
            dataPresentazione: programmaInvestimento.dataPresentazione,
            updatedAt: programmaInvestimento.updatedAt,
          })
          .from(programmaInvestimento)
          .innerJoin(regione, eq(regione.codRegione, programmaInvestimento.codRegione))
          .innerJoin(statoProgramma, eq(statoProgramma.idStato, programmaInvestimento.idStato))
          .where(
            and(
              eq(programmaInvestimento.idBando, idBando),
              gt(programmaInvestimento.idProgrammaInvestimento, after),
              ne(programmaInvestimento.idStato, 'BOZZA'),
            ),
          )
          .orderBy(asc(programmaInvestimento.idProgrammaInvestimento))
          .limit(batchSize)
          .execute();
      let prossimo = batchDopo(0);
      try {
        for (;;) {
          const batch = await prossimo;
          if (batch.length === 0) return;
          prossimo = batchDopo(batch[batch.length - 1].idProgrammaInvestimento);
          yield batch;
        }
      } finally {
        // A caller that stops early (a download cut short) leaves the last request unread: its failure is nobody's.
        prossimo.catch(() => undefined);
      }
    },
  };
}
