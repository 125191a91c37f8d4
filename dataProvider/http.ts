import type { fetchUtils } from 'ra-core';
import type { HttpMethod } from '../resources/types';
import { filenameFrom, type Download } from './download';
import { httpErrorFrom, networkError } from './errors';

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

export interface HttpClient {
  json(request: HttpRequest): Promise<JsonAnswer>;
  download(request: HttpRequest): Promise<Download>;
  /** The same client in the shape ra-data-simple-rest expects (that of `fetchUtils.fetchJson`). */
  simpleRest: typeof fetchUtils.fetchJson;
}

export interface HttpClientOptions {
  /** The current access token; the auth layer refreshes it before answering. */
  readonly getToken: () => Promise<string | null | undefined>;
  readonly resolveUrl: (path: string) => string;
  readonly fetch?: typeof fetch;
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

/** The client of the legacy services: bearer token, anti-forgery header, errors as react-admin HttpErrors. */
export function createHttpClient({ getToken, resolveUrl, fetch: fetchImpl }: HttpClientOptions): HttpClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function send(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrfToken = readCookie(XSRF_COOKIE);
    if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError(error);
    }
    if (!response.ok) throw await httpErrorFrom(response);
    return response;
  }

  const urlOf = (request: HttpRequest): string => resolveUrl(request.path) + searchOf(request.query);

  return {
    async json(request) {
      const response = await send(urlOf(request), initOf(request, 'application/json'));
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
