import type { fetchUtils } from 'ra-core';
import type { HttpMethod } from '../contract/types';
import { filenameFrom, type Download } from './download';
import { httpErrorFrom, networkError } from './errors';

/**
 * Dispatched on `window` after every write the server accepted: what a page derived from the server's rules (the
 * actions possible now) may have changed, whichever tab or form wrote it.
 */
export const SCRITTURA_ACCETTATA = 'portale:scrittura-accettata';

const annunciaScrittura = (method: string | undefined) => {
  if (method && method !== 'GET' && typeof window !== 'undefined') window.dispatchEvent(new Event(SCRITTURA_ACCETTATA));
};

export type QueryValue = string | number | boolean;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
export type RequestBody = { readonly json: unknown } | { readonly form: FormData };

export interface HttpRequest {
  readonly method: HttpMethod;
  /** `/api/…` or `/apigen/…`, resolved against the services' base addresses. */
  readonly path: string;
  readonly query?: Query;
  readonly body?: RequestBody;
  readonly signal?: AbortSignal;
}

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly json: unknown;
}

/** How much of an upload's body has been sent; `percent` only when the browser knows the total. */
export interface UploadProgressInfo {
  readonly loaded: number;
  readonly total?: number;
  readonly percent?: number;
}

export type OnUploadProgress = (progress: UploadProgressInfo) => void;

export interface HttpClient {
  json(request: HttpRequest): Promise<JsonAnswer>;
  /**
   * A multipart request sent with XMLHttpRequest, whose upload events report progress (fetch has none); same headers,
   * answers and errors as `json`.
   */
  upload(request: HttpRequest, onProgress: OnUploadProgress): Promise<JsonAnswer>;
  download(request: HttpRequest): Promise<Download>;
  /** The same client in the shape ra-data-simple-rest expects (that of `fetchUtils.fetchJson`). */
  simpleRest: typeof fetchUtils.fetchJson;
}

export interface HttpClientOptions {
  /** The current access token; the auth layer refreshes it before answering. */
  readonly getToken: () => Promise<string | null | undefined>;
  /** A new token after the server refused the current one (401); the request is then sent once more with it. */
  readonly renewToken?: () => Promise<string | null | undefined>;
  readonly resolveUrl: (path: string) => string;
  readonly fetch?: typeof fetch;
  readonly createXhr?: () => XMLHttpRequest;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

const sendsBody = (method: string): boolean => method !== 'GET' && method !== 'DELETE';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) || undefined : undefined;
}

/** Answers are JSON, except the few legacy calls that answer plain text. */
function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function searchOf(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function initOf({ method, body, signal }: HttpRequest, accept: string): RequestInit {
  const headers = new Headers({ Accept: accept });
  if (!body || !sendsBody(method)) return { method, headers, signal };
  if ('form' in body) return { method, headers, signal, body: body.form };
  headers.set('Content-Type', 'application/json');
  return { method, headers, signal, body: JSON.stringify(body.json) };
}

/** Statuses whose answer has no body: a Response refuses one. */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

/** The XMLHttpRequest's answer as a fetch Response, so both paths read answers and errors the same way. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const body = NULL_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

const abortError = (): DOMException => new DOMException('Caricamento annullato', 'AbortError');

/** The client of the legacy services: bearer token, anti-forgery header, errors as react-admin HttpErrors. */
export function createHttpClient({
  getToken,
  renewToken,
  resolveUrl,
  fetch: fetchImpl,
  createXhr,
}: HttpClientOptions): HttpClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const newXhr = createXhr ?? (() => new XMLHttpRequest());

  async function withCredentials(initial?: HeadersInit): Promise<Headers> {
    const headers = new Headers(initial);
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrfToken = readCookie(XSRF_COOKIE);
    if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);
    return headers;
  }

  async function attempt(url: string, init: RequestInit, headers: Headers): Promise<Response> {
    try {
      return await doFetch(url, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError(error);
    }
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    const headers = await withCredentials(init.headers);
    let response = await attempt(url, init, headers);
    if (response.status === 401 && renewToken) {
      // Bodies here are strings or FormData, both sent again as they were.
      const renewed = await renewToken();
      if (renewed) {
        headers.set('Authorization', `Bearer ${renewed}`);
        response = await attempt(url, init, headers);
      }
    }
    if (!response.ok) throw await httpErrorFrom(response);
    annunciaScrittura(init.method);
    return response;
  }

  const urlOf = (request: HttpRequest): string => resolveUrl(request.path) + searchOf(request.query);

  async function sendWithProgress(request: HttpRequest, onProgress: OnUploadProgress): Promise<Response> {
    const { method, body, signal } = request;
    if (!body || !('form' in body)) throw new Error(`The upload to ${request.path} has no multipart body`);
    const headers = await withCredentials({ Accept: 'application/json' });
    if (signal?.aborted) throw abortError();
    return new Promise<Response>((resolve, reject) => {
      const xhr = newXhr();
      const stop = () => xhr.abort();
      signal?.addEventListener('abort', stop, { once: true });
      const settle = () => signal?.removeEventListener('abort', stop);
      xhr.open(method, urlOf(request));
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable && event.total > 0 ? event.total : undefined;
        onProgress({
          loaded: event.loaded,
          total,
          percent: total === undefined ? undefined : (event.loaded / total) * 100,
        });
      });
      xhr.addEventListener('load', () => {
        settle();
        // Status 0 is a request the browser refused to deliver (CORS, say): as fetch, a network error.
        if (xhr.status === 0) reject(networkError(new Error('Risposta non ricevuta')));
        else resolve(responseOf(xhr));
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(networkError(new Error('Errore di rete durante il caricamento')));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(abortError());
      });
      xhr.send(body.form);
    }).then(async (response) => {
      if (!response.ok) throw await httpErrorFrom(response);
      annunciaScrittura(method);
      return response;
    });
  }

  return {
    async json(request) {
      const response = await send(urlOf(request), initOf(request, 'application/json'));
      return { status: response.status, headers: response.headers, json: parseAnswer(await response.text()) };
    },
    async upload(request, onProgress) {
      const response = await sendWithProgress(request, onProgress);
      return { status: response.status, headers: response.headers, json: parseAnswer(await response.text()) };
    },
    async download(request) {
      const response = await send(urlOf(request), initOf(request, '*/*'));
      const filename = filenameFrom(response.headers.get('Content-Disposition'));
      return { blob: await response.blob(), filename };
    },
    async simpleRest(url: string, options: fetchUtils.Options = {}) {
      const headers = new Headers(options.headers);
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      if (typeof options.body === 'string' && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
      }
      const response = await send(resolveUrl(url), { ...options, headers });
      const body = await response.text();
      return { status: response.status, headers: response.headers, body, json: parseAnswer(body) };
    },
  };
}
