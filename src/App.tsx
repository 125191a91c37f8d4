import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { schemas } from '../resources';
import { createAuthProvider } from './auth/authProvider';
import type { AuthSession } from './auth/authSession';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PortalAdmin } from './PortalAdmin';
import { AppConfigContext } from './startup/AppConfigContext';
import type { AppConfig } from './startup/config';
import { OperazioneProvider } from './startup/OperazioneContext';
import { indirizzoUscita } from './uscita/indirizzo';
import type { StartupParams } from './startup/startupParams';

export interface AppDeps {
  readonly config: AppConfig;
  readonly session: AuthSession;
  readonly params: StartupParams;
}

const BASE_URL = import.meta.env.BASE_URL;

const createPortalRouter = ({ config, session }: AppDeps) => {
  const authProvider = createAuthProvider(session, `${location.origin}${indirizzoUscita(BASE_URL)}`);
  const dataProvider = createDataProvider({
    schemas,
    baseUrls: { api: config.PROGRAMMI_URL, apigen: config.DISTRETTI_CIBO_URL },
    getToken: () => session.getToken(),
    renewToken: () => session.renewAfterRefusal(),
  });
  // A data router (react-admin works inside it): its errorElement answers the router's own errors.
  return createBrowserRouter(
    [
      {
        path: '*',
        element: <PortalAdmin authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} />,
        errorElement: <RouteErrorPage />,
      },
    ],
    { basename: BASE_URL.replace(/\/$/, '') },
  );
};

const PortalApp = (deps: AppDeps) => {
  const [router] = useState(() => createPortalRouter(deps));
  return (
    <AppConfigContext.Provider value={deps.config}>
      <OperazioneProvider params={deps.params}>
        <RouterProvider router={router} />
      </OperazioneProvider>
    </AppConfigContext.Provider>
  );
};

export function renderApp(root: HTMLElement, deps: AppDeps): void {
  createRoot(root).render(
    <StrictMode>
      <PortalApp {...deps} />
    </StrictMode>,
  );
}
