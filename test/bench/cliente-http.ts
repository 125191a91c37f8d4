import autocannon from 'autocannon';
import { misuraCarico } from './carico-http';

export interface EsitoHttp {
  readonly rps: number;
  readonly p99Ms: number;
  readonly richieste: number;
}

/** What a signed-in browser sends: its bearer token and the cookies the portal gave it (the anti-forgery one). */
export interface Credenziali {
  readonly token: string;
  readonly cookie: string;
}

/**
 * The client that loads the list: the bench's own (test/bench/carico-http.ts), or autocannon with
 * BENCH_CLIENTE=autocannon for comparison (docs/performance.md).
 */
export const CLIENTE_HTTP = process.env.BENCH_CLIENTE === 'autocannon' ? 'autocannon' : 'carico-http';

/**
 * Loads `url` with `connessioni` keep-alive connections for `secondi` seconds from this process (the portal runs in
 * its own). Any answer but 2xx, or a connection error, fails the measure: it would not be the list being measured.
 */
export async function misuraHttp(
  url: string,
  { token, cookie }: Credenziali,
  connessioni: number,
  secondi: number,
): Promise<EsitoHttp> {
  const headers = { authorization: `Bearer ${token}`, cookie };
  if (CLIENTE_HTTP === 'carico-http') {
    const esito = await misuraCarico(url, headers, connessioni, secondi);
    if (esito.non2xx > 0 || esito.errori > 0) {
      throw new Error(`carico-http: ${esito.non2xx} risposte non 2xx, ${esito.errori} errori`);
    }
    return esito;
  }
  const risultato = await autocannon({ url, connections: connessioni, duration: secondi, headers });
  if (risultato.non2xx > 0 || risultato.errors > 0 || risultato.timeouts > 0) {
    throw new Error(
      `autocannon: ${risultato.non2xx} risposte non 2xx, ${risultato.errors} errori, ${risultato.timeouts} timeout`,
    );
  }
  return { rps: risultato.requests.average, p99Ms: risultato.latency.p99, richieste: risultato['2xx'] };
}
