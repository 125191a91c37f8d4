import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VoceStorico } from '../../../../contract/programmi/record-letture';
import { asc, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import type { StatoProgramma as Stato } from '../../../../contract/programmi/stati';
import { principalOf } from '../../auth/authenticate';
import { requirePermission } from '../../engine/require-permission';
import { statoProgramma } from '../../db/schema';
import { pageOf, setTotalCount, sortOf } from '../../http/paging';
import { SISTEMA, storicoProgramma } from '../audit/audit';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import { giornoDi } from './executor';
import { storicoImportiDi } from './importi';
import { listaIncarichi } from './incarichi';
import { listaProgrammi, ORDINE_PREDEFINITO } from './repository';
import { errori, permesso, programmaVisibile, TAG, type OpzioniRotte } from './routes-comuni';
import {
  CodiciCupCore,
  DatiGeneraliProgramma,
  IdParams,
  Incarico,
  ListaIncarichiQuery,
  ListaProgrammiQuery,
  Programma,
  StatoProgrammaVoce,
  StoricoImporto,
} from '../../../../contract/programmi/record';
import { programmiSchema } from '../../../../contract/programmi/schema';
import { statiProgrammaSchema } from '../../../../contract/statiProgramma/schema';
import { storicoImportiSchema } from '../../../../contract/beneficiari/elenchi';
import { storicoProgrammaSchema } from '../../../../contract/programmi/letture';
import { rottaIn } from '../../engine/route';
import { incarichiSchema } from '../../../../contract/incarichi/schema';
import { LETTURE_PROGRAMMA } from '../../../../contract/programmi/chiamate';

const PAGINAZIONE = 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.';

/** The programme's history also keeps its beneficiaries' actions, named `<action>Beneficiario`. */
const NOMI_AZIONI: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(AZIONI_PROGRAMMA).map(([azione, { label }]) => [azione, label])),
  ...Object.fromEntries(
    Object.entries(AZIONI_BENEFICIARIO).map(([azione, { label }]) => [`${azione}Beneficiario`, label]),
  ),
  decorrenzaTermini: 'Decorrenza dei termini',
};

const descrizioneAzione = (azione: string): string => NOMI_AZIONI[azione] ?? azione;

export const routesLettura: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  app.get(
    rottaIn(app, programmiSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Programmi di investimento visibili a chi chiama, con i filtri di ricerca',
        description:
          `Ricerca per inizio di denominazione e cognome, ` + `cognome del beneficiario per intero. ${PAGINAZIONE}`,
        tags: TAG,
        querystring: ListaProgrammiQuery,
        response: { 200: Type.Array(Programma), ...errori },
      },
      preHandler: permesso('list'),
    },
    async (request, reply) => {
      const sort = sortOf(request.query, ORDINE_PREDEFINITO);
      const { rows, total } = await listaProgrammi(
        deps.db,
        principalOf(request),
        giornoDi(deps),
        request.query,
        sort,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, statiProgrammaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Stati del programma di investimento',
        tags: TAG,
        response: { 200: Type.Array(StatoProgrammaVoce), ...errori },
      },
      preHandler: requirePermission('statiProgramma', 'list'),
    },
    async () =>
      deps.db
        .select({
          idStato: sql<Stato>`${statoProgramma.idStato}`,
          descrizioneStato: statoProgramma.descrizione,
          finale: statoProgramma.finale,
        })
        .from(statoProgramma)
        .orderBy(asc(statoProgramma.ordine)),
  );

  app.get(
    rottaIn(app, programmiSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'Dati generali del programma',
        tags: TAG,
        params: IdParams,
        response: { 200: DatiGeneraliProgramma, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => programmaVisibile(deps, request),
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.getCodiciCupAndCore),
    {
      schema: {
        summary: 'Codici CUP e COR del programma',
        tags: TAG,
        params: IdParams,
        response: { 200: CodiciCupCore, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      const { idProgrammaInvestimento, codiceCup, codiceCore } = await programmaVisibile(deps, request);
      return { idProgrammaInvestimento, codiceCup, codiceCore };
    },
  );

  app.get(
    rottaIn(app, storicoImportiSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Storico degli importi del programma',
        tags: TAG,
        params: IdParams,
        response: { 200: Type.Array(StoricoImporto), ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      const storico = await storicoImportiDi(deps.db, request.params.id);
      return storico.map((voce) => ({ ...voce, modificatoIl: voce.modificatoIl.toISOString() }));
    },
  );

  app.get(
    rottaIn(app, storicoProgrammaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Storico delle azioni sul programma (audit)',
        description:
          'Percorso nuovo, non del servizio legacy: chi, con quale ruolo, quando, quale ' +
          "azione, da quale stato a quale, con quale nota. L'utente 'sistema' è il server.",
        tags: TAG,
        params: IdParams,
        response: { 200: Type.Array(VoceStorico), ...errori },
      },
      preHandler: permesso('read:storico'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      const storico = await storicoProgramma(deps.db, request.params.id);
      return storico.map((voce) => ({
        ...voce,
        eseguitoIl: voce.eseguitoIl.toISOString(),
        descrizioneAzione:
          voce.utente === SISTEMA.username
            ? `${descrizioneAzione(voce.azione)} (sistema)`
            : descrizioneAzione(voce.azione),
        statoDa: voce.statoDa as Stato | null,
        statoA: voce.statoA as Stato | null,
      }));
    },
  );

  app.get(
    rottaIn(app, incarichiSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Lista di lavoro di chi chiama: i programmi che attendono una sua azione',
        description: `Per ruolo, stato, assegnazione e pareri richiesti; i più vecchi per primi. ${PAGINAZIONE}`,
        tags: TAG,
        querystring: ListaIncarichiQuery,
        response: { 200: Type.Array(Incarico), ...errori },
      },
      preHandler: permesso('list'),
    },
    async (request, reply) => {
      const sort = sortOf(request.query, { field: 'statoDal', order: 'ASC' });
      const { rows, total } = await listaIncarichi(
        deps.db,
        principalOf(request),
        giornoDi(deps),
        sort,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows;
    },
  );
};
