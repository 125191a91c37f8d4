import { configure, render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { i18nProvider } from '../../../../i18n';
import { createAuthProvider } from '../../../../src/auth/authProvider';
import { QueryClientDellaSessione } from '../../../../src/auth/risposteDellaSessione';
import { PortalAdmin } from '../../../../src/PortalAdmin';
import type { Anticipo } from '../../../../src/startup/risposteAnticipate';
import { OperazioneProvider } from '../../../../src/startup/OperazioneContext';
import type { TipoOper } from '../../../../src/startup/startupParams';
import { signedInSession } from './fakeSession';
import { dataProviderSu } from './serverFinto';

// The first render of a file loads the lazy views; under a full parallel run on two shared cores that took over 5 s.
configure({ asyncUtilTimeout: 10_000 });
// A whole test: on a host half as fast as most (Lighthouse's CPU index 1,000–1,200), the first test of the evaluation
// tab took 9.5 s alone and over 20 s beside the server files of the CI's first stage.
export const PORTAL_TEST_TIMEOUT = 30_000;
// react-admin scrolls to the top on navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

interface Options {
  readonly path?: string;
  readonly roles?: readonly string[];
  readonly tipoOper?: TipoOper;
  /** A proponent's companies (the token's `cuaa` claim). */
  readonly cuaa?: readonly string[];
  /** The network edge, the one fake: the data provider is the portal's own over every resource declaration. */
  readonly fetch: typeof fetch;
  /** The language chosen in an earlier visit (the store remembers it); Italian when absent. */
  readonly locale?: 'it' | 'en';
  /** What else an earlier visit left in the store (a list's parameters under its store key). */
  readonly stored?: Readonly<Record<string, unknown>>;
  /** The first answers the address's page needs, asked before the portal renders (src/startup/anticipo.ts). */
  readonly anticipo?: Anticipo;
  /** Told every address the portal goes to, as the browser's address bar would show it. */
  readonly suIndirizzo?: (indirizzo: { pathname: string; search: string }) => void;
}

/** The whole portal (shell, resources, routes) at `path`, signed in with `roles`, talking to `fetch`. */
export async function renderPortal(options: Options) {
  const {
    path = '/',
    roles = ['MBAC_MINISTERO'],
    tipoOper,
    cuaa,
    fetch,
    locale,
    stored,
    anticipo,
    suIndirizzo,
  } = options;
  const { session } = await signedInSession({ roles, cuaa });
  const authProvider = createAuthProvider(session, 'http://localhost/contratti-filiera-fe/');
  const dataProvider = dataProviderSu(fetch);
  const view = render(
    <OperazioneProvider params={{ tipoOper }}>
      <TestMemoryRouter initialEntries={[path]} locationCallback={suIndirizzo}>
        <PortalAdmin
          authProvider={authProvider}
          dataProvider={anticipo?.(dataProvider) ?? dataProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClientDellaSessione(session)}
          store={memoryStore({ ...stored, ...(locale ? { locale } : {}) })}
        />
      </TestMemoryRouter>
    </OperazioneProvider>,
  );
  return { ...view, authProvider };
}
