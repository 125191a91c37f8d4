import type { DataProvider } from 'ra-core';
import { createActions, type PortalActions } from './actions';
import { createHttpClient, type HttpClient } from './http';
import { legacyDataProvider } from './legacy';
import type { DataProviderSchema } from './schema';
import { simpleRestDataProvider } from './simpleRest';
import { unioneDataProvider } from './unione';
import { urlResolver, type BaseUrls } from './urls';

export type { ActionArgs, PortalActions } from './actions';
export { DEFAULT_FILENAME, saveBlob, type Download } from './download';
export { listEndpoints } from './endpoints';
export type { OnUploadProgress, UploadProgressInfo } from './http';
export { DEFAULT_ERROR_MESSAGE, RequiredParameterError } from './errors';
export type { DataProviderSchema } from './schema';
export type { BaseUrls } from './urls';

/** What components get from `useDataProvider<PortalDataProvider>()`. */
export type PortalDataProvider = DataProvider & PortalActions;

export interface DataProviderOptions {
  readonly schemas: readonly DataProviderSchema[];
  readonly baseUrls: BaseUrls;
  /** The current access token; the auth layer refreshes it before answering. */
  readonly getToken: () => Promise<string | null | undefined>;
  /** A new token after the server refused the current one: the refused request is sent once more. */
  readonly renewToken?: () => Promise<string | null | undefined>;
  readonly fetch?: typeof fetch;
  /** The XMLHttpRequest of uploads with progress (tests give a fake one). */
  readonly createXhr?: () => XMLHttpRequest;
}

function crudProviderOf(
  schema: DataProviderSchema,
  http: HttpClient,
  crudOf: (name: string) => DataProvider,
): DataProvider {
  const { unione } = schema;
  if (unione) return unioneDataProvider({ ...schema, unione }, crudOf);
  if (schema.endpoints) return legacyDataProvider(schema, http);
  if (schema.restBase !== undefined) return simpleRestDataProvider(schema.name, schema.restBase, http);
  throw new Error(`The resource "${schema.name}" declares neither legacy endpoints nor a restBase`);
}

/** One data provider for every resource: legacy endpoints where declared, simple REST otherwise (same HTTP client). */
export function createDataProvider({
  schemas,
  baseUrls,
  getToken,
  renewToken,
  fetch,
  createXhr,
}: DataProviderOptions): PortalDataProvider {
  const http = createHttpClient({ getToken, renewToken, fetch, createXhr, resolveUrl: urlResolver(baseUrls) });
  const resources = new Map(
    schemas.map((schema) => [schema.name, { schema, crud: crudProviderOf(schema, http, (name) => crudOf(name)) }]),
  );
  const resourceOf = (name: string) => {
    const resource = resources.get(name);
    if (!resource) throw new Error(`Unknown resource "${name}"`);
    return resource;
  };
  const crudOf = (name: string): DataProvider => resourceOf(name).crud;

  return {
    getList: async (resource, params) => crudOf(resource).getList(resource, params),
    getOne: async (resource, params) => crudOf(resource).getOne(resource, params),
    getMany: async (resource, params) => crudOf(resource).getMany(resource, params),
    getManyReference: async (resource, params) => crudOf(resource).getManyReference(resource, params),
    create: async (resource, params) => crudOf(resource).create(resource, params),
    update: async (resource, params) => crudOf(resource).update(resource, params),
    updateMany: async (resource, params) => crudOf(resource).updateMany(resource, params),
    delete: async (resource, params) => crudOf(resource).delete(resource, params),
    deleteMany: async (resource, params) => crudOf(resource).deleteMany(resource, params),
    ...createActions((name) => resourceOf(name).schema, http),
    supportAbortSignal: true,
  };
}
