import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { s3Client, type S3Config } from '../../server/src/files';
import { samplePdf } from '../support/file-samples';
import { avviaServerS3, type ServerS3 } from '../support/s3-server';
import { corpoMultipart } from './support/allegati';
import { tokenDi } from './support/arresto';
import { avviaDueProcessiVeri, type DueProcessiVeri } from './support/processi-veri';
import { inserisciProgramma, preparaRiferimenti } from './support/programmi';

let s3: ServerS3;
let bucket: S3Config;
let portale: DueProcessiVeri;
let validato: number;
beforeAll(async () => {
  s3 = await avviaServerS3();
  bucket = await s3.nuovoBucket();
  portale = await avviaDueProcessiVeri(
    async (database) => {
      validato = await inserisciProgramma(database.db, {
        idBando: await preparaRiferimenti(database.db),
        stato: 'VALIDATO',
      });
    },
    { ambiente: s3.ambiente(bucket), cartellePerProcesso: true },
  );
}, 240_000);
afterAll(async () => {
  await portale?.close();
  await s3?.close();
});

const A = '/api/allegato';

describe('two server processes with their files in one S3 bucket, nothing shared on disk', () => {
  it('download through one process the file uploaded through the other', async () => {
    const token = await tokenDi(portale.url, 'ministero');
    const pdf = Buffer.concat([samplePdf(), Buffer.from('\n% decreto di approvazione su S3\n')]);
    const { payload, contentType } = await corpoMultipart(pdf, 'decreto.pdf');
    const headers = { authorization: `Bearer ${token}` };
    const [caricatoDa, scaricatoDa] = [portale.processi[0].url, portale.processi[1].url];

    const caricato = await fetch(`${caricatoDa}${A}/allegaFileApprovazione/${validato}`, {
      method: 'POST',
      body: new Uint8Array(payload),
      headers: { ...headers, 'content-type': contentType },
    });
    expect(caricato.status, await caricato.clone().text()).toBe(201);
    const scaricato = await fetch(`${scaricatoDa}${A}/downloadFileApprovazione/${validato}`, { headers });

    expect(scaricato.status).toBe(200);
    expect(scaricato.headers.get('content-disposition')).toContain('filename="decreto.pdf"');
    expect(Buffer.from(await scaricato.arrayBuffer()).equals(pdf), 'the same bytes, from the bucket').toBe(true);
    const [{ chiave }] = await righe<{ chiave: string }>(
      portale.database.db,
      sql`SELECT chiave_file::text AS chiave FROM allegato_programma WHERE id_programma_investimento = ${validato}`,
    );
    const client = s3Client(bucket);
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    client.destroy();
    expect(Contents.map(({ Key }) => Key)).toEqual([`files/${chiave}`]);
    for (const { dataDir } of portale.processi)
      expect(existsSync(join(dataDir, 'files')), 'no file in either data folder').toBe(false);
  });

  it('approve with that file through the balancer; each process reads it approved and serves the file', async () => {
    const token = await tokenDi(portale.url, 'ministero');
    const headers = { authorization: `Bearer ${token}` };
    const approvato = await fetch(
      `${portale.url}/api/programma/approvazioneprogramma/${validato}?codiceCup=J12B34000010005&codiceCore=1234567`,
      { method: 'PUT', headers },
    );
    expect(approvato.status, await approvato.clone().text()).toBe(200);
    expect(((await approvato.json()) as { idStato: string }).idStato).toBe('APPROVATO');
    for (const { url } of portale.processi) {
      const letto = await fetch(`${url}/api/programma/getDatiGeneraliProgramma/${validato}`, { headers });
      expect(((await letto.json()) as { idStato: string }).idStato).toBe('APPROVATO');
      const scaricato = await fetch(`${url}${A}/downloadFileApprovazione/${validato}`, { headers });
      expect(scaricato.status).toBe(200);
      expect(scaricato.headers.get('content-disposition')).toContain('filename="decreto.pdf"');
    }
  });
});
