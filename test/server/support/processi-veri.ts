import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { freePort, startPortal, type RunningPortal } from '../../support/portal-process';
import { roundRobin } from './due-processi';

export interface DueProcessiVeri {
  /** The balancer's address, the one people and tokens know (`PUBLIC_URL` of both processes). */
  readonly url: string;
  readonly processi: readonly [RunningPortal, RunningPortal];
  /** How many requests the balancer sent to each process, in the order of `processi`. */
  readonly serviti: readonly [number, number];
  /** The shared database, as the test sees it through a connection of its own. */
  readonly database: Database;
  close(): Promise<void>;
}

async function amministra(url: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * Two real server processes (`server/src/main.ts`, as `npm start` runs it) on a PostgreSQL database of the test's own
 * on the server of DATABASE_URL (the entry reads no schema, so a database rather than a schema), sharing one data
 * folder as two processes behind a balancer share a volume for the files, behind a round-robin balancer whose address
 * is their public one. `prepara` runs on the migrated database before they start: a database with a call already in
 * it is not seeded with the demonstration data.
 */
export interface OpzioniDueProcessi {
  /** More settings for both processes (`FILE_STORE=s3` and its bucket). */
  readonly ambiente?: Record<string, string>;
  /** A data folder for each process, sharing nothing on disk: what two machines have. */
  readonly cartellePerProcesso?: boolean;
}

export async function avviaDueProcessiVeri(
  prepara: (database: Database) => Promise<void>,
  { ambiente = {}, cartellePerProcesso = false }: OpzioniDueProcessi = {},
): Promise<DueProcessiVeri> {
  const amministrazione = process.env.DATABASE_URL;
  if (!amministrazione) throw new Error('Due processi del server richiedono PostgreSQL: imposta DATABASE_URL');
  const nome = `due_processi_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await amministra(amministrazione, `CREATE DATABASE ${nome}`);
  const indirizzo = new URL(amministrazione);
  indirizzo.pathname = `/${nome}`;
  const database = await openDatabase({ url: indirizzo.toString(), poolSize: 2 });
  const cartella = () => mkdtempSync(join(tmpdir(), 'due-processi-veri-'));
  const prima = cartella();
  const cartelle = [prima, cartellePerProcesso ? cartella() : prima];
  const avviati: RunningPortal[] = [];
  const serviti = [0, 0];
  let bilanciatore: ReturnType<typeof roundRobin> | undefined;
  const close = async () => {
    if (bilanciatore) {
      bilanciatore.closeAllConnections();
      await new Promise((resolve) => bilanciatore!.close(resolve));
    }
    for (const processo of avviati) await processo.stop();
    await database.close();
    for (const propria of new Set(cartelle)) rmSync(propria, { recursive: true, force: true });
    await amministra(amministrazione, `DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  };
  try {
    await migrate(database);
    await prepara(database);
    const portaBilanciatore = await freePort();
    const url = `http://localhost:${portaBilanciatore}`;
    const env = { DATABASE_URL: indirizzo.toString(), PUBLIC_URL: url, DATABASE_POOL_SIZE: '4', ...ambiente };
    // Started together, as two processes behind a balancer are: on a fresh database both want to create the keys.
    const esiti = await Promise.allSettled(cartelle.map((propria) => startPortal(env, propria)));
    for (const esito of esiti) if (esito.status === 'fulfilled') avviati.push(esito.value);
    const fallito = esiti.find((esito) => esito.status === 'rejected');
    if (fallito) throw fallito.reason;
    const processi = [...avviati];
    bilanciatore = roundRobin(
      processi.map((processo) => Number(new URL(processo.url).port)),
      serviti,
    );
    await new Promise<void>((resolve) => bilanciatore!.listen(portaBilanciatore, '127.0.0.1', resolve));
    return {
      url,
      processi: processi as [RunningPortal, RunningPortal],
      serviti: serviti as unknown as [number, number],
      database,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
