import { configure, render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../../i18n';
import { createAuthProvider } from '../../../../src/auth/authProvider';
import { PortalAdmin } from '../../../../src/PortalAdmin';
import { OperazioneProvider } from '../../../../src/startup/OperazioneContext';
import type { TipoOper } from '../../../../src/startup/startupParams';
import { signedInSession } from './fakeSession';

// The first render of a file loads the lazy views; under a full parallel run that exceeds the default waits.
configure({ asyncUtilTimeout: 5000 });
export const PORTAL_TEST_TIMEOUT = 20_000;
// react-admin scrolls to the top on navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

interface Options {
  readonly path?: string;
  readonly roles?: readonly string[];
  readonly tipoOper?: TipoOper;
  readonly dataProvider: DataProvider;
}

/** The whole portal (shell, resources, routes) at `path`, signed in with `roles`, on an in-memory data provider. */
export async function renderPortal({ path = '/', roles = ['MBAC_MINISTERO'], tipoOper, dataProvider }: Options) {
  const { session } = await signedInSession({ roles });
  const authProvider = createAuthProvider(session, 'http://localhost/contratti-filiera-fe/');
  const view = render(
    <OperazioneProvider params={{ tipoOper }}>
      <TestMemoryRouter initialEntries={[path]}>
        <PortalAdmin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} />
      </TestMemoryRouter>
    </OperazioneProvider>,
  );
  return { ...view, authProvider };
}
