import { connect, type Socket } from 'node:net';
import { percentile } from './percentile';

export interface EsitoCarico {
  /** Answers with a 2xx status per second of the round (from its start to the last answer). */
  readonly rps: number;
  readonly p99Ms: number;
  /** Answers with a 2xx status. */
  readonly richieste: number;
  readonly non2xx: number;
  /** Connections that failed, closed with a request unanswered, or left one unanswered for `attesaMassimaMs`. */
  readonly errori: number;
  /** Every answer's latency in milliseconds, from writing the request to the last byte of its body. */
  readonly latenzeMs: readonly number[];
}

const LF = 0x0a;
const FINE_INTESTAZIONI = Buffer.from('\r\n\r\n');

/** What one connection is reading: the head, a body of known length, or a chunked body's parts. */
type Stato =
  | { readonly fase: 'testa' }
  | { readonly fase: 'corpo'; resto: number }
  | { readonly fase: 'misura-pezzo' }
  | { readonly fase: 'pezzo'; resto: number }
  | { readonly fase: 'coda' };

/**
 * The list's load as pgbench's clients put it on PostgreSQL: `connessioni` keep-alive HTTP/1.1 connections, one request
 * in flight on each, the same pre-built GET sent again as soon as the previous answer has ended, for `secondi` seconds.
 * Only the status line and the body's framing (Content-Length or chunked) are read, so that the client spends as
 * little as it can of the two cores it shares with the portal and PostgreSQL (docs/performance.md).
 * A request unanswered for `attesaMassimaMs` (autocannon's 10 s) fails its connection, which another replaces.
 */
export function misuraCarico(
  url: string,
  intestazioni: Readonly<Record<string, string>>,
  connessioni: number,
  secondi: number,
  attesaMassimaMs = 10_000,
): Promise<EsitoCarico> {
  const indirizzo = new URL(url);
  const richiesta = Buffer.from(
    `GET ${indirizzo.pathname}${indirizzo.search} HTTP/1.1\r\nHost: ${indirizzo.host}\r\n` +
      Object.entries(intestazioni)
        .map(([nome, valore]) => `${nome}: ${valore}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const porta = Number(indirizzo.port || 80);
  const latenzeMs: number[] = [];
  let richieste = 0;
  let non2xx = 0;
  let errori = 0;
  let ultima = 0;
  let aperte = 0;
  const inizio = performance.now();
  const fine = inizio + secondi * 1000;

  return new Promise((resolve) => {
    const chiusa = () => {
      if (--aperte > 0) return;
      const durata = (ultima > inizio ? ultima : performance.now()) - inizio;
      resolve({
        rps: (richieste * 1000) / durata,
        p99Ms: percentile(latenzeMs, 99),
        richieste,
        non2xx,
        errori,
        latenzeMs,
      });
    };

    const apri = () => {
      aperte++;
      const socket: Socket = connect({ host: indirizzo.hostname, port: porta, noDelay: true });
      socket.setTimeout(attesaMassimaMs, () => socket.destroy(new Error('nessuna risposta')));
      let stato: Stato = { fase: 'testa' };
      let stato2xx = false;
      let chiudeDopo = false;
      let avviata = 0;
      let inVolo = false;
      let errata = false;
      let terminata = false;
      // The part of a head or of a chunk-size line that a packet split.
      let avanzo: Buffer | undefined;

      const invia = () => {
        avviata = performance.now();
        inVolo = true;
        socket.write(richiesta);
      };
      const finita = () => {
        const ora = performance.now();
        latenzeMs.push(ora - avviata);
        ultima = ora;
        inVolo = false;
        if (stato2xx) richieste++;
        else non2xx++;
        stato = { fase: 'testa' };
        if (ora >= fine) terminata = true;
        if (terminata || chiudeDopo) socket.end();
        else invia();
      };
      const guasto = () => socket.destroy(new Error('risposta illeggibile'));

      /** Reads the head at the start of `dati`; answers where the body starts, or -1 while it is incomplete. */
      const leggiTesta = (dati: Buffer): number => {
        const fineTesta = dati.indexOf(FINE_INTESTAZIONI);
        if (fineTesta < 0) return -1;
        const testa = dati.toString('latin1', 0, fineTesta).toLowerCase();
        const codice = Number(testa.slice(9, 12));
        stato2xx = codice >= 200 && codice < 300;
        chiudeDopo = /\r\nconnection:[ \t]*close/.test(testa);
        const lunghezza = /\r\ncontent-length:[ \t]*(\d+)/.exec(testa);
        if (codice === 204 || codice === 304) stato = { fase: 'corpo', resto: 0 };
        else if (/\r\ntransfer-encoding:[^\r]*chunked/.test(testa)) stato = { fase: 'misura-pezzo' };
        else if (lunghezza) stato = { fase: 'corpo', resto: Number(lunghezza[1]) };
        else return -2; // a body ended by closing the connection: not what a keep-alive API answers
        return fineTesta + FINE_INTESTAZIONI.length;
      };

      socket.on('connect', invia);
      socket.on('data', (pacchetto: Buffer) => {
        const dati = avanzo ? Buffer.concat([avanzo, pacchetto]) : pacchetto;
        avanzo = undefined;
        let i = 0;
        while (i < dati.length || (stato.fase === 'corpo' && stato.resto === 0)) {
          switch (stato.fase) {
            case 'testa': {
              const inizioCorpo = leggiTesta(i === 0 ? dati : dati.subarray(i));
              if (inizioCorpo === -2) {
                guasto();
                return;
              }
              if (inizioCorpo < 0) {
                avanzo = dati.subarray(i);
                return;
              }
              i += inizioCorpo;
              break;
            }
            case 'corpo': {
              const presi = Math.min(stato.resto, dati.length - i);
              stato.resto -= presi;
              i += presi;
              if (stato.resto === 0) finita();
              break;
            }
            case 'misura-pezzo':
            case 'coda': {
              const a = dati.indexOf(LF, i);
              if (a < 0) {
                avanzo = dati.subarray(i);
                return;
              }
              const riga = dati.toString('latin1', i, a).trim();
              i = a + 1;
              if (stato.fase === 'coda') {
                if (riga === '') finita();
              } else {
                const dimensione = Number.parseInt(riga, 16);
                if (!Number.isFinite(dimensione)) {
                  guasto();
                  return;
                }
                // A chunk's data is followed by CRLF; the last chunk (size 0) by the trailer and an empty line.
                stato = dimensione === 0 ? { fase: 'coda' } : { fase: 'pezzo', resto: dimensione + 2 };
              }
              break;
            }
            case 'pezzo': {
              const presi = Math.min(stato.resto, dati.length - i);
              stato.resto -= presi;
              i += presi;
              if (stato.resto === 0) stato = { fase: 'misura-pezzo' };
              break;
            }
          }
          if (socket.destroyed || socket.writableEnded) return;
        }
      });
      socket.on('error', () => {
        errata = true;
        errori++;
      });
      socket.on('close', () => {
        // A request left unanswered by a connection the server closed is a failure; another connection takes its place.
        if (inVolo && !errata) errori++;
        if (!terminata && performance.now() < fine) apri();
        chiusa();
      });
    };

    for (let c = 0; c < connessioni; c++) apri();
  });
}
