import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { principalOf } from '../../auth/authenticate';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { pageOf, setTotalCount, sortOf } from '../../http/paging';
import { aggiornaProgramma } from '../dossier/riepilogo-programma';
import { PROGRAMMA_NON_TROVATO } from '../programma/executor';
import { blocca } from '../programma/repository';
import { visibili } from '../programma/visibility';
import { autoreDi, caricaBeneficiario, verificaAzione } from './access';
import { listaBeneficiari, programmaVisibile } from './lista';
import { aggiorna, beneficiarioDove, elimina, inserisci } from './repository';
import {
  errori,
  erroriModifica,
  modifica,
  permesso,
  permessoAzione,
  rileggi,
  TAG,
  type OpzioniRotte,
} from './routes-comuni';
import {
  Beneficiario,
  CreaBeneficiarioParams,
  CreaBeneficiarioQuery,
  IdBeneficiarioParams,
  IdProgrammaParams,
  ListaBeneficiariQuery,
  SalvaBeneficiarioBody,
} from '../../../../contract/beneficiari/record';
import { annota } from './storico';
import { denominazioneNota } from './denominazione-nota';
import { beneficiariSchema } from '../../../../contract/beneficiari/schema';
import { rottaIn } from '../../engine/route';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';

const DENOMINAZIONE_IGNOTA =
  'Il portale non conosce questo codice fiscale: indica la ragione sociale o il nome del beneficiario';

export const routesAnagrafica: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { db }) => {
  app.get(
    rottaIn(app, beneficiariSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Beneficiari del programma visibili a chi chiama, sostituiti compresi',
        description: 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.',
        tags: TAG,
        params: IdProgrammaParams,
        querystring: ListaBeneficiariQuery,
        response: { 200: Type.Array(Beneficiario), ...errori },
      },
      preHandler: permesso('list'),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await programmaVisibile(db, principal, request.params.idProgrammaInvestimento);
      const sort = sortOf(request.query, { field: 'idBeneficiario', order: 'ASC' });
      const { rows, total } = await listaBeneficiari(
        db,
        principal,
        request.params.idProgrammaInvestimento,
        sort,
        pageOf(request.query),
      );
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, beneficiariSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'Dettaglio del beneficiario',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Beneficiario, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => caricaBeneficiario(db)(request),
  );

  app.post(
    rottaIn(app, beneficiariSchema.endpoints!.create!),
    {
      schema: {
        summary: 'Aggiunge un beneficiario al programma',
        description:
          'Codice fiscale di 16 caratteri (persona fisica) o di 11 ' +
          'cifre (persona giuridica), con il carattere di controllo. Il nome è quello che il portale conosce ' +
          'per il codice fiscale (il proponente, un altro beneficiario), altrimenti `denominazione`.',
        tags: TAG,
        params: CreaBeneficiarioParams,
        querystring: CreaBeneficiarioQuery,
        response: { 201: Beneficiario, ...erroriModifica },
      },
      preHandler: permessoAzione('modifica'),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { idProgrammaInvestimento } = request.params;
      const codiceFiscale = checkCodiceFiscale(request.params.codiceFiscale);
      if (!codiceFiscale.valid) throw badRequest({ codiceFiscale: codiceFiscale.message });
      const id = await db.transaction(async (tx) => {
        const programma = await blocca(tx, idProgrammaInvestimento, visibili(principal));
        if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
        verificaAzione(principal, 'modifica', { ...programma, statoBeneficiario: 'ATTIVO' });
        const presente = sql`b.id_programma_investimento = ${idProgrammaInvestimento}
          AND b.codice_fiscale = ${codiceFiscale.normalized}
          AND b.stato = 'ATTIVO'`;
        if (await beneficiarioDove(tx, presente, sql`true`)) {
          const giaPresente = `Il beneficiario con codice fiscale ${codiceFiscale.normalized} è già nel programma.`;
          throw new HttpError(409, giaPresente, { codiceFiscale: giaPresente });
        }
        const denominazione =
          request.query.denominazione?.trim() ||
          (await denominazioneNota(tx, idProgrammaInvestimento, codiceFiscale.normalized));
        if (!denominazione) throw badRequest({ denominazione: DENOMINAZIONE_IGNOTA });
        const autore = autoreDi(principal, 'modifica');
        const nuovo = await inserisci(tx, idProgrammaInvestimento, codiceFiscale.normalized, { denominazione });
        await annota(tx, nuovo, autore, 'CREAZIONE', `Beneficiario ${codiceFiscale.normalized} aggiunto al programma`);
        await aggiornaProgramma(tx, idProgrammaInvestimento, autore);
        return nuovo;
      });
      return reply.code(201).send(await rileggi(db, id));
    },
  );

  app.post(
    rottaIn(app, AZIONI_BENEFICIARIO.modifica.endpoint),
    {
      schema: {
        summary: 'Salva i dati anagrafici del beneficiario',
        description:
          'Salva il record intero: un campo assente si svuota. Il codice ' +
          'fiscale non cambia; le altre proprietà del record letto ' +
          'prima sono ignorate.',
        tags: TAG,
        body: SalvaBeneficiarioBody,
        response: { 200: Beneficiario, ...erroriModifica },
      },
      preHandler: permessoAzione('modifica'),
    },
    async (request) => {
      const { idBeneficiario, note, ...dati } = request.body;
      await modifica(db, request, 'modifica', idBeneficiario, async ({ tx, autore }) => {
        await aggiorna(tx, idBeneficiario, dati, note);
        await annota(tx, idBeneficiario, autore, 'MODIFICA', 'Dati anagrafici aggiornati');
      });
      return rileggi(db, idBeneficiario);
    },
  );

  app.delete(
    rottaIn(app, AZIONI_BENEFICIARIO.elimina.endpoint),
    {
      schema: {
        summary: 'Elimina il beneficiario dalla bozza del programma',
        description: 'Risponde con il beneficiario come era prima di essere eliminato.',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Beneficiario, ...erroriModifica },
      },
      preHandler: permessoAzione('elimina'),
    },
    async (request) =>
      modifica(
        db,
        request,
        'elimina',
        request.params.idBeneficiario,
        async ({ tx, beneficiario }) => {
          await elimina(tx, beneficiario.idBeneficiario);
          return beneficiario;
        },
        { importi: true },
      ),
  );
};
