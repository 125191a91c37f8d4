import { createAuthSession } from './auth/createAuth';
import { bandoPubblico } from './pubblico/indirizzo';
import { anticipoDi } from './startup/anticipo';
import { loadConfig } from './startup/config';
import { registerServiceWorker } from './startup/serviceWorker';
import { readStartupParams } from './startup/startupParams';
import { showStartupError } from './startup/showStartupError';
import { isPaginaUscita } from './uscita/indirizzo';

const BASE_URL = import.meta.env.BASE_URL;

/** The catalogue is fetched only on this rare path, to keep it out of the sign-in chunk. */
const identityFailedText = async (): Promise<string> =>
  (await import('../i18n')).i18nProvider.translate('portale.shell.identity_failed');

/** Signs the person in before the router is shown: the router is only for a signed-in person. */
async function start(root: HTMLElement): Promise<void> {
  // The published final ranking is for everyone: it needs no sign-in, and loads none of the back office.
  const idBando = bandoPubblico(location.pathname, BASE_URL);
  if (idBando !== null)
    return (await import('./pubblico/render')).renderGraduatoriaPubblica(
      root,
      idBando === 'non-valido' ? null : idBando,
    );
  // After 'Esci' the provider sends the person here: a page to sign in again from, not a new sign-in at once.
  if (isPaginaUscita(location.pathname, BASE_URL)) {
    const config = await loadConfig(BASE_URL, location.origin);
    return (await import('./uscita/render')).renderUscita(root, config, BASE_URL);
  }
  // The page of some addresses is fetched, and its first answers asked, while the person is signed in.
  const anticipo = anticipoDi(location.pathname, BASE_URL);
  const params = readStartupParams(location.search, sessionStorage);
  void registerServiceWorker(BASE_URL);
  const config = await loadConfig(BASE_URL, location.origin);
  const session = createAuthSession(config, BASE_URL);
  // The session is usually picked up without leaving the page (src/auth/authSession.ts), so the app is fetched and
  // evaluated meanwhile instead of after it; shown only once the person is signed in.
  const app = import('./App');
  app.catch(() => undefined);
  const outcome = await session.start();
  if (outcome === 'unauthenticated') return location.reload();
  if (outcome === 'failed') return showStartupError(root, await identityFailedText());
  const { renderApp } = await app;
  renderApp(root, { config, session, params, anticipo: await anticipo });
}

void start(document.getElementById('root') as HTMLElement);
