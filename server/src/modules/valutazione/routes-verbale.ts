import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori, erroriCaricamento, erroriScrittura } from '../../../../contract/allegati/record';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { AllegatoValutazione } from '../../../../contract/valutazione/record';
import {
  allegatoValutazioneSchema,
  assegnaPunteggi,
  LETTORI_VALUTAZIONE,
} from '../../../../contract/valutazione/schema';
import { principalOf } from '../../auth/authenticate';
import { inviaFile, RispostaFile } from '../../http/download';
import { notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { attoreDi, domandaPer, domandaVisibile } from '../domanda/accesso';
import { scriviAuditDomanda } from '../domanda/audit';
import { caricaPerDomanda, rimuoviFile, type DipendenzeFile } from '../domanda/file';
import { rotta } from '../domanda/rotta';
import { eliminaVerbale, scriviVerbale, verbale } from './verbale';

const PREFISSO = '/apigen/valutazione';
const TAG = ['valutazione'];
const LETTORI = [...LETTORI_VALUTAZIONE];
const NESSUN_VERBALE = 'Nessun verbale caricato per questa domanda';

/**
 * The commission's minutes of an application's evaluation (spec §7; DESIGN §5, §7): one file per application,
 * uploaded (a second upload replaces the first) and removed by the commission while the application is in evaluation,
 * read by the commission and the ministry. Every change is in the application's history.
 */
export const verbaleValutazioneRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const { endpoints, actions } = allegatoValutazioneSchema;

  app.get(
    rotta(endpoints!.getList!, PREFISSO),
    {
      schema: {
        summary: 'Verbale della commissione sulla domanda: un elenco di al più un file',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(AllegatoValutazione), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
      const trovato = await verbale(db, idDomanda);
      return trovato ? [trovato] : [];
    },
  );

  const carica = (variante: 'carica' | 'caricaForm', descrizione: string) =>
    app.post(
      rotta(actions![variante].endpoint, PREFISSO),
      {
        schema: {
          summary: 'Carica il verbale della commissione: sostituisce quello già caricato',
          description: descrizione,
          tags: TAG,
          params: IdDomandaParams,
          ...corpoMultipart,
          response: { 201: AllegatoValutazione, ...erroriCaricamento },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { allegato, sostituito } = await caricaPerDomanda(
          deps,
          request,
          assegnaPunteggi,
          request.params.idDomanda,
          async (tx, domanda, file) => {
            const scritto = await scriviVerbale(tx, domanda.idDomanda, file);
            await scriviAuditDomanda(tx, {
              idDomanda: domanda.idDomanda,
              attore: attoreDi(principal, assegnaPunteggi.roles),
              azione: 'caricaAllegatoValutazione',
              statoDa: domanda.idStato,
              statoA: domanda.idStato,
              note: `Verbale «${file.nome}»${scritto.sostituito ? ', al posto del precedente' : ''}`,
            });
            return scritto;
          },
        );
        if (sostituito) await rimuoviFile(files, request, [sostituito]);
        return reply.code(201).send(allegato);
      },
    );
  carica('carica', 'Corpo multipart con il file nel campo «file».');
  carica(
    'caricaForm',
    'Variante per i moduli HTML (come il servizio storico): stesso corpo multipart, stessa risposta e stesse regole.',
  );

  app.get(
    rotta(actions!.scarica.endpoint, PREFISSO),
    {
      schema: {
        summary: 'Scarica il verbale della commissione',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: RispostaFile, ...errori },
      },
    },
    async (request, reply) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
      const trovato = await verbale(db, idDomanda);
      if (!trovato) throw notFound(NESSUN_VERBALE);
      return inviaFile(reply, files.store, trovato);
    },
  );

  app.delete(
    rotta(endpoints!.delete!, PREFISSO),
    {
      schema: {
        summary: 'Elimina il verbale della commissione, finché la domanda è in valutazione',
        tags: TAG,
        params: IdDomandaParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const chiave = await db.transaction(async (tx) => {
        const domanda = await domandaPer(tx, principal, assegnaPunteggi, request.params.idDomanda);
        const eliminato = await eliminaVerbale(tx, domanda.idDomanda);
        if (!eliminato) throw notFound(NESSUN_VERBALE);
        await scriviAuditDomanda(tx, {
          idDomanda: domanda.idDomanda,
          attore: attoreDi(principal, assegnaPunteggi.roles),
          azione: 'eliminaAllegatoValutazione',
          statoDa: domanda.idStato,
          statoA: domanda.idStato,
          note: 'Verbale eliminato',
        });
        return eliminato;
      });
      await rimuoviFile(files, request, [chiave]);
      return reply.code(204).send(null);
    },
  );
};
