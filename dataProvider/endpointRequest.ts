import type { Endpoint } from '../contract/types';
import { RequiredParameterError } from './errors';
import type { HttpRequest, Query, QueryValue, RequestBody } from './http';

export type Values = Readonly<Record<string, unknown>>;

/** What a call of one endpoint is made of; the endpoint's declaration decides which parts are used. */
export interface EndpointCall {
  /** Values for the `{placeholders}` of the path. */
  readonly pathValues?: Values;
  /** Values for the endpoint's query parameters; names the endpoint does not declare are left out. */
  readonly queryValues?: Values;
  /** The JSON body, or the extra fields of a multipart body. */
  readonly body?: unknown;
  readonly file?: Blob;
  readonly signal?: AbortSignal;
}

const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined;

const asText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

const toQueryValue = (value: unknown): QueryValue | QueryValue[] => {
  if (Array.isArray(value)) return value.map(asText);
  return typeof value === 'number' || typeof value === 'boolean' ? value : asText(value);
};

function pathOf({ path, operationId }: Endpoint, values: Values): string {
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (isMissing(value)) throw new RequiredParameterError(name, operationId);
    return encodeURIComponent(String(value));
  });
}

function queryOf({ query = [], requiredQuery = [], operationId }: Endpoint, values: Values): Query {
  const missing = requiredQuery.find((name) => isMissing(values[name]));
  if (missing) throw new RequiredParameterError(missing, operationId);
  const names = [...new Set([...query, ...requiredQuery])].filter((name) => !isMissing(values[name]));
  return Object.fromEntries(names.map((name) => [name, toQueryValue(values[name])]));
}

function formDataOf(file: Blob, fields: unknown): FormData {
  const form = new FormData();
  // Fields go before the file: a streaming multipart parser only sees the fields that precede it.
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      if (!isMissing(value)) form.append(name, value instanceof Blob ? value : asText(value));
    }
  }
  form.append('file', file);
  return form;
}

function bodyOf({ body, operationId }: Endpoint, call: EndpointCall): RequestBody | undefined {
  if (body === 'json') {
    if (isMissing(call.body)) throw new RequiredParameterError('body', operationId);
    return { json: call.body };
  }
  if (body === 'multipart') {
    if (isMissing(call.file)) throw new RequiredParameterError('file', operationId);
    return { form: formDataOf(call.file, call.body) };
  }
  return undefined;
}

/**
 * The request of one endpoint call. A required parameter that is null or undefined stops it before any request
 * (docs/data-provider.md).
 */
export function endpointRequest(endpoint: Endpoint, call: EndpointCall): HttpRequest {
  return {
    method: endpoint.method,
    path: pathOf(endpoint, call.pathValues ?? {}),
    query: queryOf(endpoint, call.queryValues ?? {}),
    body: bodyOf(endpoint, call),
    signal: call.signal,
  };
}
