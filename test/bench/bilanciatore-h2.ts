import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream';

/**
 * What a phone meets in production (the portal's processes behind a load balancer): HTTPS with HTTP/2 in
 * front of the portal's plain HTTP/1.1, as a TLS-terminating load balancer or reverse proxy gives it. It forwards every
 * request to the portal with the X-Forwarded headers such a proxy adds, and streams both ways. For the benches only:
 * its certificate is made for localhost at start and trusted by Chromium through its key's hash.
 */
export interface Bilanciatore {
  /** https://localhost:<port>: the portal's public address behind it (PUBLIC_URL). */
  readonly url: string;
  /** Chromium's flag that trusts its certificate's key, and only it. */
  readonly flagChromium: string;
  chiudi(): Promise<void>;
}

/** Connection-level headers, which a proxy does not forward (RFC 9110 §7.6.1) and HTTP/2 forbids. */
const DI_CONNESSIONE = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

const inoltrabili = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([nome]) => !nome.startsWith(':') && !DI_CONNESSIONE.has(nome) && nome !== 'host'),
  );

/** A self-signed certificate for localhost, made with the system's openssl. */
function certificato(): { key: Buffer; cert: Buffer } {
  const cartella = mkdtempSync(join(tmpdir(), 'bilanciatore-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', join(cartella, 'key.pem'), '-out', join(cartella, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(cartella, 'key.pem')), cert: readFileSync(join(cartella, 'cert.pem')) };
  } finally {
    rmSync(cartella, { recursive: true, force: true });
  }
}

/** Starts the load balancer on `porta`, in front of the portal listening at `portale` (http://host:port). */
export async function avviaBilanciatore(porta: number, portale: string): Promise<Bilanciatore> {
  const { key, cert } = certificato();
  const pubblico = `localhost:${porta}`;
  const destinazione = new URL(portale);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (richiesta, risposta) => {
    const inoltro = http.request(
      {
        host: destinazione.hostname,
        port: destinazione.port,
        method: richiesta.method,
        path: richiesta.url,
        headers: {
          ...inoltrabili(richiesta.headers),
          host: pubblico,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': pubblico,
          'x-forwarded-for': richiesta.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (dalPortale) => {
        risposta.writeHead(dalPortale.statusCode ?? 502, inoltrabili(dalPortale.headers));
        pipeline(dalPortale, risposta, () => undefined);
      },
    );
    inoltro.on('error', () => {
      if (!risposta.headersSent) risposta.writeHead(502);
      risposta.end();
    });
    pipeline(richiesta, inoltro, () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(porta, '127.0.0.1', resolve));
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    url: `https://${pubblico}`,
    flagChromium: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    chiudi: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
