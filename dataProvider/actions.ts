import type { Endpoint } from '../contract/types';
import { saveBlob, type Download } from './download';
import { endpointRequest, type Values } from './endpointRequest';
import type { HttpClient, OnUploadProgress } from './http';
import type { DataProviderSchema } from './schema';

export interface ActionArgs {
  /** The record the action applies to; fills the path placeholders that `params` leaves open. */
  readonly record?: Values;
  /** Path and query parameters of the action. */
  readonly params?: Values;
  /** The JSON body, or the extra fields of a multipart body. */
  readonly body?: unknown;
  readonly file?: Blob;
  readonly signal?: AbortSignal;
  /** For a multipart action: sends it with upload progress events (XMLHttpRequest), reported here as they come. */
  readonly onUploadProgress?: OnUploadProgress;
  /** For a JSON action: the answer's status, where it says something the body does not (201 created, 200 found). */
  readonly onStatus?: (status: number) => void;
}

export interface PortalActions {
  /** Runs a named action of a resource (`schema.actions`); a download action answers a `Download`. */
  action<Result = unknown>(resource: string, actionName: string, args?: ActionArgs): Promise<Result>;
  /** Runs a download action for a record and hands the file to the browser. */
  download(resource: string, actionName: string, record: Values): Promise<Download>;
  /** Reads a JSON call of the contract that is no resource's list or record (what may be done on a record now). */
  read<Result = unknown>(endpoint: Endpoint, values: Values): Promise<Result>;
}

export function createActions(schemaOf: (resource: string) => DataProviderSchema, http: HttpClient): PortalActions {
  const endpointOf = (resource: string, actionName: string): Endpoint => {
    const declaration = schemaOf(resource).actions?.[actionName];
    if (!declaration) throw new Error(`The resource "${resource}" declares no action "${actionName}"`);
    return declaration.endpoint;
  };

  async function action<Result>(resource: string, actionName: string, args: ActionArgs = {}): Promise<Result> {
    const endpoint = endpointOf(resource, actionName);
    const request = endpointRequest(endpoint, {
      pathValues: { ...args.record, ...args.params },
      queryValues: args.params,
      body: args.body,
      file: args.file,
      signal: args.signal,
    });
    // The declaration says what the answer is; the caller names its type, as with react-admin's own methods.
    if (endpoint.download) return (await http.download(request)) as Result;
    if (args.onUploadProgress && endpoint.body === 'multipart')
      return (await http.upload(request, args.onUploadProgress)).json as Result;
    const answer = await http.json(request);
    args.onStatus?.(answer.status);
    return answer.json as Result;
  }

  async function download(resource: string, actionName: string, record: Values): Promise<Download> {
    if (!endpointOf(resource, actionName).download) {
      throw new Error(`The action "${actionName}" of "${resource}" is not a download`);
    }
    const file = await action<Download>(resource, actionName, { record });
    saveBlob(file.blob, file.filename);
    return file;
  }

  const read = async <Result>(endpoint: Endpoint, values: Values): Promise<Result> =>
    (await http.json(endpointRequest(endpoint, { pathValues: values }))).json as Result;

  return { action, download, read };
}
