import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { errori, erroriCaricamento, erroriScrittura } from '../../../../contract/allegati/record';
import type { Endpoint } from '../../../../contract/types';
import type { AppDatabase } from '../../db/database';
import { inviaFile, RispostaFile, type FileDaScaricare } from '../../http/download';
import { notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { rimuoviFile, type DipendenzeFile } from './file';
import { rottaIn } from '../../engine/route';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** What a route reads besides the body: its path parameters and its query. */
interface Ingresso {
  readonly params?: TSchema;
  readonly querystring?: TSchema;
}

type Valore<S> = S extends TSchema ? Static<S> : unknown;

/** The request as the handler sees it: typed from the route's own schemas. */
export type RichiestaDi<I extends Ingresso> = FastifyRequest & {
  readonly params: Valore<I['params']>;
  readonly query: Valore<I['querystring']>;
};

interface Rotta<I extends Ingresso> {
  readonly endpoint: Pick<Endpoint, 'path'>;
  readonly summary: string;
  readonly description?: string;
  readonly ingresso: I;
}

/**
 * The routes of a file attached to a record (docs/files.md), written once: a list of the record's files, an upload
 * (multipart body; 201 with the new row; a file it replaces is removed once the row has committed), a download (the
 * stored media type and the name in Content-Disposition; 404 when there is none) and a delete (204; 404 when there is
 * nothing to delete). Each handler makes its own policy check and reads or writes its own rows; `nonTrovato` is the
 * Italian 404 of a download or a delete.
 */
export function rotteFile(app: App, { db, files }: DipendenzeFile, servizio: { tags: string[] }) {
  const { tags } = servizio;
  // Typed as a plain schema: the handlers' types come from `RichiestaDi`, not from Fastify's inference.
  const schema = <I extends Ingresso>(
    { summary, description, ingresso }: Rotta<I>,
    resto: Record<string, unknown>,
  ): FastifySchema => ({ summary, ...(description ? { description } : {}), tags, ...ingresso, ...resto });
  const richiesta = <I extends Ingresso>(request: FastifyRequest) => request as RichiestaDi<I>;

  return {
    elenco<I extends Ingresso>(
      r: Rotta<I> & { readonly riga: TSchema; readonly altriErrori?: Record<number, unknown> },
      leggi: (request: RichiestaDi<I>) => Promise<unknown[]>,
    ) {
      app.get(
        rottaIn(app, r.endpoint),
        { schema: schema(r, { response: { 200: Type.Array(r.riga), ...errori, ...r.altriErrori } }) },
        (request) => leggi(richiesta<I>(request)),
      );
    },

    carica<I extends Ingresso>(
      r: Rotta<I> & { readonly riga: TSchema; readonly corpo?: typeof corpoMultipart },
      scrivi: (request: RichiestaDi<I>) => Promise<{ allegato: unknown; sostituito?: string | null }>,
    ) {
      app.post(
        rottaIn(app, r.endpoint),
        { schema: schema(r, { ...(r.corpo ?? corpoMultipart), response: { 201: r.riga, ...erroriCaricamento } }) },
        async (request, reply) => {
          const { allegato, sostituito } = await scrivi(richiesta<I>(request));
          if (sostituito) await rimuoviFile(files, request, [sostituito]);
          return reply.code(201).send(allegato);
        },
      );
    },

    scarica<I extends Ingresso>(
      r: Rotta<I> & { readonly nonTrovato: string },
      trova: (request: RichiestaDi<I>) => Promise<FileDaScaricare | undefined>,
    ) {
      app.get(
        rottaIn(app, r.endpoint),
        { schema: schema(r, { response: { 200: RispostaFile, ...errori } }) },
        async (request, reply) => {
          const file = await trova(richiesta<I>(request));
          if (!file) throw notFound(r.nonTrovato);
          return inviaFile(reply, files.store, file);
        },
      );
    },

    elimina<I extends Ingresso>(
      r: Rotta<I> & { readonly nonTrovato: string },
      togli: (tx: AppDatabase, request: RichiestaDi<I>) => Promise<string | null | undefined>,
    ) {
      app.delete(
        rottaIn(app, r.endpoint),
        { schema: schema(r, { response: { 204: Type.Null(), ...erroriScrittura } }) },
        async (request, reply) => {
          const chiave = await db.transaction((tx) => togli(tx, richiesta<I>(request)));
          if (!chiave) throw notFound(r.nonTrovato);
          await rimuoviFile(files, request, [chiave]);
          return reply.code(204).send(null);
        },
      );
    },
  };
}
