import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, corpoMultipart, type PortaleFile } from './support/allegati';
import { TIPI_DI_DEPOSITO, type DepositoDiProva } from './support/depositi-di-prova';
import { claimsOf, inserisciProgramma } from './support/programmi';

describe.each(TIPI_DI_DEPOSITO)('an upload cut off mid-body, on the $nome store', (tipo) => {
  let portale: PortaleFile;
  let deposito: DepositoDiProva;
  let porta: number;
  beforeAll(async () => {
    portale = await apriPortaleFile(
      { uploadMaxBytes: 20 * 1024 * 1024 },
      { tipo, aperto: (aperto) => (deposito = aperto) },
    );
    await portale.portal.app.listen({ port: 0, host: '127.0.0.1' });
    porta = (portale.portal.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => portale?.close());

  it('leaves neither a row nor a file', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'VALIDATO' });
    const { roles, ...claims } = claimsOf('ministero');
    const token = await portale.portal.issuer.forRoles(roles as Role[], claims);
    const { payload, contentType } = await corpoMultipart(
      // Half of it sent: enough for the store to hold some of it (on S3, a part of a multipart upload).
      Buffer.concat([samplePdf(), Buffer.alloc(Math.max(32 * 1024, 2 * deposito.byteVisibili), 1)]),
      'decreto.pdf',
    );
    const socket = connect(porta, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/allegato/allegaFileApprovazione/${id} HTTP/1.1\r\nHost: ` +
        `127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
    await expect
      .poll(() => deposito.invioInCorso(), { message: 'the upload was streaming into the store', timeout: 15_000 })
      .toBe(1);
    socket.destroy();
    await expect.poll(() => portale.fileTemporanei(), { timeout: 5_000 }).toEqual([]);

    expect(
      await righe(portale.db, sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${id}`),
    ).toHaveLength(0);
    expect(await portale.filePubblicati()).toEqual([]);
    expect(await portale.fileTemporanei()).toEqual([]);
  });
});
