import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { erroriCaricamento, erroriScrittura, errori } from '../../../../../contract/allegati/record';
import { IdAllegatoParams } from '../../../../../contract/allegatiDomanda/record';
import { IdDomandaParams } from '../../../../../contract/domande/record';
import { domandeSchema } from '../../../../../contract/domande/schema';
import {
  AllegatoIstruttoria,
  IdNotaParams,
  NotaIstruttoria,
  SalvaNotaIstruttoriaBody,
} from '../../../../../contract/istruttoriaDomanda/record';
import {
  allegatiIstruttoriaSchema,
  noteIstruttoriaSchema,
  scritturaIstruttoria,
} from '../../../../../contract/istruttoriaDomanda/schema';
import { principalOf } from '../../../auth/authenticate';
import { inviaFile, RispostaFile } from '../../../http/download';
import { HttpError, notFound } from '../../../http/errors';
import { corpoMultipart } from '../../../http/multipart';
import { attoreDi, domandaPer, domandaVisibile } from '../access';
import { caricaPerDomanda, rimuoviFile, type DipendenzeFile } from '../file';
import { rottaIn } from '../../../engine/route';
import * as istruttoria from './repository';

const TAG = ['istruttoria'];
const LETTORI = domandeSchema.reads?.istruttoria ?? [];
const SOLO_PROPRIE = 'Si possono eliminare solo le proprie note e i propri file.';

/** Review notes and files of the instructor in charge (`/apigen/istruttoria`; docs/domande.md). */
export const istruttoriaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const note = noteIstruttoriaSchema.endpoints!;
  const file = allegatiIstruttoriaSchema.endpoints!;
  const azioniFile = allegatiIstruttoriaSchema.actions!;

  app.get(
    rottaIn(app, note.getList!),
    {
      schema: {
        summary: 'Note istruttorie della domanda',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(NotaIstruttoria), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
      return istruttoria.note(db, idDomanda);
    },
  );

  app.post(
    rottaIn(app, note.create!),
    {
      schema: {
        summary: "Scrive una nota istruttoria: solo l'istruttore che ha in carico la domanda",
        tags: TAG,
        params: IdDomandaParams,
        body: SalvaNotaIstruttoriaBody,
        response: { 201: NotaIstruttoria, ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const scritta = await db.transaction(async (tx) => {
        await domandaPer(tx, principal, scritturaIstruttoria, request.params.idDomanda);
        return istruttoria.scriviNota(tx, request.params.idDomanda, request.body.testo, {
          username: principal.username,
          nominativo: principal.name,
        });
      });
      return reply.code(201).send(scritta);
    },
  );

  app.delete(
    rottaIn(app, note.delete!),
    {
      schema: {
        summary: 'Elimina una propria nota istruttoria, finché la domanda è in istruttoria',
        tags: TAG,
        params: IdNotaParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, scritturaIstruttoria.roles);
      const trovata = await istruttoria.nota(db, request.params.idNota);
      if (!trovata) throw notFound('Nota non trovata');
      await db.transaction(async (tx) => {
        await domandaPer(tx, principal, scritturaIstruttoria, trovata.idDomanda);
        if (trovata.autore !== principal.username) throw new HttpError(403, SOLO_PROPRIE);
        await tx.execute(sql`DELETE FROM nota_istruttoria WHERE id_nota = ${trovata.idNota}`);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    rottaIn(app, file.getList!),
    {
      schema: {
        summary: "File dell'istruttoria della domanda",
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(AllegatoIstruttoria), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
      return istruttoria.allegati(db, idDomanda);
    },
  );

  app.post(
    rottaIn(app, azioniFile.carica.endpoint),
    {
      schema: {
        summary: "Carica un file dell'istruttoria: solo l'istruttore che ha in carico la domanda",
        tags: TAG,
        params: IdDomandaParams,
        ...corpoMultipart,
        response: { 201: AllegatoIstruttoria, ...erroriCaricamento },
      },
    },
    async (request, reply) => {
      attoreDi(principalOf(request), scritturaIstruttoria.roles);
      const caricato = await caricaPerDomanda(
        deps,
        request,
        scritturaIstruttoria,
        request.params.idDomanda,
        (tx, d, f) => istruttoria.inserisciAllegato(tx, d.idDomanda, f),
      );
      return reply.code(201).send(caricato);
    },
  );

  app.get(
    rottaIn(app, azioniFile.scarica.endpoint),
    {
      schema: {
        summary: "Scarica un file dell'istruttoria",
        tags: TAG,
        params: IdAllegatoParams,
        response: { 200: RispostaFile, ...errori },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, LETTORI);
      const allegato = await istruttoria.allegato(db, request.params.idAllegato);
      if (!allegato) throw notFound('File non trovato');
      await domandaVisibile(db, principal, allegato.idDomanda, LETTORI);
      return inviaFile(reply, files.store, allegato);
    },
  );

  app.delete(
    rottaIn(app, file.delete!),
    {
      schema: {
        summary: "Elimina un proprio file dell'istruttoria, finché la domanda è in istruttoria",
        tags: TAG,
        params: IdAllegatoParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, scritturaIstruttoria.roles);
      const allegato = await istruttoria.allegato(db, request.params.idAllegato);
      if (!allegato) throw notFound('File non trovato');
      await db.transaction(async (tx) => {
        await domandaPer(tx, principal, scritturaIstruttoria, allegato.idDomanda);
        if (allegato.caricatoDa !== principal.username) throw new HttpError(403, SOLO_PROPRIE);
        await tx.execute(sql`DELETE FROM allegato_istruttoria WHERE id_allegato = ${allegato.idAllegato}`);
      });
      await rimuoviFile(files, request, [allegato.chiaveFile]);
      return reply.code(204).send(null);
    },
  );
};
