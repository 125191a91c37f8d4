import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { startPortal, type RunningPortal } from '../support/portal-process';
import { caricamentoSospeso, chiaviDelleRighe, sha256, tokenDi } from './support/arresto';
import { corpoMultipart } from './support/allegati';
import { TIPI_DI_DEPOSITO, type DepositoDiProva } from './support/depositi-di-prova';

const P = '/api/programma';
interface Programma {
  idProgrammaInvestimento: number;
  idStato: string;
}

async function chiama(url: string, token: string, metodo: string, path: string, body?: BodyInit, tipo?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(tipo && { 'content-type': tipo }) };
  return fetch(`${url}${path}`, { method: metodo, headers, body });
}

/**
 * The real portal as a process on its own data (PGlite), killed with SIGKILL while uploads and transitions run, then
 * restarted on the same data: nothing answered as done is lost, no file without its row nor row
 * without its file, no state change without its audit record, and the sweep leaves no temporary file. On each store.
 */
describe.each(TIPI_DI_DEPOSITO)('on the $nome store', ({ apri }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portale-arresto-'));
  let deposito: DepositoDiProva;
  let portale: RunningPortal | undefined;
  afterAll(async () => {
    // Killed, not stopped: after a failure the stalled uploads would hold a graceful shutdown open.
    if (portale && portale.process.exitCode === null) {
      const morto = new Promise((resolve) => portale!.process.once('exit', resolve));
      portale.process.kill('SIGKILL');
      await morto;
    }
    await deposito?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('a kill -9 during uploads and transitions', () => {
    it('loses nothing committed and leaves nothing half done', async () => {
      deposito = await apri(dataDir);
      // PGlite in the data folder, whatever the environment names; abandoned uploads swept after two seconds.
      const ENV = { DATABASE_URL: '', FILE_TEMPORANEI_SECONDI: '2', ...deposito.ambiente };
      const voci = async (area: string) =>
        (await deposito.voci())
          .filter((voce) => voce.startsWith(`${area}/`))
          .map((voce) => voce.slice(area.length + 1));
      portale = await startPortal(ENV, dataDir);
      const { url } = portale;
      const token = await tokenDi(url, 'ministero');
      const programmi = (await (
        await chiama(url, token, 'GET', `${P}/getListaProgrammiInvestimento`)
      ).json()) as Programma[];
      const validati = programmi.filter((p) => p.idStato === 'VALIDATO').map((p) => p.idProgrammaInvestimento);
      const daAnnullare = programmi
        .filter((p) => !['VALIDATO', 'NON_AMMESSO', 'ANNULLATO'].includes(p.idStato))
        .map((p) => p.idProgrammaInvestimento);
      expect(validati.length).toBeGreaterThanOrEqual(2);
      expect(daAnnullare.length).toBeGreaterThanOrEqual(10);

      // Half the validated programmes get an upload that stalls mid-body; the others a whole one, as transitions run.
      const sospesi = validati.slice(0, Math.ceil(validati.length / 2));
      const interi = validati.slice(sospesi.length);
      const caricati = new Map<number, string>();
      for (const id of sospesi) {
        const { payload, contentType } = await corpoMultipart(
          // Half of it sent: enough for the store to hold some of it (on S3, a part of a multipart upload).
          Buffer.concat([samplePdf(), Buffer.alloc(Math.max(256 * 1024, 2 * deposito.byteVisibili), 0x20)]),
          'sospeso.pdf',
        );
        caricamentoSospeso(url, `/api/allegato/allegaFileApprovazione/${id}`, token, payload, contentType);
      }
      const annullati: number[] = [];
      // A call the kill cuts off rejects: it is simply not among the ones done.
      const transizioni = daAnnullare.map((id) =>
        chiama(url, token, 'PUT', `${P}/annullamentoProgramma/${id}?note=Prova%20di%20arresto`).then(
          (risposta) => risposta.ok && annullati.push(id),
          () => undefined,
        ),
      );
      const caricamenti = interi.map(async (id) => {
        const contenuto = Buffer.concat([samplePdf(), Buffer.from(`decreto ${id}`)]);
        const { payload, contentType } = await corpoMultipart(contenuto, `decreto-${id}.pdf`);
        const carica = chiama(url, token, 'POST', `/api/allegato/allegaFileApprovazione/${id}`, payload, contentType);
        await carica.then(
          (risposta) => risposta.status === 201 && caricati.set(id, sha256(contenuto)),
          () => undefined,
        );
      });

      await expect.poll(() => deposito.invioInCorso(), { timeout: 30_000 }).toBe(sospesi.length);
      await expect.poll(() => annullati.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      const morto = new Promise((resolve) => portale!.process.once('exit', resolve));
      portale.process.kill('SIGKILL');
      await morto;
      await Promise.allSettled([...transizioni, ...caricamenti]);
      const fatti = { annullati: [...annullati], caricati: new Map(caricati) };

      portale = await startPortal(ENV, dataDir);
      const dopo = await tokenDi(portale.url, 'ministero');
      for (const id of fatti.annullati) {
        const dati = await (await chiama(portale.url, dopo, 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).json();
        expect(dati.idStato, `programma ${id} annullato prima dell'arresto`).toBe('ANNULLATO');
      }
      for (const [id, impronta] of fatti.caricati) {
        const file = await chiama(portale.url, dopo, 'GET', `/api/allegato/downloadFileApprovazione/${id}`);
        expect(sha256(await file.arrayBuffer()), `file d'approvazione del programma ${id}`).toBe(impronta);
      }
      await expect.poll(() => voci('tmp'), { timeout: 30_000 }).toEqual([]);
      await portale.stop();
      portale = undefined;

      const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
      try {
        const chiavi = await chiaviDelleRighe(database.db);
        const pubblicati = await voci('pubblicato');
        expect(
          pubblicati.filter((chiave) => !chiavi.includes(chiave)),
          'file senza riga',
        ).toEqual([]);
        expect(
          chiavi.filter((chiave) => !pubblicati.includes(chiave)),
          'righe senza file',
        ).toEqual([]);
        const senzaAudit = await righe<{ id: number }>(
          database.db,
          sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p
          WHERE p.id_stato = 'ANNULLATO' AND NOT EXISTS (SELECT 1 FROM programma_audit a
            WHERE a.id_programma_investimento = p.id_programma_investimento AND a.stato_a = 'ANNULLATO')`,
        );
        expect(senzaAudit, 'annullati senza il loro audit').toEqual([]);
        const auditSenzaStato = await righe<{ id: number }>(
          database.db,
          sql`SELECT a.id_programma_investimento AS id FROM programma_audit a
          JOIN programma_investimento p USING (id_programma_investimento)
          WHERE a.stato_a = 'ANNULLATO' AND p.id_stato <> 'ANNULLATO'`,
        );
        expect(auditSenzaStato, 'audit di annullamenti non avvenuti').toEqual([]);
      } finally {
        await database.close();
      }
    }, 300_000);
  });
});
