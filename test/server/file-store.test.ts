import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FileTooLargeError,
  FileTypeRefusedError,
  LocalFileStore,
  StoredFileNotFoundError,
  withPublishedFile,
  type FileStore,
  type StoredFile,
} from '../../server/src/files';
import {
  SAMPLE_EXE,
  SAMPLE_JPEG,
  SAMPLE_PNG,
  SAMPLE_TIFF,
  sampleDocx,
  samplePdf,
  samplePptxLikeZip,
  sampleP7mDer,
  sampleXlsx,
  sampleZip,
} from '../support/file-samples';
import { TIPI_DI_DEPOSITO, type DepositoDiProva } from './support/depositi-di-prova';

const MB = 1024 * 1024;

function inChunks(bytes: Buffer, size: number): Readable {
  return Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
}

/** A PDF-looking stream of `total` bytes that never holds more than 64 KB in memory. */
async function* pdfOfSize(total: number) {
  yield Buffer.from('%PDF-1.7\n');
  for (let sent = 9; sent < total; sent += 65_536) yield Buffer.alloc(Math.min(65_536, total - sent), 0x20);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('LocalFileStore layout', () => {
  it('keeps a published file under two levels of folders named by its key', async () => {
    const root = await mkdtemp(join(tmpdir(), 'file-store-'));
    try {
      const store = new LocalFileStore(root);
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.publish(key);
      const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      expect(files.map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))).toEqual([
        join(key.slice(0, 2), key.slice(2, 4), key),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.each(TIPI_DI_DEPOSITO)('the $nome store', ({ apri }) => {
  let deposito: DepositoDiProva;
  let store: FileStore;
  beforeEach(async () => {
    deposito = await apri();
    store = deposito.store;
  });
  afterEach(async () => deposito.close());
  const filesOnDisk = () => deposito.voci();

  describe('put and publish', () => {
    it.each([
      ['pdf', () => samplePdf()],
      ['p7m', () => sampleP7mDer()],
      ['png', () => SAMPLE_PNG],
      ['jpeg', () => SAMPLE_JPEG],
      ['tiff', () => SAMPLE_TIFF],
      ['xlsx', () => sampleXlsx()],
      ['docx', () => sampleDocx()],
      ['zip', () => sampleZip([['computo metrico.txt', 'Computo metrico estimativo']])],
    ] as const)('stores a %s with its size and SHA-256, under its key only', async (type, sample) => {
      const bytes = await sample();
      const stored = await store.put(inChunks(bytes, 1024));
      expect(stored).toEqual({
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        size: bytes.length,
        sha256: sha256(bytes),
        type,
      });
      await store.publish(stored.key);
      expect(await filesOnDisk()).toEqual([`pubblicato/${stored.key}`]);
      expect(await buffer(await store.open(stored.key))).toEqual(bytes);
    });

    it('hashes large streams like node:crypto does', async () => {
      const bytes = Buffer.concat([
        samplePdf(),
        Buffer.from(Array.from({ length: 3 * MB }, (_, i) => (i * 7919) % 256)),
      ]);
      const stored = await store.put(inChunks(bytes, 65_536));
      expect(stored.sha256).toBe(sha256(bytes));
      expect(stored.size).toBe(bytes.length);
    });

    it('gives every upload its own key', async () => {
      const keys = await Promise.all([1, 2, 3].map(() => store.put(Readable.from([samplePdf()])).then((f) => f.key)));
      expect(new Set(keys).size).toBe(3);
    });
  });

  describe('refusals leave nothing behind', () => {
    it('refuses an executable renamed .pdf: the type comes from the content', async () => {
      const refusal = store.put(Readable.from([SAMPLE_EXE]));
      await expect(refusal).rejects.toBeInstanceOf(FileTypeRefusedError);
      await expect(refusal).rejects.toMatchObject({
        statusCode: 415,
        message: 'Tipo di file non ammesso: sono accettati PDF, P7M firmati, immagini, XLSX, DOCX e ZIP',
      });
      expect(await filesOnDisk()).toEqual([]);
    });

    it('refuses an empty file saying it is empty, on the file field, not that its type is wrong', async () => {
      await expect(store.put(Readable.from([]))).rejects.toMatchObject({
        statusCode: 400,
        message: 'Il file è vuoto: scegliere un file che abbia un contenuto',
        errors: { file: 'Il file è vuoto: scegliere un file che abbia un contenuto' },
      });
      expect(await filesOnDisk()).toEqual([]);
    });

    it('refuses an archive that turns out, once whole, to be of a kind not accepted', async () => {
      await expect(store.put(inChunks(await samplePptxLikeZip(), 1024))).rejects.toBeInstanceOf(FileTypeRefusedError);
      expect(await filesOnDisk()).toEqual([]);
    });

    it('accepts exactly the limit and refuses one byte more with 413', async () => {
      const exact = await store.put(Readable.from(pdfOfSize(MB)), { maxBytes: MB });
      expect(exact.size).toBe(MB);
      await store.discard(exact.key);

      const refusal = store.put(Readable.from(pdfOfSize(MB + 1)), { maxBytes: MB });
      await expect(refusal).rejects.toBeInstanceOf(FileTooLargeError);
      await expect(refusal).rejects.toMatchObject({
        statusCode: 413,
        message: 'Il file supera la dimensione massima di 1 MB',
      });
      expect(await filesOnDisk()).toEqual([]);
    });

    it('limits to 20 MB by default, and says so', async () => {
      await expect(store.put(Readable.from(pdfOfSize(20 * MB + 1)))).rejects.toMatchObject({
        statusCode: 413,
        message: 'Il file supera la dimensione massima di 20 MB',
      });
      expect(await filesOnDisk()).toEqual([]);
    });

    it('says the limit in Italian when it is not a whole number of MB', async () => {
      await expect(store.put(Readable.from(pdfOfSize(3 * MB)), { maxBytes: 2.5 * MB })).rejects.toThrow(
        'Il file supera la dimensione massima di 2,5 MB',
      );
      await expect(store.put(Readable.from(pdfOfSize(600 * 1024)), { maxBytes: 512 * 1024 })).rejects.toThrow(
        'Il file supera la dimensione massima di 512 KB',
      );
    });

    it('leaves no file when the source fails mid-body', async () => {
      const source = new Readable({ read() {} });
      source.push(samplePdf());
      source.push(Buffer.alloc(10_000, 0x20));
      const upload = store.put(source);
      // The store has taken the bytes: it listens to the source, and an error before that would be nobody's to catch.
      await expect.poll(() => source.readableLength, { timeout: 5_000 }).toBe(0);
      source.destroy(new Error('connessione interrotta'));
      await expect(upload).rejects.toThrow('connessione interrotta');
      expect(await filesOnDisk()).toEqual([]);
    });

    it('leaves no file when the source is aborted without an error', async () => {
      const source = new Readable({ read() {} });
      source.push(samplePdf());
      const upload = store.put(source);
      await expect.poll(() => source.readableLength, { timeout: 5_000 }).toBe(0);
      source.destroy();
      await expect(upload).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
      expect(await filesOnDisk()).toEqual([]);
    });

    it('leaves no file when a generator source throws', async () => {
      async function* source() {
        yield samplePdf();
        yield Buffer.alloc(8_192, 0x20);
        throw new Error('client disconnesso');
      }
      await expect(store.put(source())).rejects.toThrow('client disconnesso');
      expect(await filesOnDisk()).toEqual([]);
    });
  });

  describe('publish, discard, open and remove', () => {
    it('keeps a put file invisible until published', async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await store.publish(key);
      expect(await buffer(await store.open(key))).toEqual(samplePdf());
    });

    it('publishes again harmlessly, so a recovery can retry', async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.publish(key);
      await store.publish(key);
      expect(await buffer(await store.open(key))).toEqual(samplePdf());
    });

    it('discards a put file for good', async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.discard(key);
      expect(await filesOnDisk()).toEqual([]);
      await expect(store.publish(key)).rejects.toMatchObject({ statusCode: 404, message: 'File non trovato' });
      await store.discard(key);
    });

    it('keeps a removed file readable until the sweep deletes it, and removing again is harmless', async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.publish(key);
      const alreadyOpen = await store.open(key);
      await store.remove(key);
      await store.remove(key);
      expect(await filesOnDisk(), 'no longer published, kept aside').toEqual([`removed/${key}`]);
      expect(await buffer(await store.open(key)), 'a request that read the row before still gets it').toEqual(
        samplePdf(),
      );
      expect(await buffer(alreadyOpen)).toEqual(samplePdf());

      expect(await store.deleteRemoved(new Date(Date.now() - 60_000)), 'removed just now: kept').toEqual([]);
      expect(await store.deleteRemoved(new Date(Date.now() + 1_000))).toEqual([key]);
      expect(await filesOnDisk()).toEqual([]);
      await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    });

    it('removes a file committed but not yet published, which publish then cannot revive', async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.remove(key);
      await store.publish(key);
      expect(await filesOnDisk()).toEqual([`removed/${key}`]);
      await store.deleteRemoved(new Date(Date.now() + 1_000));
      expect(await filesOnDisk()).toEqual([]);
    });

    it('never turns a key that is not its own into a path', async () => {
      for (const key of ['../../etc/passwd', '', 'tmp/x', 'A1B2C3D4-0000-4000-8000-000000000000']) {
        await expect(store.open(key)).rejects.toThrow('Chiave di file non valida');
        await expect(store.remove(key)).rejects.toThrow('Chiave di file non valida');
        await expect(store.publish(key)).rejects.toThrow('Chiave di file non valida');
        await expect(store.discard(key)).rejects.toThrow('Chiave di file non valida');
      }
    });
  });

  describe('withPublishedFile', () => {
    it('publishes once the database work has committed, and answers its result', async () => {
      const rows: StoredFile[] = [];
      const result = await withPublishedFile(
        store,
        Readable.from([samplePdf()]),
        { nome: 'documento.pdf' },
        async (file) => {
          rows.push(file);
          await expect(store.open(file.key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
          return { idAllegato: 7 };
        },
      );
      expect(result).toEqual({ idAllegato: 7 });
      expect(await buffer(await store.open(rows[0].key))).toEqual(samplePdf());
    });

    it('discards the file and rethrows when the database work fails', async () => {
      const rollback = new Error('violazione di vincolo');
      await expect(
        withPublishedFile(store, Readable.from([samplePdf()]), { nome: 'documento.pdf' }, async () =>
          Promise.reject(rollback),
        ),
      ).rejects.toBe(rollback);
      expect(await filesOnDisk()).toEqual([]);
    });

    it('never reaches the database for a refused upload', async () => {
      const dbWork = vi.fn(async () => 'mai');
      await expect(
        withPublishedFile(store, Readable.from([SAMPLE_EXE]), { nome: 'documento.pdf' }, dbWork),
      ).rejects.toBeInstanceOf(FileTypeRefusedError);
      await expect(
        withPublishedFile(store, Readable.from(pdfOfSize(2 * MB)), { maxBytes: MB, nome: 'documento.pdf' }, dbWork),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(dbWork).not.toHaveBeenCalled();
      expect(await filesOnDisk()).toEqual([]);
    });
  });
});
