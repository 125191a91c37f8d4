import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { schemas } from '../resources';
import { createAuthProvider } from './auth/authProvider';
import type { AuthSession } from './auth/authSession';
import { QueryClientDellaSessione } from './auth/risposteDellaSessione';
import type { Anticipo } from './startup/risposteAnticipate';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PortalAdmin } from './PortalAdmin';
import { AppConfigContext } from './startup/AppConfigContext';
import type { AppConfig } from './startup/config';
import { OperazioneProvider } from './startup/OperazioneContext';
import { indirizzoUscita } from './uscita/indirizzo';
import { disegnaLeRisposteInSecondoPiano } from './startup/renderInSecondoPiano';
import type { StartupParams } from './startup/startupParams';

export interface AppDeps {
  readonly config: AppConfig;
  readonly session: AuthSession;
  readonly params: StartupParams;
  /** The address's page asked for its first answers already (src/startup/anticipo.ts). */
  readonly anticipo?: Anticipo;
}

const BASE_URL = import.meta.env.BASE_URL;

const createPortalRouter = ({ config, session, anticipo }: AppDeps) => {
  const authProvider = createAuthProvider(session, `${location.origin}${indirizzoUscita(BASE_URL)}`);
  const portalDataProvider = createDataProvider({
    schemas,
    baseUrls: { api: config.PROGRAMMI_URL, apigen: config.DISTRETTI_CIBO_URL },
    getToken: () => session.getToken(),
    renewToken: () => session.renewAfterRefusal(),
  });
  const dataProvider = anticipo?.(portalDataProvider) ?? portalDataProvider;
  // A data router (react-admin works inside it): its errorElement answers the router's own errors.
  return createBrowserRouter(
    [
      {
        path: '*',
        element: (
          <PortalAdmin
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={new QueryClientDellaSessione(session)}
          />
        ),
        errorElement: <RouteErrorPage />,
      },
    ],
    { basename: BASE_URL.replace(/\/$/, '') },
  );
};

const PortalApp = ({ deps, router }: { deps: AppDeps; router: ReturnType<typeof createPortalRouter> }) => (
  <AppConfigContext.Provider value={deps.config}>
    <OperazioneProvider params={deps.params}>
      <RouterProvider router={router} />
    </OperazioneProvider>
  </AppConfigContext.Provider>
);

export function renderApp(root: HTMLElement, deps: AppDeps): void {
  // Made before the first render, so that the answers the address's page needs are asked now.
  const router = createPortalRouter(deps);
  disegnaLeRisposteInSecondoPiano();
  const reactRoot = createRoot(root);
  // The first screen too is drawn in slices (see disegnaLeRisposteInSecondoPiano).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <PortalApp deps={deps} router={router} />
      </StrictMode>,
    ),
  );
}
