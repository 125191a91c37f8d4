import { createDataProvider, type DataProviderOptions, type DataProviderSchema } from '../../../dataProvider';

/** The one fake of these tests: `fetch` at the edge, recording what the data provider sends. */
export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: RequestInit['body'];
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

export function fakeFetch(answer: Answer = () => jsonAnswer([])) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const request = { method: init.method ?? 'GET', url: String(input), headers, body: init.body };
    sent.push(request);
    return answer(request);
  };
  return { fetch, sent };
}

export const jsonAnswer = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });

export const fileAnswer = (content: string, headers: Record<string, string> = {}): Response =>
  new Response(content, { headers: { 'Content-Type': 'application/vnd.ms-excel', ...headers } });

export const getToken = async (): Promise<string> => 'token-di-prova';

export const BASE_URLS = { api: 'http://programmi.test', apigen: 'http://generico.test' };

/** A data provider over these schemas whose fetch answers with `answer`, and the requests it sent. */
export function providerOver(
  schemas: readonly DataProviderSchema[],
  answer?: Answer,
  options: Partial<DataProviderOptions> = {},
) {
  const edge = fakeFetch(answer);
  const dataProvider = createDataProvider({ schemas, baseUrls: BASE_URLS, getToken, fetch: edge.fetch, ...options });
  return { ...edge, dataProvider };
}
