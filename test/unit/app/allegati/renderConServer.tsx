import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { i18nProvider } from '../../../../i18n';
import { createDataProvider } from '../../../../dataProvider';
import { schemas } from '../../../../resources';
import type { Role } from '../../../../contract/roles';
import { isAllowed, isResourceName } from '../../../../contract/policy';
import { BASE_URLS, fakeFetch, getToken, jsonAnswer, type SentRequest } from '../../dataProvider/fakeFetch';
import { fakeXhr, type FakeXhr } from '../../dataProvider/fakeXhr';

configure({ asyncUtilTimeout: 5000 });
// These screens are rendered here without their lazy route, which would bring their texts.
await i18nProvider.loadScreenTexts();

/** The server's answers by path (without `/api`), for GET; other methods answer `scritture` or 204. */
export type Risposte = Record<string, unknown>;

/**
 * A component with the real data provider over every resource schema, whose network edge is fake: fetch answers from
 * `letture` by path, XMLHttpRequest (uploads) is driven by the test. Signed in with `roles`.
 */
export function renderConServer(
  ui: ReactNode,
  {
    roles,
    letture,
    onUpload,
    scrivi,
  }: {
    roles: Role[];
    letture: () => Risposte;
    onUpload?: (xhr: FakeXhr) => void;
    /** The answer to a write, when it is not a 204 (a refusal, say). */
    scrivi?: (request: SentRequest) => Response | undefined;
  },
) {
  const edge = fakeFetch((request: SentRequest) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') return scrivi?.(request) ?? new Response(null, { status: 204 });
    const risposta = letture()[path];
    // An answer still to come (a slow server): the test settles it.
    if (risposta instanceof Promise) return risposta.then((valore: unknown) => jsonAnswer(valore));
    return risposta === undefined
      ? jsonAnswer({ message: `Non previsto: ${path}` }, { status: 404 })
      : jsonAnswer(risposta);
  });
  const xhr = fakeXhr(onUpload);
  const dataProvider = createDataProvider({
    schemas,
    baseUrls: BASE_URLS,
    getToken,
    fetch: edge.fetch,
    createXhr: xhr.createXhr,
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
    canAccess: async ({ action, resource, record }) =>
      isResourceName(resource) && isAllowed({ roles, resource, permission: action, record }),
  };
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
  return { sent: edge.sent, xhr };
}

export const percorsi = (sent: readonly SentRequest[], method = 'GET') =>
  sent
    .filter((request) => request.method === method)
    .map((request) => new URL(request.url).pathname + new URL(request.url).search);
