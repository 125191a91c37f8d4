import type { DataProvider, GetListParams, GetOneParams } from 'ra-core';
import type { PortalDataProvider } from '../../dataProvider';

/** The data provider of a page whose first answers were asked for at start-up (src/startup/anticipo.ts). */
export type Anticipo = (dataProvider: PortalDataProvider) => PortalDataProvider;

/** A call the page will make first, asked for before it is there. */
export type Richiesta = ['getOne', string, GetOneParams] | ['getList', string, GetListParams];

/** How long an answer asked at start-up waits for its page; then the page asks again, as it would have. */
export const VALIDITA_MS = 10_000;

// The same call whatever the order of its keys; the page's abort signal is not part of what it asks.
const chiave = (metodo: string, resource: string, params: object): string =>
  JSON.stringify([metodo, resource, params], (key, value: unknown) =>
    key === 'signal'
      ? undefined
      : value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value,
  );

/**
 * The data provider with `richieste` already asked for: the first identical call (method, resource and parameters)
 * takes that answer, in flight or arrived, refusal included; any other call, and any later one, asks the server.
 */
export function conRisposteAnticipate<T extends DataProvider>(dataProvider: T, richieste: readonly Richiesta[]): T {
  const risposte = new Map<string, Promise<unknown>>();
  for (const [metodo, resource, params] of richieste) {
    const risposta: Promise<unknown> =
      metodo === 'getOne' ? dataProvider.getOne(resource, params) : dataProvider.getList(resource, params);
    // A refusal nobody takes is not an unhandled one: the page's own call receives it.
    risposta.catch(() => undefined);
    risposte.set(chiave(metodo, resource, params), risposta);
  }
  setTimeout(() => risposte.clear(), VALIDITA_MS);
  const prendi = (metodo: string, resource: string, params: object) => {
    const key = chiave(metodo, resource, params);
    const risposta = risposte.get(key);
    risposte.delete(key);
    return risposta;
  };
  return {
    ...dataProvider,
    getOne: (resource, params) =>
      (prendi('getOne', resource, params) as ReturnType<DataProvider['getOne']> | undefined) ??
      dataProvider.getOne(resource, params),
    getList: (resource, params) =>
      (prendi('getList', resource, params) as ReturnType<DataProvider['getList']> | undefined) ??
      dataProvider.getList(resource, params),
  };
}
