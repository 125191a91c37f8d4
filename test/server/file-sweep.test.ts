import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { pulisciTemporanei } from '../../server/src/files';
import { chiaviNominate } from '../../server/src/modules/allegato/chiavi-nominate';
import { samplePdf } from '../support/file-samples';
import { TIPI_DI_DEPOSITO, type DepositoDiProva } from './support/depositi-di-prova';
import { inserisciProgramma, preparaRiferimenti } from './support/programmi';
import { openTestDatabase } from './support/test-app';

let database: Database;
let idProgramma: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  idProgramma = await inserisciProgramma(database.db, {
    idBando: await preparaRiferimenti(database.db),
    stato: 'IN_INTEGRAZIONE',
  });
});
afterAll(async () => database?.close());

const DUE_ORE_FA = new Date(Date.now() - 2 * 60 * 60 * 1000);

describe.each(TIPI_DI_DEPOSITO)('start-up sweep of temporary files, on the $nome store', ({ apri }) => {
  let deposito: DepositoDiProva;
  beforeEach(async () => {
    deposito = await apri();
  });
  afterEach(async () => deposito.close());
  const temporanei = async () => (await deposito.voci()).filter((voce) => voce.startsWith('tmp/'));

  it('publishes what a committed row names, removes old orphans, leaves young ones and foreign names', async () => {
    const { store } = deposito;
    const put = () => store.put(Readable.from([samplePdf()]));
    const [nominato, orfano, giovane] = [await put(), await put(), await put()];
    // The row committed, the process died before publish.
    await database.db
      .execute(sql`INSERT INTO allegato_programma (id_programma_investimento, tipo, pubblicato, chiave_file, nome_file,
        tipo_file, dimensione, sha256, caricato_da)
      VALUES (${idProgramma}, 'INTEGRAZIONE', true, ${nominato.key}, 'integrazione.pdf', 'pdf', ${nominato.size},
      ${nominato.sha256}, 'proponente1')`);
    for (const file of [nominato, orfano]) await deposito.invecchia(`tmp/${file.key}`, DUE_ORE_FA);
    await deposito.scriviEstraneo('appunti.txt');
    await deposito.invecchia('tmp/appunti.txt', DUE_ORE_FA);

    const esito = await pulisciTemporanei(store, (chiavi) => chiaviNominate(database.db, chiavi));

    expect(esito).toEqual({ pubblicati: [nominato.key], rimossi: [orfano.key], lasciati: 1, scaduti: [] });
    expect(await temporanei()).toEqual(['tmp/appunti.txt', `tmp/${giovane.key}`].sort());
    const letto: Buffer[] = [];
    for await (const parte of await store.open(nominato.key)) letto.push(parte as Buffer);
    expect(Buffer.concat(letto).equals(samplePdf())).toBe(true);
    await expect(store.open(orfano.key)).rejects.toThrow();

    const ancora = await pulisciTemporanei(store, (chiavi) => chiaviNominate(database.db, chiavi));
    expect(ancora, 'a second start finds only the young upload').toEqual({
      pubblicati: [],
      rimossi: [],
      lasciati: 1,
      scaduti: [],
    });
  });

  it('deletes for good the files removed longer ago than the limit, and keeps serving the recent ones', async () => {
    const { store } = deposito;
    const pubblicato = async () => {
      const { key } = await store.put(Readable.from([samplePdf()]));
      await store.publish(key);
      return key;
    };
    const [vecchio, recente] = [await pubblicato(), await pubblicato()];
    await store.remove(vecchio);
    await store.remove(recente);
    await deposito.invecchia(`removed/${vecchio}`, DUE_ORE_FA);

    const esito = await pulisciTemporanei(store, async () => new Set());

    expect(esito).toEqual({ pubblicati: [], rimossi: [], lasciati: 0, scaduti: [vecchio] });
    await expect(store.open(vecchio)).rejects.toThrow('File non trovato');
    const letto: Buffer[] = [];
    for await (const parte of await store.open(recente)) letto.push(parte as Buffer);
    expect(Buffer.concat(letto).equals(samplePdf())).toBe(true);
  });

  it('does nothing when the store has no temporary file yet', async () => {
    const esito = await pulisciTemporanei(deposito.store, async () => {
      throw new Error('the database is not asked when there is nothing to sweep');
    });
    expect(esito).toEqual({ pubblicati: [], rimossi: [], lasciati: 0, scaduti: [] });
  });
});
