import { createDataProvider, type DataProviderSchema } from '../../../../dataProvider';
import { schemas } from '../../../../resources';
import { BASE_URLS, fakeFetch, getToken, jsonAnswer, type SentRequest } from '../../dataProvider/fakeFetch';

/** A route that reads the request; answering undefined means "not here" (a 404). */
export type Rotta = (request: SentRequest, url: URL) => unknown;
/** A route may also answer later, e.g. to show what a screen does while a call is still out. */
/**
 * Answers by `METHOD /path` (no query): a Response as it is, a list as a page of it (`pagina`), any other object as its
 * JSON, a function as what it answers.
 */
export type Rotte = Readonly<Record<string, Rotta | object>>;

const NON_TROVATA = { message: 'Risorsa non trovata' };

const confronta = (campo: string, verso: number) => (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const [x, y] = [a[campo], b[campo]];
  if (typeof x === 'number' && typeof y === 'number') return verso * (x - y);
  return verso * String(x ?? '').localeCompare(String(y ?? ''), 'it');
};

/**
 * A list as the legacy services answer it: with `_start`/`_end` the page in the asked order and the total
 * in X-Total-Count, without them the whole list.
 */
export function pagina(records: readonly Record<string, unknown>[], url: URL): Response {
  const { searchParams } = url;
  if (!searchParams.has('_start')) return jsonAnswer(records);
  const campo = searchParams.get('_sort');
  const ordinati = campo
    ? [...records].sort(confronta(campo, searchParams.get('_order') === 'DESC' ? -1 : 1))
    : records;
  const inizio = Number(searchParams.get('_start'));
  return jsonAnswer(ordinati.slice(inizio, Number(searchParams.get('_end') ?? ordinati.length)), {
    headers: { 'X-Total-Count': String(records.length) },
  });
}

/** A legacy call that answers every record at once, whatever paging is asked (the data provider pages it). */
export const intero = (records: readonly Record<string, unknown>[]) => (): Response => jsonAnswer(records);

/** The calls the shell makes on every page (unread notifications, the work queue), answered empty. */
const SHELL: Rotte = {
  'GET /api/notifiche/getNotificheUtente': [],
  'GET /api/programma/getListaIncarichi': [],
};

/**
 * The legacy services as the browser meets them, at the one fake edge (`fetch`): `rotte` by method and path; an
 * address no route answers is a 404 with the server's message, as the real server says it.
 */
export function serverFinto(rotte: Rotte = {}) {
  const tutte: Rotte = { ...SHELL, ...rotte };
  const edge = fakeFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const rotta = tutte[`${request.method} ${url.pathname}`];
    const risposta: unknown = typeof rotta === 'function' ? await rotta(request, url) : rotta;
    if (risposta === undefined) return jsonAnswer(NON_TROVATA, { status: 404 });
    // A body is read once: each request gets its own copy of a route's Response.
    if (risposta instanceof Response) return risposta.clone();
    if (Array.isArray(risposta)) return pagina(risposta, url);
    return jsonAnswer(risposta);
  });
  /** The requests sent with this method whose address (path and query) contains `frammento`. */
  const inviate = (method: string, frammento = '') =>
    edge.sent.filter((request) => request.method === method && request.url.includes(frammento));
  return { fetch: edge.fetch, sent: edge.sent, inviate };
}

/** The query of a sent request, as name → value. */
export const queryDi = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(String(request?.url), 'http://localhost').searchParams);

/** The portal's own data provider over `dichiarate` (every resource of the portal unless told), talking to `fetch`. */
export const dataProviderSu = (fetch: typeof globalThis.fetch, dichiarate: readonly DataProviderSchema[] = schemas) =>
  createDataProvider({ schemas: dichiarate, baseUrls: BASE_URLS, getToken, fetch });
