import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type, type Static, type TSchema } from 'typebox';
import type { AppDatabase } from '../../db/database';
import { giorno, righe } from '../../db/sql';
import { formatEuro, importo, somma } from '../../domain/importo';
import { badRequest, type FieldErrors } from '../../http/errors';
import { caricaBeneficiario } from './access';
import { COPERTURE, CRONOPROGRAMMA, FABBISOGNI, INVESTIMENTI, leggiElenco, scriviElenco, type Elenco } from './elenchi';
import { erroriCoperture, erroriCronoprogramma, erroriImporti, type PeriodoProgramma } from './regole-importi';
import { errori, erroriModifica, modifica, permesso, permessoAzione, TAG, type OpzioniRotte } from './routes-comuni';
import { IdBeneficiarioParams, type Beneficiario } from '../../../../contract/beneficiari/record';
import { annota } from './storico';
import { avvisa } from './avvisi';
import {
  copertureSchema,
  cronoprogrammaSchema,
  fabbisogniSchema,
  investimentiSchema,
} from '../../../../contract/beneficiari/elenchi';
import { rottaIn, type ChiamateDi } from '../../engine/route';

interface Rotta<N extends TSchema, S extends TSchema> {
  readonly elenco: Elenco<N, S>;
  /** The list's declaration in the contract: its `getList` reads it, its `salva` action saves it whole. */
  readonly schema: ChiamateDi;
  readonly scrittura: {
    readonly summary: string;
    readonly description: string;
  };
  /** The field errors of the new list, read against the locked beneficiary. */
  readonly errori: (tx: AppDatabase, voci: Static<N>, beneficiario: Beneficiario) => Promise<FieldErrors> | FieldErrors;
  /** The list moves the programme's requested amount. */
  readonly importi?: boolean;
  /** An amount list: once the programme is submitted, a change of it is told to who acts next. */
  readonly avvisaDopoPresentazione?: boolean;
  /** The line of the history: what the list is now, and was before. */
  readonly descrizione: (voci: Static<N>, beneficiario: Beneficiario) => string;
}

const totali = (nome: string, voci: readonly { importo: number }[], prima: number) => {
  const totale = formatEuro(somma(voci.map((voce) => voce.importo)));
  return `${nome}: ${voci.length} voci, totale ${totale} (prima ${formatEuro(importo(prima))})`;
};

async function periodoDelProgramma(tx: AppDatabase, idProgrammaInvestimento: number): Promise<PeriodoProgramma> {
  const [periodo] = await righe<PeriodoProgramma>(
    tx,
    sql`SELECT ${giorno(sql`data_inizio`)} AS "dataInizio", ${giorno(sql`data_fine`)} AS "dataFine"
      FROM programma_investimento WHERE id_programma_investimento = ${idProgrammaInvestimento}`,
  );
  return periodo;
}

function registra<N extends TSchema, S extends TSchema>(
  app: FastifyInstance,
  db: AppDatabase,
  rotta: Rotta<N, S>,
): void {
  const { elenco, scrittura, schema } = rotta;
  const salva = schema.actions!.salva!.endpoint;
  app.get(
    rottaIn(app, schema.endpoints!.getList!),
    {
      schema: {
        summary: `${elenco.nome} del beneficiario`,
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Type.Array(elenco.salvata), ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      const { idBeneficiario } = await caricaBeneficiario(db)(request);
      return leggiElenco(db, elenco, idBeneficiario);
    },
  );
  app.route({
    method: salva.method,
    url: rottaIn(app, salva),
    schema: {
      summary: scrittura.summary,
      description: scrittura.description,
      tags: TAG,
      params: IdBeneficiarioParams,
      body: elenco.nuove,
      response: { 200: Type.Array(elenco.salvata), ...erroriModifica },
    },
    preHandler: permessoAzione('modifica'),
    handler: async (request) => {
      const { idBeneficiario } = request.params as IdBeneficiarioParams;
      const voci = request.body as Static<N>;
      await modifica(
        db,
        request,
        'modifica',
        idBeneficiario,
        async (contesto) => {
          const { tx, beneficiario, autore } = contesto;
          const sbagliati = await rotta.errori(tx, voci, beneficiario);
          if (Object.keys(sbagliati).length > 0) throw badRequest(sbagliati);
          await scriviElenco(tx, elenco, idBeneficiario, voci);
          const descrizione = rotta.descrizione(voci, beneficiario);
          await annota(tx, idBeneficiario, autore, elenco.storico, descrizione);
          if (rotta.avvisaDopoPresentazione && beneficiario.idStato !== 'BOZZA') {
            await avvisa(contesto, { label: 'Importi del beneficiario modificati', dettaglio: `${descrizione}.` });
          }
        },
        { importi: rotta.importi },
      );
      return leggiElenco(db, elenco, idBeneficiario);
    },
  });
}

const INTERO = 'Il corpo è l’elenco completo: sostituisce quello salvato. Ogni importo ha al massimo 2 decimali.';

export const routesImporti: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { db }) => {
  registra(app, db, {
    elenco: INVESTIMENTI,
    schema: investimentiSchema,
    scrittura: {
      summary: 'Sostituisce gli investimenti del beneficiario',
      description:
        `${INTERO} Il totale degli investimenti dei beneficiari ` +
        `attivi e abilitati è l’importo richiesto del programma.`,
    },
    errori: (_tx, voci) => erroriImporti(voci),
    importi: true,
    avvisaDopoPresentazione: true,
    descrizione: (voci, { totaleInvestimenti }) => totali('Investimenti', voci, totaleInvestimenti),
  });
  registra(app, db, {
    elenco: FABBISOGNI,
    schema: fabbisogniSchema,
    scrittura: {
      summary: 'Sostituisce i fabbisogni del beneficiario',
      description: INTERO,
    },
    errori: (_tx, voci) => erroriImporti(voci),
    avvisaDopoPresentazione: true,
    descrizione: (voci, { totaleFabbisogni }) => totali('Fabbisogni', voci, totaleFabbisogni),
  });
  registra(app, db, {
    elenco: COPERTURE,
    schema: copertureSchema,
    scrittura: {
      summary: 'Sostituisce le coperture del beneficiario',
      description:
        `${INTERO} Ogni fonte una volta sola; il totale deve ` + `essere uguale al totale dei fabbisogni salvati.`,
    },
    errori: (_tx, voci, beneficiario) => erroriCoperture(voci, importo(beneficiario.totaleFabbisogni)),
    avvisaDopoPresentazione: true,
    descrizione: (voci, { totaleCoperture }) => totali('Coperture', voci, totaleCoperture),
  });
  registra(app, db, {
    elenco: CRONOPROGRAMMA,
    schema: cronoprogrammaSchema,
    scrittura: {
      summary: 'Sostituisce il cronoprogramma del beneficiario',
      description:
        'Il corpo è l’elenco completo delle fasi. Ogni fase finisce ' +
        'non prima di iniziare, entro le date del programma.',
    },
    errori: async (tx, fasi, beneficiario) =>
      erroriCronoprogramma(fasi, await periodoDelProgramma(tx, beneficiario.idProgrammaInvestimento)),
    descrizione: (fasi) => `Cronoprogramma: ${fasi.length} fasi`,
  });
};
