import autocannon from 'autocannon';

export interface EsitoAutocannon {
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
 * Loads `url` with `connessioni` keep-alive connections for `secondi` seconds from this process (the portal runs in
 * its own). Any answer but 2xx, or a connection error, fails the measure: it would not be the list being measured.
 */
export async function misuraAutocannon(
  url: string,
  { token, cookie }: Credenziali,
  connessioni: number,
  secondi: number,
): Promise<EsitoAutocannon> {
  const headers = { authorization: `Bearer ${token}`, cookie };
  const risultato = await autocannon({ url, connections: connessioni, duration: secondi, headers });
  if (risultato.non2xx > 0 || risultato.errors > 0 || risultato.timeouts > 0) {
    throw new Error(
      `autocannon: ${risultato.non2xx} risposte non 2xx, ${risultato.errors} errori, ${risultato.timeouts} timeout`,
    );
  }
  return { rps: risultato.requests.average, p99Ms: risultato.latency.p99, richieste: risultato['2xx'] };
}
