import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { erroriScrittura, errori } from '../../../../../contract/allegati/record';
import {
  BeneficiarioDomanda,
  CreaBeneficiarioParams,
  CreaBeneficiarioQuery,
  IdBeneficiarioParams,
  SalvaBeneficiarioDomandaBody,
} from '../../../../../contract/beneficiariDomanda/record';
import { beneficiariDomandaSchema, modificaDossier } from '../../../../../contract/beneficiariDomanda/schema';
import { IdDomandaParams } from '../../../../../contract/domande/record';
import { VEDENTI_DOMANDE } from '../../../../../contract/domande/vedenti';
import { checkCodiceFiscale } from '../../../../../contract/validators/codice-fiscale';
import { principalOf } from '../../../auth/authenticate';
import { haAlPiuDecimali } from '../../../domain/importo';
import { badRequest, HttpError } from '../../../http/errors';
import { domandaPer, domandaVisibile } from '../access';
import { bloccaPerBeneficiario, domandaDelBeneficiario } from './access';
import { rimuoviFile, type DipendenzeFile } from '../file';
import { aggiornaTotali } from '../repository';
import { rottaIn } from '../../../engine/route';
import { routesAllegatiBeneficiario } from './routes-allegati';
import * as beneficiari from './repository';

const TAG = ['beneficiario domanda'];

const DENOMINAZIONE_IGNOTA =
  'Il portale non conosce questo codice fiscale: indica la ragione sociale o il nome del beneficiario';

/** The application's beneficiaries (`/apigen/beneficiario`): by fiscal code, with their investment. */
export const beneficiarioDomandaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const { endpoints } = beneficiariDomandaSchema;

  app.get(
    rottaIn(app, endpoints!.getList!),
    {
      schema: {
        summary: 'Beneficiari della domanda',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(BeneficiarioDomanda), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, VEDENTI_DOMANDE);
      return beneficiari.elenco(db, beneficiari.dellaDomanda(idDomanda));
    },
  );

  app.get(
    rottaIn(app, endpoints!.getOne!),
    {
      schema: {
        summary: 'Un beneficiario della domanda',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: BeneficiarioDomanda, ...errori },
      },
    },
    async (request) => {
      await domandaDelBeneficiario(db, principalOf(request), request.params.idBeneficiario);
      return (await beneficiari.perId(db, request.params.idBeneficiario))!;
    },
  );

  app.post(
    rottaIn(app, endpoints!.create!),
    {
      schema: {
        summary: 'Aggiunge un beneficiario alla bozza, per codice fiscale',
        description: 'Il codice fiscale è verificato con il suo carattere o cifra di controllo.',
        tags: TAG,
        params: CreaBeneficiarioParams,
        querystring: CreaBeneficiarioQuery,
        response: { 201: BeneficiarioDomanda, ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const { idDomanda } = request.params;
      const codiceFiscale = (checkCodiceFiscale(request.params.codiceFiscale) as { normalized: string }).normalized;
      const id = await db.transaction(async (tx) => {
        await domandaPer(tx, principalOf(request), modificaDossier, idDomanda);
        const denominazione =
          request.query.denominazione?.trim() || (await beneficiari.denominazioneNota(tx, idDomanda, codiceFiscale));
        if (!denominazione) throw badRequest({ denominazione: DENOMINAZIONE_IGNOTA });
        const nuovo = await beneficiari.inserisci(tx, idDomanda, codiceFiscale, denominazione);
        if (!nuovo) {
          const giaPresente = `Il beneficiario con codice fiscale ${codiceFiscale} è già nella domanda.`;
          throw new HttpError(409, giaPresente, { codiceFiscale: giaPresente });
        }
        await aggiornaTotali(tx, idDomanda);
        return nuovo;
      });
      return reply.code(201).send((await beneficiari.perId(db, id))!);
    },
  );

  app.post(
    rottaIn(app, endpoints!.update!),
    {
      schema: {
        summary: 'Salva i dati di un beneficiario della bozza',
        tags: TAG,
        body: SalvaBeneficiarioDomandaBody,
        response: { 200: BeneficiarioDomanda, ...erroriScrittura },
      },
    },
    async (request) => {
      if (!haAlPiuDecimali(request.body.investimentoRichiesto))
        throw badRequest({ investimentoRichiesto: 'Al massimo 2 decimali' });
      await db.transaction(async (tx) => {
        const domanda = await bloccaPerBeneficiario(tx, principalOf(request), request.body.idBeneficiario);
        await beneficiari.aggiorna(tx, request.body);
        await aggiornaTotali(tx, domanda.idDomanda);
      });
      return (await beneficiari.perId(db, request.body.idBeneficiario))!;
    },
  );

  app.delete(
    rottaIn(app, endpoints!.delete!),
    {
      schema: {
        summary: 'Toglie un beneficiario dalla bozza, con le sue sedi e i suoi allegati',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const chiavi = await db.transaction(async (tx) => {
        const domanda = await bloccaPerBeneficiario(tx, principalOf(request), request.params.idBeneficiario);
        const rimossi = await beneficiari.elimina(tx, request.params.idBeneficiario);
        await aggiornaTotali(tx, domanda.idDomanda);
        return rimossi;
      });
      await rimuoviFile(files, request, chiavi);
      return reply.code(204).send(null);
    },
  );

  await app.register(routesAllegatiBeneficiario, { db, files });
};
