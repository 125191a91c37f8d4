import type { Endpoint } from '../contract/types';
import type { DataProviderSchema } from './schema';

/** The calls ra-data-simple-rest makes for a resource under `restBase` (it appends the resource name). */
function simpleRestEndpoints({ name, restBase, endpoints }: DataProviderSchema): Endpoint[] {
  if (endpoints || restBase === undefined) return [];
  const collection = `${restBase}/${name}`;
  return [
    { method: 'GET', path: collection, query: ['sort', 'range', 'filter'], operationId: `${name}.getList` },
    { method: 'GET', path: `${collection}/{id}`, operationId: `${name}.getOne` },
    { method: 'POST', path: collection, body: 'json', operationId: `${name}.create` },
    { method: 'PUT', path: `${collection}/{id}`, body: 'json', operationId: `${name}.update` },
    { method: 'DELETE', path: `${collection}/{id}`, operationId: `${name}.delete` },
  ];
}

const isDeclared = (endpoint: Endpoint | undefined): endpoint is Endpoint => endpoint !== undefined;

/** Every endpoint the data provider can call for these resources (CRUD and actions), once each. */
export function listEndpoints(schemas: readonly DataProviderSchema[]): Endpoint[] {
  const all = schemas.flatMap((schema) => [
    ...Object.values(schema.endpoints ?? {}).filter(isDeclared),
    ...Object.values(schema.actions ?? {}).map((action) => action.endpoint),
    ...simpleRestEndpoints(schema),
  ]);
  const byCall = new Map(all.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
  return [...byCall.values()];
}
