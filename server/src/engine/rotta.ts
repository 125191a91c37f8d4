import type { Endpoint } from '../../../contract/types';

/**
 * The route of a contract endpoint inside its service's plugin: `/apigen/domanda/x/{idDomanda}` under prefix
 * `/apigen/domanda` is `/x/:idDomanda`. The paths are written once, in the contract.
 */
export function rotta(endpoint: Pick<Endpoint, 'path'>, prefisso: string): string {
  if (!endpoint.path.startsWith(`${prefisso}/`)) throw new Error(`${endpoint.path} non è sotto ${prefisso}`);
  return endpoint.path.slice(prefisso.length).replace(/\{(\w+)\}/g, ':$1');
}
