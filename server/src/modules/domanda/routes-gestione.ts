import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorRef } from '../../../../contract/errori';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import {
  CreaDomandaParams,
  CreaDomandaQuery,
  DatiRicezioneBody,
  IdDomandaParams,
  SalvaDatiGeneraliDomandaBody,
} from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import type { FileDellApp } from '../../files';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { badRequest, forbidden } from '../../http/errors';
import { data as giornoItaliano } from '../documenti/formato';
import { erroreData } from '../../../../contract/validators/date-vere';
import { oggiInItalia } from '../../engine/clock';
import { attoreDi, domandaPer } from './access';
import { applica, type Passaggio } from '../../engine/executor';
import { RISORSA_DOMANDA } from './azioni';
import type { ContestoDomanda } from './transitions';
import { apriBozza, aziendaNota, eliminaBozza } from './creazione';
import { rimuoviFile } from './file';
import { dettaglio } from './repository';
import { rottaIn } from '../../engine/route';
import { errori, TAG } from './routes-lettura';
import { domandeVisibili } from './visibility';

const erroriScrittura = { ...errori, 409: ErrorRef };

/** Creating, editing and deleting an application (docs/domande.md). */
export const routesGestione: FastifyPluginAsyncTypebox<{ db: AppDatabase; files: FileDellApp }> = async (
  app,
  { db, files },
) => {
  const rileggi = async (principal: ReturnType<typeof principalOf>, idDomanda: number) =>
    (await dettaglio(db, idDomanda, domandeVisibili(principal), principal.username))!;

  app.post(
    rottaIn(app, AZIONI_DOMANDA.creaDomanda.endpoint),
    {
      schema: {
        summary: 'Crea (o ritrova) la bozza di domanda di una propria azienda su un bando dei distretti del cibo',
        description:
          "Denominazione e regione si prendono dall'ultima pratica dell'azienda; alla prima vanno indicate. " +
          "Idempotente per bando e CUAA: se l'azienda ha già la bozza sul bando risponde quella (200), non una nuova.",
        tags: TAG,
        params: CreaDomandaParams,
        querystring: CreaDomandaQuery,
        response: { 200: DettaglioDomanda, 201: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const attore = attoreDi(principal, AZIONI_DOMANDA.creaDomanda.roles);
      const { normalized: cuaa } = checkCodiceFiscale(request.params.cuaaProponente) as { normalized: string };
      if (!principal.cuaa.includes(cuaa)) throw forbidden();
      const { idDomanda, creata } = await db.transaction(async (tx) => {
        const nota = await aziendaNota(tx, cuaa);
        const denominazione = request.query.denominazione ?? nota?.denominazione;
        const codRegione = request.query.codRegione ?? nota?.codRegione ?? undefined;
        if (!denominazione || !codRegione)
          throw badRequest({
            ...(denominazione
              ? {}
              : { denominazione: "Indicare la denominazione dell'azienda, alla sua prima domanda" }),
            ...(codRegione ? {} : { codRegione: "Indicare la regione dell'azienda, alla sua prima domanda" }),
          });
        const nuova = { idBando: request.params.idBando, cuaaProponente: cuaa, denominazioneProponente: denominazione };
        return apriBozza(tx, { ...nuova, codRegione }, attore);
      });
      return reply.code(creata ? 201 : 200).send(await rileggi(principal, idDomanda));
    },
  );

  app.delete(
    rottaIn(app, AZIONI_DOMANDA.elimina.endpoint),
    {
      schema: {
        summary: 'Elimina la bozza della domanda con beneficiari, sedi e allegati',
        tags: TAG,
        params: IdDomandaParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const chiavi = await db.transaction(async (tx) => {
        await domandaPer(tx, principal, AZIONI_DOMANDA.elimina, request.params.idDomanda);
        return eliminaBozza(tx, request.params.idDomanda);
      });
      await rimuoviFile(files, request, chiavi);
      return reply.code(204).send(null);
    },
  );

  app.post(
    rottaIn(app, AZIONI_DOMANDA.modifica.endpoint),
    {
      schema: {
        summary: 'Salva i dati generali della bozza: programma del distretto, descrizione, regione della capofila',
        tags: TAG,
        body: SalvaDatiGeneraliDomandaBody,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { idDomanda, denominazione, descrizione, codRegione } = request.body;
      await db.transaction(async (tx) => {
        const domanda = await domandaPer(tx, principal, AZIONI_DOMANDA.modifica, idDomanda);
        await tx.execute(sql`UPDATE domanda SET denominazione = ${denominazione},
            descrizione = ${descrizione === undefined ? domanda.descrizione : descrizione},
            cod_regione = ${codRegione ?? domanda.codRegione}, updated_at = now()
          WHERE id_domanda = ${idDomanda}`);
      });
      return rileggi(principal, idDomanda);
    },
  );

  app.post(
    rottaIn(app, AZIONI_DOMANDA.salvaDatiRicezione.endpoint),
    {
      schema: {
        summary: 'Registra il protocollo e la data di ricezione della domanda inoltrata',
        tags: TAG,
        params: IdDomandaParams,
        body: DatiRicezioneBody,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { idDomanda } = request.params;
      const { numeroProtocollo, dataRicezione } = request.body;
      const { salvaDatiRicezione } = AZIONI_DOMANDA;
      const attore = attoreDi(principal, salvaDatiRicezione.roles);
      await db.transaction(async (tx) => {
        const domanda = await domandaPer(tx, principal, salvaDatiRicezione, idDomanda);
        const errore = erroreData('ricezione', dataRicezione, { oggi: oggiInItalia(), inoltro: domanda.dataInoltro });
        if (errore) throw badRequest({ dataRicezione: errore });
        const ricezione: Passaggio<ContestoDomanda> = {
          effetti: () =>
            tx.execute(sql`UPDATE domanda SET numero_protocollo = ${numeroProtocollo},
              data_ricezione = ${dataRicezione}, updated_at = now() WHERE id_domanda = ${idDomanda}`),
          nota: () => `Protocollo ${numeroProtocollo} del ${giornoItaliano(dataRicezione)}`,
        };
        await applica(
          RISORSA_DOMANDA,
          ricezione,
          { tx, record: domanda, attore, input: { oggi: oggiInItalia() } },
          { nome: 'salvaDatiRicezione', label: salvaDatiRicezione.label },
        );
      });
      return rileggi(principal, idDomanda);
    },
  );
};
