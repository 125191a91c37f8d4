import type { DataProvider, Identifier } from 'ra-core';
import { RequiredParameterError } from './errors';
import type { HttpClient } from './http';

/**
 * Simple REST under `restBase`, whose ids go into the path as they are (`/null`): a null or undefined id stops the call
 * before any request, named as `listEndpoints` names these calls. ra-data-simple-rest loads with the first
 * call, not with the first screen: no resource of the portal speaks it today.
 */
export function simpleRestDataProvider(name: string, restBase: string, http: HttpClient): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const crud = () =>
    (loaded ??= import('ra-data-simple-rest').then(({ default: simpleRestProvider }) =>
      simpleRestProvider(restBase, http.simpleRest, 'X-Total-Count'),
    ));
  const checked = async <T>(
    ids: readonly (Identifier | null | undefined)[],
    operation: string,
    call: (provider: DataProvider) => Promise<T>,
  ) => {
    if (ids.some((id) => id === null || id === undefined))
      throw new RequiredParameterError('id', `${name}.${operation}`);
    return call(await crud());
  };
  return {
    getList: async (resource, params) => (await crud()).getList(resource, params),
    getOne: async (resource, params) => checked([params.id], 'getOne', (provider) => provider.getOne(resource, params)),
    getMany: async (resource, params) =>
      checked(params.ids, 'getOne', (provider) => provider.getMany(resource, params)),
    getManyReference: async (resource, params) =>
      checked([params.id], 'getList', (provider) => provider.getManyReference(resource, params)),
    create: async (resource, params) => (await crud()).create(resource, params),
    update: async (resource, params) => checked([params.id], 'update', (provider) => provider.update(resource, params)),
    updateMany: async (resource, params) =>
      checked(params.ids, 'update', (provider) => provider.updateMany(resource, params)),
    delete: async (resource, params) => checked([params.id], 'delete', (provider) => provider.delete(resource, params)),
    deleteMany: async (resource, params) =>
      checked(params.ids, 'delete', (provider) => provider.deleteMany(resource, params)),
  };
}
