import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { righe } from '../../server/src/db/sql';
import { accoda } from '../../server/src/lavori/coda';
import { elencoLavori } from '../../server/src/lavori/elenco';
import {
  avviaLavoratore,
  type DefinizioneLavoro,
  type Lavoratore,
  type OpzioniLavoratore,
} from '../../server/src/lavori/lavoratore';
import { openTestDatabase } from './support/test-app';

/**
 * Two workers on one PostgreSQL, each through a pool of its own as two portal processes have: what one claims the
 * other cannot, and what a dead one held the other takes once its lease has passed.
 */
const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
let database: Database;
const aperti: Database[] = [];
beforeAll(async () => {
  database = await openTestDatabase(schema);
  await migrate(database);
});
afterAll(async () => {
  for (const pool of aperti) await pool.close().catch(() => undefined);
  await database?.close();
});

const errori: string[] = [];
const log = { info: () => undefined, error: (_dati: object, messaggio: string) => errori.push(messaggio) };

interface Processo {
  readonly lavoratore: Lavoratore;
  readonly pool: Database;
}

/** A worker as a process would run it: its own pool, looking for runs only when the test says (`giro`). */
async function processo(nome: string, lavori: DefinizioneLavoro[], opzioni: OpzioniLavoratore = {}) {
  const pool = await openDatabase({ url: process.env.DATABASE_URL!, schema, poolSize: 3 });
  aperti.push(pool);
  const lavoratore = avviaLavoratore(pool.db, lavori, log, { nome, attesaMs: 600_000, ...opzioni });
  await lavoratore.giro();
  return { lavoratore, pool } satisfies Processo;
}

/** A gate a job waits at, opened by the test. */
function cancello() {
  let apri!: (errore?: Error) => void;
  const aperto = new Promise<void>((resolve, reject) => (apri = (errore) => (errore ? reject(errore) : resolve())));
  return { aperto, apri };
}

const riga = async (nome: string) =>
  (
    await righe<{ stato: string; tentativi: number; ultimoErrore: string | null; bloccatoFino: string | null }>(
      database.db,
      sql`SELECT stato, tentativi, ultimo_errore AS "ultimoErrore", bloccato_fino::text AS "bloccatoFino"
        FROM lavoro WHERE nome = ${nome}`,
    )
  )[0];

describe('a job queue on PostgreSQL with two workers', () => {
  it('runs a due job exactly once with both alive, the holder renewing its lease past its first term', async () => {
    const eseguito: string[] = [];
    const { aperto, apri } = cancello();
    const lavoro = (chi: string): DefinizioneLavoro => ({
      nome: 'una-volta',
      async esegui() {
        eseguito.push(chi);
        await aperto;
      },
    });
    const opzioni = { bloccoMs: 900 };
    const [a, b] = [await processo('A', [lavoro('A')], opzioni), await processo('B', [lavoro('B')], opzioni)];
    await accoda(database.db, 'una-volta', { chiave: 'una-volta-1' });
    expect(await accoda(database.db, 'una-volta', { chiave: 'una-volta-1' }), 'the same key queues nothing').toBe(
      false,
    );

    const giriA = a.lavoratore.giro();
    await expect.poll(() => eseguito).toEqual(['A']);
    const primoTermine = (await riga('una-volta')).bloccatoFino!;
    const passato = async () =>
      (
        await righe<{ passato: boolean }>(
          database.db,
          sql`SELECT clock_timestamp() > ${primoTermine}::timestamptz AS passato`,
        )
      )[0].passato;
    await expect.poll(passato, { timeout: 5_000, interval: 100 }).toBe(true);
    expect(await b.lavoratore.giro(), 'B finds nothing: A renewed its lease').toBe(0);
    expect((await riga('una-volta')).stato).toBe('IN_CORSO');

    apri();
    expect(await giriA).toBe(1);
    expect(await b.lavoratore.giro()).toBe(0);
    expect(eseguito).toEqual(['A']);
    expect(await riga('una-volta')).toMatchObject({ stato: 'COMPLETATO', tentativi: 1, ultimoErrore: null });
    await Promise.all([a.lavoratore.ferma(), b.lavoratore.ferma()]);
  });

  it('runs a recurring job once per period though both offer it and look for it at once', async () => {
    const eseguito: string[] = [];
    const lavoro = (chi: string): DefinizioneLavoro => ({
      nome: 'ogni-giorno',
      ogniMs: 24 * 60 * 60 * 1000,
      esegui: async () => void eseguito.push(chi),
    });
    const [a, b] = await Promise.all([processo('A', [lavoro('A')]), processo('B', [lavoro('B')])]);
    await Promise.all([a.lavoratore.giro(), b.lavoratore.giro(), a.lavoratore.giro(), b.lavoratore.giro()]);
    expect(eseguito).toHaveLength(1);
    const righeDelLavoro = await righe<{ chiave: string }>(
      database.db,
      sql`SELECT chiave FROM lavoro WHERE nome = 'ogni-giorno'`,
    );
    expect(righeDelLavoro).toHaveLength(1);
    expect(righeDelLavoro[0].chiave).toBe(`ogni-giorno@${Math.floor(Date.now() / 86_400_000)}`);
    await Promise.all([a.lavoratore.ferma(), b.lavoratore.ferma()]);
  });

  it('runs again on the other worker a job whose worker died mid-run, once its lease has passed', async () => {
    const eseguito: string[] = [];
    const { aperto, apri } = cancello();
    const a = await processo('A', [{ nome: 'interrotto', esegui: () => (eseguito.push('A'), aperto) }], {
      bloccoMs: 1_500,
    });
    const b = await processo('B', [{ nome: 'interrotto', esegui: async () => void eseguito.push('B') }], {
      bloccoMs: 1_500,
    });
    await accoda(database.db, 'interrotto', { chiave: 'interrotto-1' });
    void a.lavoratore.giro();
    await expect.poll(() => eseguito).toEqual(['A']);

    // A dies: its connections are gone, it renews nothing and finishes nothing.
    await a.pool.close();
    expect(await b.lavoratore.giro(), 'the lease still runs').toBe(0);
    await expect
      .poll(
        async () => {
          await b.lavoratore.giro();
          return eseguito;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(['A', 'B']);
    expect(await riga('interrotto')).toMatchObject({
      stato: 'COMPLETATO',
      tentativi: 2,
      ultimoErrore: 'Interrotto: il processo che lo eseguiva si è fermato prima di finire',
    });
    apri(new Error('fine del test'));
    await b.lavoratore.ferma();
  });

  it('retries a failing job with a doubling wait, records its error, and fails it after its attempts', async () => {
    const tentativi: number[] = [];
    const definizione: DefinizioneLavoro = {
      nome: 'registro',
      async esegui() {
        tentativi.push(Date.now());
        if (tentativi.length < 3) throw new Error(`Registro non raggiungibile (tentativo ${tentativi.length})`);
      },
    };
    const senzaFine: DefinizioneLavoro = {
      nome: 'sempre-rotto',
      async esegui() {
        throw new Error('Servizio del protocollo non disponibile');
      },
    };
    const opzioni = { attesaBaseMs: 500 };
    const [a, b] = await Promise.all([
      processo('A', [definizione, senzaFine], opzioni),
      processo('B', [definizione, senzaFine], opzioni),
    ]);
    await accoda(database.db, 'registro', { chiave: 'registro-1', massimoTentativi: 3 });
    await accoda(database.db, 'sempre-rotto', { chiave: 'sempre-rotto-1', massimoTentativi: 2 });

    await a.lavoratore.giro();
    expect(await riga('registro')).toMatchObject({
      stato: 'IN_ATTESA',
      tentativi: 1,
      ultimoErrore: 'Registro non raggiungibile (tentativo 1)',
    });
    const { rows } = await elencoLavori(database.db, { stato: 'IN_ATTESA' });
    const prossima = rows.find((lavoro) => lavoro.nome === 'registro')!.prossimaEsecuzione!;
    expect(Date.parse(prossima) - tentativi[0]).toBeGreaterThanOrEqual(400);
    expect(await b.lavoratore.giro(), 'not due yet').toBe(0);

    const entrambi = async () => {
      await Promise.all([a.lavoratore.giro(), b.lavoratore.giro()]);
      return { registro: tentativi.length, rotto: (await riga('sempre-rotto')).stato };
    };
    await expect.poll(entrambi, { timeout: 15_000, interval: 100 }).toEqual({ registro: 3, rotto: 'FALLITO' });
    expect(tentativi[1] - tentativi[0], 'the first wait').toBeGreaterThanOrEqual(500);
    expect(tentativi[2] - tentativi[1], 'the second wait, doubled').toBeGreaterThanOrEqual(1_000);
    expect(await riga('registro')).toMatchObject({
      stato: 'COMPLETATO',
      tentativi: 3,
      ultimoErrore: 'Registro non raggiungibile (tentativo 2)',
    });
    const falliti = await elencoLavori(database.db, { stato: 'FALLITO' });
    expect(falliti.rows.find((lavoro) => lavoro.nome === 'sempre-rotto')).toMatchObject({
      descrizioneStato: 'Fallito',
      tentativi: 2,
      massimoTentativi: 2,
      ultimoErrore: 'Servizio del protocollo non disponibile',
      prossimaEsecuzione: null,
    });
    await Promise.all([a.lavoratore.ferma(), b.lavoratore.ferma()]);
  });

  it('fails for good, without running it, a run whose worker died on its last attempt', async () => {
    const eseguito: string[] = [];
    const b = await processo('B', [{ nome: 'ultimo', esegui: async () => void eseguito.push('B') }]);
    await accoda(database.db, 'ultimo', { chiave: 'ultimo-1', massimoTentativi: 2 });
    await database.db.execute(sql`UPDATE lavoro SET stato = 'IN_CORSO', tentativi = 2, bloccato_da = 'A',
      bloccato_fino = clock_timestamp() - interval '1 second' WHERE chiave = 'ultimo-1'`);
    expect(await b.lavoratore.giro()).toBe(0);
    expect(eseguito).toEqual([]);
    expect(await riga('ultimo')).toMatchObject({
      stato: 'FALLITO',
      tentativi: 2,
      ultimoErrore: 'Interrotto: il processo che lo eseguiva si è fermato prima di finire',
      bloccatoFino: null,
    });
    await b.lavoratore.ferma();
  });
});
