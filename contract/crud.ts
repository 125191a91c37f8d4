import type { CrudEndpoint, Endpoint } from './types';

/**
 * The four calls of a table-like resource under `base`: the list (paged with `_start`/`_end`, total in
 * `X-Total-Count`), one record by its id, its creation and its update, both with a JSON body. The server's
 * `tableRoutes` answers them and the data provider calls them, both from this one declaration.
 */
export function crudEndpoints(base: string, idField: string): Partial<Record<CrudEndpoint, Endpoint>> {
  const one = `${base}/{${idField}}`;
  const name = base.split('/').at(-1) ?? base;
  return {
    getList: { method: 'GET', path: base, operationId: `lista_${name}` },
    getOne: { method: 'GET', path: one, operationId: `leggi_${name}` },
    create: { method: 'POST', path: base, body: 'json', operationId: `crea_${name}` },
    update: { method: 'PUT', path: one, body: 'json', operationId: `modifica_${name}` },
  };
}
