import type { FastifyPluginAsync } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { Type, type Static, type TObject } from 'typebox';
import { ErrorRef } from '../../../contract/errori';
import { listQuery } from '../../../contract/lista';
import type { Operation, ResourceSchema } from '../../../contract/types';
import { isResourceName } from '../../../contract/policy';
import { requirePermission } from './require-permission';
import { rottaIn } from './route';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import { badRequest, notFound } from '../http/errors';
import { pageOf, setTotalCount, sortOf } from '../http/paging';

/** A resource kept in one table: its contract declaration, its TypeBox record and the table's name. */
export interface TableResource<T extends TObject> {
  readonly schema: ResourceSchema<Static<T>>;
  readonly record: T;
  readonly table: string;
}

type Row = Record<string, unknown>;

const GIA_PRESENTE = 'Esiste già un elemento con questo codice';
const errors = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };

/** Fields are camelCase, columns snake_case. */
const column = (field: string) => sql.identifier(field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

/**
 * The list (paged, total in `X-Total-Count`), read, create and update routes of a table-like resource, from the
 * paths its contract declares. Each checks the policy's operation, and TypeBox validates the query, the path and the
 * body, so a refusal names its fields in Italian.
 */
export function tableRoutes<T extends TObject>({
  schema,
  record,
  table,
}: TableResource<T>): FastifyPluginAsync<{
  db: AppDatabase;
}> {
  const { name, idField, endpoints = {} } = schema;
  if (!isResourceName(name)) throw new Error(`${name} non ha una politica in contract/policy.ts`);
  const fields = Object.keys(record.properties);
  const selection = sql.join(
    fields.map((field) => sql`${column(field)} AS ${sql.identifier(field)}`),
    sql`, `,
  );
  const from = sql.identifier(table);
  const Params = Type.Object({ [idField]: record.properties[idField] });
  const Changes = Type.Omit(record, [idField]);
  const sortable = schema.fields.filter((field) => field.sortable).map((field) => field.source);
  const Query = listQuery([...new Set([idField, ...sortable])]);
  const route = (operation: Operation, summary: string, parts: object) => ({
    schema: { summary, tags: [name], ...parts },
    preHandler: requirePermission(name, operation),
  });
  const values = (body: Row, keys: readonly string[]) => keys.map((field) => sql`${body[field] ?? null}`);

  return async (app, { db }) => {
    const where = (request: { params: unknown }) => sql`WHERE ${column(idField)} = ${(request.params as Row)[idField]}`;
    const first = async (query: SQL) => (await righe<Row>(db, query))[0];

    if (endpoints.getList) {
      const options = route('list', schema.label.many, {
        querystring: Query,
        response: { 200: Type.Array(record), ...errors },
      });
      app.get(rottaIn(app, endpoints.getList), options, async (request, reply) => {
        const query = request.query as Static<typeof Query>;
        const { field, order } = sortOf(query, schema.list?.sort ?? { field: idField, order: 'ASC' });
        const page = pageOf(query);
        const limit = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
        const [{ totale }] = await righe<{ totale: number }>(db, sql`SELECT count(*)::int AS totale FROM ${from}`);
        setTotalCount(reply, totale);
        return righe(db, sql`SELECT ${selection} FROM ${from} ORDER BY ${column(field)} ${sql.raw(order)} ${limit}`);
      });
    }
    if (endpoints.getOne) {
      const options = route('show', schema.label.one, { params: Params, response: { 200: record, ...errors } });
      app.get(rottaIn(app, endpoints.getOne), options, async (request) => {
        return (await first(sql`SELECT ${selection} FROM ${from} ${where(request)}`)) ?? Promise.reject(notFound());
      });
    }
    if (endpoints.create) {
      const options = route('create', `Nuovo: ${schema.label.one}`, {
        body: record,
        response: { 200: record, ...errors },
      });
      app.post(rottaIn(app, endpoints.create), options, async (request) => {
        const body = request.body as Row;
        const created = await first(
          sql`INSERT INTO ${from} (${sql.join(fields.map(column), sql`, `)})
            VALUES (${sql.join(values(body, fields), sql`, `)})
            ON CONFLICT DO NOTHING RETURNING ${selection}`,
        );
        return created ?? Promise.reject(badRequest({ [idField]: GIA_PRESENTE }));
      });
    }
    if (endpoints.update) {
      const changed = fields.filter((field) => field !== idField);
      const options = route('edit', `Modifica: ${schema.label.one}`, {
        params: Params,
        body: Changes,
        response: { 200: record, ...errors },
      });
      app.put(rottaIn(app, endpoints.update), options, async (request) => {
        const body = request.body as Row;
        const set = sql.join(
          changed.map((field, index) => sql`${column(field)} = ${values(body, changed)[index]}`),
          sql`, `,
        );
        const updated = await first(sql`UPDATE ${from} SET ${set} ${where(request)} RETURNING ${selection}`);
        return updated ?? Promise.reject(notFound());
      });
    }
  };
}
