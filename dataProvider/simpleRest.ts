import type { DataProvider, Identifier } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { RequiredParameterError } from './errors';
import type { HttpClient } from './http';

/**
 * Simple REST under `restBase`, whose ids go into the path as they are (`/null`): a null or undefined id stops the call
 * before any request (spec §5), named as `listEndpoints` names these calls.
 */
export function simpleRestDataProvider(name: string, restBase: string, http: HttpClient): DataProvider {
  const crud = simpleRestProvider(restBase, http.simpleRest, 'X-Total-Count');
  const checked = <T>(ids: readonly (Identifier | null | undefined)[], operation: string, call: () => Promise<T>) => {
    if (ids.some((id) => id === null || id === undefined))
      throw new RequiredParameterError('id', `${name}.${operation}`);
    return call();
  };
  return {
    ...crud,
    getOne: async (resource, params) => checked([params.id], 'getOne', () => crud.getOne(resource, params)),
    getMany: async (resource, params) => checked(params.ids, 'getOne', () => crud.getMany(resource, params)),
    getManyReference: async (resource, params) =>
      checked([params.id], 'getList', () => crud.getManyReference(resource, params)),
    update: async (resource, params) => checked([params.id], 'update', () => crud.update(resource, params)),
    updateMany: async (resource, params) => checked(params.ids, 'update', () => crud.updateMany(resource, params)),
    delete: async (resource, params) => checked([params.id], 'delete', () => crud.delete(resource, params)),
    deleteMany: async (resource, params) => checked(params.ids, 'delete', () => crud.deleteMany(resource, params)),
  };
}
