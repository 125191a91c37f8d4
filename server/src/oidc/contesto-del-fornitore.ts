import type { IncomingMessage, ServerResponse } from 'node:http';
import contestoDelFornitore from 'oidc-provider/lib/helpers/als.js';

type Gestore = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The provider's request handler, its request context released once no request of its own is running. oidc-provider
 * keeps each request in an AsyncLocalStorage; on Node 20, once that storage has been entered, every promise the
 * process creates is hooked, the services' too, for as long as the process lives (a list request's CPU grew by a few
 * hundredths: docs/performance.md). Disabled when the last running request's answer is closed, the next one enters it
 * again.
 */
export function conContestoSoloDuranteLeRichieste(gestore: Gestore): Gestore {
  let inCorso = 0;
  return (req, res) => {
    inCorso += 1;
    res.once('close', () => {
      inCorso -= 1;
      if (inCorso === 0) contestoDelFornitore.disable();
    });
    return gestore(req, res);
  };
}
