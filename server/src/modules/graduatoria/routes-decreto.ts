import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori, erroriCaricamento, erroriScrittura } from '../../../../contract/allegati/record';
import { AllegatoGraduatoria } from '../../../../contract/graduatoria/record';
import { Id } from '../../../../contract/programmi/record';
import { allegatoGraduatoriaSchema, scriviDecreto as regolaDecreto } from '../../../../contract/valutazione/schema';
import { ROLES } from '../../../../contract/roles';
import { principalOf } from '../../auth/authenticate';
import { withPublishedFile } from '../../files';
import { inviaFile, RispostaFile } from '../../http/download';
import { badRequest, notFound } from '../../http/errors';
import { corpoMultipartCon, fileDellaRichiesta } from '../../http/multipart';
import { attoreDi } from '../domanda/accesso';
import { rimuoviFile, type DipendenzeFile } from '../domanda/file';
import { rotta } from '../domanda/rotta';
import { oggiInItalia } from '../programma/orologio';
import {
  bandoConGraduatoriaDefinitiva,
  decreto,
  eliminaDecreto,
  scriviAuditGraduatoria,
  scriviDecreto,
} from './decreto';
import { testataGraduatoria } from './lettura';

const PREFISSO = '/apigen/graduatoria';
const TAG = ['graduatoria'];
const BandoParams = Type.Object({ idBando: Id });
const NESSUN_DECRETO = 'Nessun decreto caricato per questa graduatoria';

/** A real day `YYYY-MM-DD`, not after today in Italy; else the field's Italian error. */
function erroreData(valore: string | undefined, oggi: string): string | undefined {
  if (!valore) return 'Indica la data del decreto';
  const giorno = /^\d{4}-\d{2}-\d{2}$/.test(valore) ? new Date(`${valore}T00:00:00Z`) : undefined;
  if (!giorno || Number.isNaN(giorno.getTime()) || giorno.toISOString().slice(0, 10) !== valore)
    return 'Data non valida: usare il formato AAAA-MM-GG';
  if (valore > oggi) return 'La data del decreto non può essere successiva a oggi';
  return undefined;
}

/**
 * The decree adopting a call's final ranking (spec §7; DESIGN §3, §5, §7): one file per call with its date, uploaded
 * (a second upload replaces the first) and removed by the commission or the ministry once the ranking is final, read
 * by everyone. Every change is in the ranking's history.
 */
export const decretoGraduatoriaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, { db, files }) => {
  const { endpoints, actions } = allegatoGraduatoriaSchema;

  app.get(
    rotta(endpoints!.getList!, PREFISSO),
    {
      schema: {
        summary: 'Decreto della graduatoria: un elenco di al più un file, con la data del decreto',
        tags: TAG,
        params: BandoParams,
        response: { 200: Type.Array(AllegatoGraduatoria), ...errori, 409: erroriScrittura[409] },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      await testataGraduatoria(db, request.params.idBando);
      const trovato = await decreto(db, request.params.idBando);
      return trovato ? [trovato] : [];
    },
  );

  app.post(
    rotta(actions!.carica.endpoint, PREFISSO),
    {
      schema: {
        summary: 'Carica il decreto che adotta la graduatoria definitiva: sostituisce quello già caricato',
        description: 'Corpo multipart: il campo «dataDecreto» (AAAA-MM-GG) prima del file nel campo «file».',
        tags: TAG,
        params: BandoParams,
        ...corpoMultipartCon({ dataDecreto: { type: 'string', description: 'Data del decreto, AAAA-MM-GG' } }),
        response: { 201: AllegatoGraduatoria, ...erroriCaricamento },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const attore = attoreDi(principal, regolaDecreto.roles);
      const { idBando } = request.params;
      await bandoConGraduatoriaDefinitiva(db, idBando);
      const { nome, source, campi } = await fileDellaRichiesta(request);
      const errore = erroreData(campi.dataDecreto, oggiInItalia());
      if (errore) {
        // Drained, so the connection can carry the answer (the parser's stream is a Readable).
        (source as Readable).resume();
        throw badRequest({ dataDecreto: errore });
      }
      const { allegato, sostituito } = await withPublishedFile(files.store, source, { maxBytes: files.maxBytes }, (f) =>
        db.transaction(async (tx) => {
          await bandoConGraduatoriaDefinitiva(tx, idBando, true);
          const scritto = await scriviDecreto(tx, idBando, campi.dataDecreto, {
            ...f,
            nome,
            username: attore.username,
          });
          await scriviAuditGraduatoria(tx, {
            idBando,
            attore: { username: attore.username, ruolo: attore.ruolo },
            azione: 'caricaAllegatoGraduatoria',
            note: `Decreto del ${campi.dataDecreto}, «${nome}»${scritto.sostituito ? ', al posto del precedente' : ''}`,
          });
          return scritto;
        }),
      );
      if (sostituito) await rimuoviFile(files, request, [sostituito]);
      return reply.code(201).send(allegato);
    },
  );

  app.get(
    rotta(actions!.scarica.endpoint, PREFISSO),
    {
      schema: {
        summary: 'Scarica il decreto della graduatoria',
        tags: TAG,
        params: BandoParams,
        response: { 200: RispostaFile, ...errori },
      },
    },
    async (request, reply) => {
      attoreDi(principalOf(request), ROLES);
      const trovato = await decreto(db, request.params.idBando);
      if (!trovato) throw notFound(NESSUN_DECRETO);
      return inviaFile(reply, files.store, trovato);
    },
  );

  app.delete(
    rotta(endpoints!.delete!, PREFISSO),
    {
      schema: {
        summary: 'Elimina il decreto della graduatoria',
        tags: TAG,
        params: BandoParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const attore = attoreDi(principalOf(request), regolaDecreto.roles);
      const { idBando } = request.params;
      const chiave = await db.transaction(async (tx) => {
        await bandoConGraduatoriaDefinitiva(tx, idBando, true);
        const eliminato = await eliminaDecreto(tx, idBando);
        if (!eliminato) throw notFound(NESSUN_DECRETO);
        await scriviAuditGraduatoria(tx, {
          idBando,
          attore: { username: attore.username, ruolo: attore.ruolo },
          azione: 'eliminaAllegatoGraduatoria',
          note: 'Decreto eliminato',
        });
        return eliminato;
      });
      await rimuoviFile(files, request, [chiave]);
      return reply.code(204).send(null);
    },
  );
};
