import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { openDatabase, type Database } from '../../../server/src/db/database';
import { LocalFileStore } from '../../../server/src/files';
import { createEmbeddedIdentity } from '../../../server/src/oidc/index';
import { freePort } from '../../support/portal-process';
import { testConfig } from './test-app';
import { openTestDatabase } from './test-database';

/** One portal "process": its own app, its own identity provider, its own data folder and database connections. */
export interface Processo {
  readonly url: string;
  readonly app: FastifyInstance;
}

export interface DueProcessi {
  /** The balancer's address, the one people and tokens know (`PUBLIC_URL`). */
  readonly url: string;
  readonly processi: readonly [Processo, Processo];
  /** How many requests the balancer sent to each process, in the order of `processi`. */
  readonly serviti: readonly [number, number];
  /** The database as the first process sees it, for the test's own preparation and checks. */
  readonly database: Database;
  close(): Promise<void>;
}

/**
 * The same schema through a pool of its own on PostgreSQL, as a second server process would open it; PGlite has a
 * single connection in one process, so there the two apps share it.
 */
async function apriAncora(database: Database, schema: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...database, close: async () => undefined };
  return openDatabase({ url, schema });
}

/** A balancer that sends each request to the next process in turn, whatever the request or its cookies. */
export function roundRobin(porte: readonly number[], serviti: number[]): Server {
  let turno = 0;
  return createServer((richiesta, risposta) => {
    const indice = turno++ % porte.length;
    serviti[indice] += 1;
    const inoltro = httpRequest(
      {
        host: '127.0.0.1',
        port: porte[indice],
        method: richiesta.method,
        path: richiesta.url,
        headers: richiesta.headers,
      },
      (risposta_) => {
        risposta.writeHead(risposta_.statusCode ?? 502, risposta_.headers);
        risposta_.pipe(risposta);
      },
    );
    inoltro.on('error', () => {
      if (!risposta.headersSent) risposta.writeHead(502);
      risposta.end();
    });
    richiesta.pipe(inoltro);
  });
}

/**
 * Two portal apps on one database, each with its own embedded identity provider and its own (empty) data folder,
 * listening on ports of their own, behind a round-robin balancer whose address is the public one.
 */
export async function avviaDueProcessi(prepara: (database: Database) => Promise<void>): Promise<DueProcessi> {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const database = await openTestDatabase(schema);
  await prepara(database);
  const portaBilanciatore = await freePort();
  const url = `http://localhost:${portaBilanciatore}`;
  const cartelle: string[] = [];
  const connessioni: Database[] = [];
  // Started together, as two processes behind a balancer are: on a fresh database both want to create the keys.
  const processi = await Promise.all(
    [1, 2].map(async (): Promise<Processo> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'due-processi-'));
      cartelle.push(dataDir);
      const propria = await apriAncora(database, schema);
      connessioni.push(propria);
      const config = testConfig({ dataDir }, { PUBLIC_URL: url, LOG_LEVEL: 'silent' });
      const identity = await createEmbeddedIdentity({
        publicUrl: url,
        dataDir,
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        accessTokenTtl: config.oidc.accessTokenTtl,
        database: propria,
      });
      const fileStore = new LocalFileStore(join(dataDir, 'files'));
      const app = await buildApp({ config, database: propria, identity, fileStore });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('Processo senza porta');
      return { url: `http://127.0.0.1:${address.port}`, app };
    }),
  );
  const serviti = [0, 0];
  const bilanciatore = roundRobin(
    processi.map(({ url: indirizzo }) => Number(new URL(indirizzo).port)),
    serviti,
  );
  await new Promise<void>((resolve) => bilanciatore.listen(portaBilanciatore, '127.0.0.1', resolve));
  return {
    url,
    processi: processi as [Processo, Processo],
    serviti: serviti as unknown as [number, number],
    database,
    async close() {
      bilanciatore.closeAllConnections();
      await new Promise((resolve) => bilanciatore.close(resolve));
      for (const { app } of processi) await app.close();
      for (const connessione of connessioni) await connessione.close();
      await database.close();
      cartelle.forEach((cartella) => rmSync(cartella, { recursive: true, force: true }));
    },
  };
}
