import { connect, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import type { TempiHttp } from '../../server/src/config';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, corpoMultipart, type PortaleFile } from './support/allegati';
import { claimsOf, inserisciProgramma } from './support/programmi';

const UN_ORA = 3_600_000;
let portale: PortaleFile | undefined;
afterEach(async () => {
  await portale?.close();
  portale = undefined;
});

interface CaricamentoFermo {
  readonly idProgramma: number;
  readonly socket: Socket;
  /** Resolves with what the server sent, once the connection is closed. */
  readonly chiuso: Promise<string>;
}

/** A client that sends the headers and half the multipart body of an upload, then stops sending, connection open. */
async function caricamentoFermoAMeta(tempiHttp: TempiHttp): Promise<CaricamentoFermo> {
  const aperto = await apriPortaleFile({ tempiHttp });
  portale = aperto;
  await aperto.portal.app.listen({ port: 0, host: '127.0.0.1' });
  const porta = (aperto.portal.app.server.address() as AddressInfo).port;
  const idProgramma = await inserisciProgramma(aperto.db, { idBando: aperto.idBando, stato: 'VALIDATO' });
  const { roles, ...claims } = claimsOf('ministero');
  const token = await aperto.portal.issuer.forRoles(roles as Role[], claims);
  const { payload, contentType } = await corpoMultipart(
    Buffer.concat([samplePdf(), Buffer.alloc(32 * 1024, 1)]),
    'decreto.pdf',
  );
  const socket = connect(porta, '127.0.0.1');
  let ricevuto = '';
  socket.on('data', (chunk) => (ricevuto += chunk));
  socket.on('error', () => undefined);
  const chiuso = new Promise<string>((resolve) => socket.once('close', () => resolve(ricevuto)));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /api/allegato/allegaFileApprovazione/${idProgramma} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
  await expect
    .poll(() => aperto.fileTemporanei(), { message: 'the upload was streaming into the store', timeout: 10_000 })
    .toHaveLength(1);
  return { idProgramma, socket, chiuso };
}

async function nienteLasciato(idProgramma: number) {
  await expect.poll(() => portale!.fileTemporanei(), { timeout: 10_000 }).toEqual([]);
  const allegati = sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${idProgramma}`;
  expect(await righe(portale!.db, allegati)).toHaveLength(0);
  expect(await portale!.filePubblicati()).toEqual([]);
}

describe('a stop while an upload is stalled mid-body', () => {
  it('ends within the grace period: the stalled connection is closed and its temporary file removed', async () => {
    const graziaMs = 2_000;
    const { idProgramma, socket, chiuso } = await caricamentoFermoAMeta({
      richiestaMs: UN_ORA,
      inattivitaMs: UN_ORA,
      chiusuraMs: graziaMs,
    });

    let timer: NodeJS.Timeout | undefined;
    const bloccato = new Promise((resolve) => (timer = setTimeout(resolve, graziaMs + 30_000, 'ancora aperto')));
    const esito = await Promise.race([portale!.portal.app.close().then(() => 'chiuso'), bloccato]);
    clearTimeout(timer);

    expect(esito).toBe('chiuso');
    expect(await chiuso).toBe('');
    expect(socket.destroyed).toBe(true);
    await nienteLasciato(idProgramma);
  });
});

describe('an upload that stalls with no stop', () => {
  it('loses its connection once idle past the inactivity time, and leaves neither a row nor a file', async () => {
    const { idProgramma, chiuso } = await caricamentoFermoAMeta({
      richiestaMs: UN_ORA,
      inattivitaMs: 1_500,
      chiusuraMs: 10_000,
    });

    await chiuso;

    await nienteLasciato(idProgramma);
  });
});
