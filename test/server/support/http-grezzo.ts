import { connect } from 'node:net';

export interface RispostaGrezza {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Sends the bytes as they are over a real socket and reads the whole answer: for what no HTTP client would send. */
export function richiestaGrezza(porta: number, richiesta: string | Buffer): Promise<RispostaGrezza> {
  return new Promise((resolve, reject) => {
    // Written, not ended: the server closes a half-closed connection before it answers.
    const socket = connect(porta, '127.0.0.1', () => socket.write(richiesta));
    const parti: Buffer[] = [];
    socket.on('data', (parte) => parti.push(parte));
    socket.on('error', reject);
    socket.on('close', () => {
      const testo = Buffer.concat(parti).toString('utf8');
      const [testa, ...corpo] = testo.split('\r\n\r\n');
      const [riga, ...righe] = testa.split('\r\n');
      const headers = Object.fromEntries(
        righe.map((r) => [r.slice(0, r.indexOf(':')).toLowerCase(), r.slice(r.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(riga.split(' ')[1]), headers, body: corpo.join('\r\n\r\n') });
    });
  });
}
