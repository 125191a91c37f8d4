import type { DataProvider, DeleteParams, GetListParams, GetManyParams, Identifier, RaRecord } from 'ra-core';
import type { CrudEndpoint, Endpoint } from '../contract/types';
import { endpointRequest, type EndpointCall, type Values } from './endpointRequest';
import type { HttpClient } from './http';
import { pageLocally, pagingQuery } from './listPaging';
import type { DataProviderSchema } from './schema';

interface ListResult<R extends RaRecord> {
  readonly data: R[];
  readonly total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** react-admin's FileInput gives `{ rawFile }`; a plain Blob is accepted too. The rest of the data goes as fields. */
function splitFile({ file, ...fields }: Values): { file?: Blob; fields: Values } {
  if (file instanceof Blob) return { file, fields };
  if (isRecord(file) && file.rawFile instanceof Blob) return { file: file.rawFile, fields };
  return { file: undefined, fields: file === undefined ? fields : { ...fields, file } };
}

/** Maps react-admin's calls onto the legacy endpoints a resource declares (`schema.endpoints`). */
export function legacyDataProvider(schema: DataProviderSchema, http: HttpClient): DataProvider {
  const { idField } = schema;

  const endpointFor = (crud: CrudEndpoint): Endpoint => {
    const endpoint = schema.endpoints?.[crud];
    if (!endpoint) throw new Error(`The resource "${schema.name}" declares no ${crud} endpoint`);
    return endpoint;
  };

  const call = async (crud: CrudEndpoint, endpointCall: EndpointCall): Promise<unknown> =>
    (await http.json(endpointRequest(endpointFor(crud), endpointCall))).json;

  // The one place where an answer becomes the record type the caller asked react-admin for.
  const withId = <R extends RaRecord>(record: unknown): R => {
    if (!isRecord(record)) throw new Error(`The resource "${schema.name}" answered something that is not a record`);
    return { ...record, id: record[idField] } as R;
  };

  // The `id` react-admin adds is not part of the legacy record; the server would refuse it.
  const withoutId = (data: Values): Values =>
    idField === 'id' ? data : Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'id'));

  const merged = <R extends RaRecord>(sent: Values, answer: unknown): R =>
    withId<R>(isRecord(answer) ? { ...sent, ...answer } : sent);

  async function list<R extends RaRecord>(params: GetListParams): Promise<ListResult<R>> {
    const filter: Values = params.filter ?? {};
    const request = endpointRequest(endpointFor('getList'), {
      pathValues: filter,
      queryValues: filter,
      signal: params.signal,
    });
    const query = { ...request.query, ...pagingQuery(params, idField) };
    const { json, headers } = await http.json({ ...request, query });
    if (!Array.isArray(json)) throw new Error(`The list of "${schema.name}" is not an array`);
    const records = json.map((record) => withId<R>(record));
    const total = headers.get('X-Total-Count');
    if (total !== null) return { data: records, total: Number(total) };
    return { data: pageLocally(records, params), total: records.length };
  }

  // The declared paths name the id `{id}`, as the server's routes do, or by the record's own id field.
  const one = async <R extends RaRecord>(id: Identifier, signal?: AbortSignal): Promise<R> =>
    withId<R>(await call('getOne', { pathValues: { id, [idField]: id }, signal }));

  async function update<R extends RaRecord>(id: Identifier, data: Values, previousData: Values = {}): Promise<R> {
    const values = { ...previousData, ...data, id, [idField]: id };
    const { file, fields } = splitFile(withoutId(data));
    const answer = await call('update', { pathValues: values, queryValues: values, body: fields, file });
    return merged<R>(values, answer);
  }

  async function remove(id: Identifier, previousData: Values = {}): Promise<void> {
    const values = { ...previousData, id, [idField]: id };
    await call('delete', { pathValues: values, queryValues: values });
  }

  return {
    getList: (_resource, params) => list(params),
    getOne: async (_resource, { id, signal }) => ({ data: await one(id, signal) }),
    getMany: async <R extends RaRecord>(_resource: string, { ids, meta, signal }: GetManyParams<R>) => {
      if (schema.endpoints?.getOne) return { data: await Promise.all(ids.map((id) => one<R>(id, signal))) };
      // Without getOne, the whole list is read; `meta` gives its filter (such as the parent's id in the path).
      const wanted = new Set(ids.map(String));
      const { data } = await list<R>({ filter: meta, signal });
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: (_resource, { target, id, ...params }) =>
      list({ ...params, filter: { ...params.filter, [target]: id } }),
    create: async (_resource, { data }) => {
      const { file, fields } = splitFile(data);
      const answer = await call('create', { pathValues: data, queryValues: data, body: fields, file });
      return { data: merged(data, answer) };
    },
    update: async (_resource, { id, data, previousData }) => ({ data: await update(id, data, previousData) }),
    updateMany: async (_resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(id, data)));
      return { data: ids };
    },
    delete: async <R extends RaRecord>(_resource: string, { id, previousData }: DeleteParams<R>) => {
      await remove(id, previousData);
      return { data: previousData ?? withId<R>({ [idField]: id }) };
    },
    deleteMany: async (_resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(id)));
      return { data: ids };
    },
  };
}
