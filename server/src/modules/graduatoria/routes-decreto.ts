import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { erroriScrittura } from '../../../../contract/allegati/record';
import { AllegatoGraduatoria } from '../../../../contract/graduatoria/record';
import { Id } from '../../../../contract/programmi/record';
import { allegatoGraduatoriaSchema, scriviDecreto as regolaDecreto } from '../../../../contract/valutazione/schema';
import { ROLES } from '../../../../contract/roles';
import { principalOf } from '../../auth/authenticate';
import { withPublishedFile } from '../../files';
import { badRequest } from '../../http/errors';
import { corpoMultipartCon, fileDellaRichiesta } from '../../http/multipart';
import { attoreDi } from '../domanda/access';
import type { DipendenzeFile } from '../domanda/file';
import { rotteFile } from '../domanda/routes-file';
import { data as giornoItaliano } from '../documenti/formato';
import { oggiInItalia } from '../../engine/clock';
import { erroreData } from '../../../../contract/validators/date-vere';
import {
  bandoConGraduatoriaDefinitiva,
  decreto,
  eliminaDecreto,
  scriviAuditGraduatoria,
  scriviDecreto,
} from './decreto';
import { testataGraduatoria } from './lettura';

const TAG = ['graduatoria'];
const BandoParams = Type.Object({ idBando: Id });
const nonTrovato = 'Nessun decreto caricato per questa graduatoria';

/**
 * The decree adopting a call's final ranking (docs/graduatoria.md): one file per call with its date, uploaded
 * (a second upload replaces the first) and removed by the commission or the ministry once the ranking is final, read
 * by everyone. Every change is in the ranking's history.
 */
export const decretoGraduatoriaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const { endpoints, actions } = allegatoGraduatoriaSchema;
  const rotte = rotteFile(app, deps, { tags: TAG });
  const ingresso = { params: BandoParams };

  rotte.elenco(
    {
      endpoint: endpoints!.getList!,
      summary: 'Decreto della graduatoria: un elenco di al più un file, con la data del decreto',
      ingresso,
      riga: AllegatoGraduatoria,
      altriErrori: { 409: erroriScrittura[409] },
    },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      await testataGraduatoria(db, request.params.idBando);
      const trovato = await decreto(db, request.params.idBando);
      return trovato ? [trovato] : [];
    },
  );

  rotte.carica(
    {
      endpoint: actions!.carica.endpoint,
      summary: 'Carica il decreto che adotta la graduatoria definitiva: sostituisce quello già caricato',
      description: 'Corpo multipart: il campo «dataDecreto» (AAAA-MM-GG) prima del file nel campo «file».',
      ingresso,
      corpo: corpoMultipartCon({ dataDecreto: { type: 'string', description: 'Data del decreto, AAAA-MM-GG' } }),
      riga: AllegatoGraduatoria,
    },
    async (request) => {
      const attore = attoreDi(principalOf(request), regolaDecreto.roles);
      const { idBando } = request.params;
      const { finalizzataIl } = await bandoConGraduatoriaDefinitiva(db, idBando);
      const { nome, source, campi } = await fileDellaRichiesta(request);
      const errore = campi.dataDecreto
        ? erroreData('decreto', campi.dataDecreto, { oggi: oggiInItalia(), finalizzazione: finalizzataIl })
        : 'Indica la data del decreto';
      if (errore) {
        // Drained, so the connection can carry the answer (the parser's stream is a Readable).
        (source as Readable).resume();
        throw badRequest({ dataDecreto: errore });
      }
      return withPublishedFile(files.store, source, { maxBytes: files.maxBytes, nome }, (f) =>
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
            note:
              `Decreto del ${giornoItaliano(campi.dataDecreto)}, «${nome}»` +
              (scritto.sostituito ? ', al posto del precedente' : ''),
          });
          return scritto;
        }),
      );
    },
  );

  rotte.scarica(
    { endpoint: actions!.scarica.endpoint, summary: 'Scarica il decreto della graduatoria', ingresso, nonTrovato },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      return decreto(db, request.params.idBando);
    },
  );

  rotte.elimina(
    { endpoint: endpoints!.delete!, summary: 'Elimina il decreto della graduatoria', ingresso, nonTrovato },
    async (tx, request) => {
      const attore = attoreDi(principalOf(request), regolaDecreto.roles);
      const { idBando } = request.params;
      await bandoConGraduatoriaDefinitiva(tx, idBando, true);
      const eliminato = await eliminaDecreto(tx, idBando);
      if (!eliminato) return undefined;
      await scriviAuditGraduatoria(tx, {
        idBando,
        attore: { username: attore.username, ruolo: attore.ruolo },
        azione: 'eliminaAllegatoGraduatoria',
        note: 'Decreto eliminato',
      });
      return eliminato;
    },
  );
};
