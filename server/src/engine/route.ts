import type { Endpoint, ResourceSchema } from '../../../contract/types';

/**
 * The route of a contract endpoint inside its service's plugin: `/apigen/domanda/x/{idDomanda}` under prefix
 * `/apigen/domanda` is `/x/:idDomanda`. The paths are written once, in the contract.
 */
export function rotta(endpoint: Pick<Endpoint, 'path'>, prefisso: string): string {
  if (!endpoint.path.startsWith(`${prefisso}/`)) throw new Error(`${endpoint.path} non è sotto ${prefisso}`);
  return endpoint.path.slice(prefisso.length).replace(/\{(\w+)\}/g, ':$1');
}

/** A plugin, which knows the prefix it is mounted under. */
interface Innesto {
  readonly prefix: string;
}

/**
 * The route, inside `app`, of whichever of these endpoints sits under the prefix `app` is mounted at: a plugin
 * mounted under two services serves each its own declared call.
 */
export function rottaIn(app: Innesto, ...endpoints: readonly Pick<Endpoint, 'path'>[]): string {
  const sotto = endpoints.find(({ path }) => path.startsWith(`${app.prefix}/`));
  if (!sotto) throw new Error(`${endpoints.map(({ path }) => path).join(', ')} non sono sotto ${app.prefix}`);
  return rotta(sotto, app.prefix);
}

/** What a resource declares of its calls: its list and record calls, its named actions. */
export type ChiamateDi = Pick<ResourceSchema, 'name' | 'endpoints' | 'actions'>;

/** The call named `operationId` among a resource's list, record and action calls, for routes served in a loop. */
export function chiamataDi(schema: ChiamateDi, operationId: string): Endpoint {
  const chiamate = [
    ...Object.values(schema.endpoints ?? {}),
    ...Object.values(schema.actions ?? {}).map(({ endpoint }) => endpoint),
  ];
  const chiamata = chiamate.find((candidata) => candidata?.operationId === operationId);
  if (!chiamata) throw new Error(`${schema.name} non dichiara ${operationId}`);
  return chiamata;
}
