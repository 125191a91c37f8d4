import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { pulisciTemporanei, type FileStore, type FileSource, type PutOptions } from '../../server/src/files';
import { chiaviNominate } from '../../server/src/modules/allegato/chiavi-nominate';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, type PortaleFile, type Risposta } from './support/allegati';
import { TIPI_DI_DEPOSITO } from './support/depositi-di-prova';
import { inserisciProgramma } from './support/programmi';

/**
 * The real store, with a pause point the test fills in: the next `open` (the download has read the row) or the next
 * `publish` (the upload has committed) first runs the given requests through the real routes. No timing involved.
 */
class DepositoConPausa implements FileStore {
  primaDiAprire?: () => Promise<void>;
  primaDiPubblicare?: () => Promise<void>;

  constructor(private readonly store: FileStore) {}

  async open(key: string): Promise<Readable> {
    const pausa = this.primaDiAprire;
    this.primaDiAprire = undefined;
    await pausa?.();
    return this.store.open(key);
  }

  async publish(key: string): Promise<void> {
    const pausa = this.primaDiPubblicare;
    this.primaDiPubblicare = undefined;
    await pausa?.();
    return this.store.publish(key);
  }

  put = (source: FileSource, options?: PutOptions) => this.store.put(source, options);
  discard = (key: string) => this.store.discard(key);
  remove = (key: string) => this.store.remove(key);
  deleteRemoved = (olderThan: Date) => this.store.deleteRemoved(olderThan);
  temporaryFiles = () => this.store.temporaryFiles();
  raggiungibile = () => this.store.raggiungibile();
}

describe.each(TIPI_DI_DEPOSITO)('on the $nome store', (tipo) => {
  let deposito: DepositoConPausa;
  let portale: PortaleFile;
  beforeAll(async () => {
    portale = await apriPortaleFile({}, { tipo, avvolgi: (store) => (deposito = new DepositoConPausa(store)) });
  });
  afterAll(async () => portale?.close());

  const A = '/api/allegato';
  const versione = (n: number) => Buffer.concat([samplePdf(), Buffer.from(`\n% versione ${n}\n`)]);
  const programmaValidato = () => inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'VALIDATO' });
  const carica = (id: number, contenuto: Buffer, nome: string) =>
    portale.carica('ministero', `${A}/allegaFileApprovazione/${id}`, contenuto, nome);
  const scarica = (id: number) => portale.chiama('ministero', 'GET', `${A}/downloadFileApprovazione/${id}`);
  const chiaviPubblicate = async () => (await portale.filePubblicati()).map((path) => basename(path)).sort();
  const chiaviDelleRighe = async () =>
    (await righe<{ chiave: string }>(portale.db, sql`SELECT chiave_file::text AS chiave FROM allegato_programma`))
      .map(({ chiave }) => chiave)
      .sort();

  describe('a download racing a replacement or a deletion of the same file (docs/files.md)', () => {
    it('gets, whole, the file it found: the replaced one when it read the row before the replacement', async () => {
      const id = await programmaValidato();
      expect((await carica(id, versione(1), 'decreto.pdf')).status).toBe(201);

      let sostituzione: Risposta | undefined;
      deposito.primaDiAprire = async () => {
        sostituzione = await carica(id, versione(2), 'decreto-bis.pdf');
      };
      const inCorso = await scarica(id);

      expect(sostituzione?.status, 'the replacement ran between the row read and the open').toBe(201);
      expect(inCorso.status).toBe(200);
      expect(inCorso.headers['content-disposition']).toContain('filename="decreto.pdf"');
      expect(inCorso.raw.equals(versione(1)), 'the old bytes, whole').toBe(true);
      const dopo = await scarica(id);
      expect(dopo.headers['content-disposition']).toContain('filename="decreto-bis.pdf"');
      expect(dopo.raw.equals(versione(2))).toBe(true);
    });

    it('gets the deleted file if it read the row before the deletion committed; a later download has 404', async () => {
      const id = await programmaValidato();
      expect((await carica(id, versione(3), 'decreto.pdf')).status).toBe(201);

      let cancellazione: Risposta | undefined;
      deposito.primaDiAprire = async () => {
        cancellazione = await portale.chiama('ministero', 'DELETE', `${A}/cancellaFileApprovazione/${id}`);
      };
      const inCorso = await scarica(id);

      expect(cancellazione?.status).toBe(204);
      expect(inCorso.status).toBe(200);
      expect(inCorso.raw.equals(versione(3))).toBe(true);
      expect(await scarica(id)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    });

    it('gets an upload just committed, before the upload itself has published its file', async () => {
      const id = await programmaValidato();
      let tra: Risposta | undefined;
      deposito.primaDiPubblicare = async () => {
        tra = await scarica(id);
      };

      expect((await carica(id, versione(4), 'decreto.pdf')).status).toBe(201);

      expect(tra?.status, 'the download ran between the commit and the publication').toBe(200);
      expect(tra?.raw.equals(versione(4))).toBe(true);
      expect((await scarica(id)).raw.equals(versione(4))).toBe(true);
    });

    it('leaves, after the sweep past the grace period, exactly the files the rows name', async () => {
      expect((await portale.fileRimossi()).length, 'the replaced and the deleted file, kept for the sweep').toBe(2);

      const esito = await pulisciTemporanei(deposito, (chiavi) => chiaviNominate(portale.db, chiavi), {
        adesso: new Date(Date.now() + 60 * 60 * 1000),
      });

      expect(esito.scaduti).toHaveLength(2);
      expect(await portale.fileRimossi()).toEqual([]);
      expect(await portale.fileTemporanei()).toEqual([]);
      expect(await chiaviPubblicate()).toEqual(await chiaviDelleRighe());
    });
  });
});
