import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandiSchema } from '../../contract/bandi/schema';
import { PERCORSI_OPERATIVI } from '../../contract/operativi';
import type { Database } from '../../server/src/db/database';
import { LocalFileStore } from '../../server/src/files';
import { accoda } from '../../server/src/lavori/coda';
import { openSeededDatabase, openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

const TOKEN = 'segreto-delle-metriche';
const LISTA_BANDI = bandiSchema.endpoints!.getList!.path;

let database: Database;
let portal: TestApp;
const righeDiLog: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database, {
    config: testConfig({ metricsToken: TOKEN, logLevel: 'info' }),
    logStream: { write: (riga) => righeDiLog.push(JSON.parse(riga) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const metriche = (authorization?: string) =>
  portal.app.inject({ url: PERCORSI_OPERATIVI.metriche, headers: authorization ? { authorization } : {} });

/** The value of one sample line of the Prometheus text, e.g. `http_requests_total{...}`. */
function campione(testo: string, nome: string, etichette: Record<string, string>): number | undefined {
  const attese = Object.entries(etichette).map(([chiave, valore]) => `${chiave}="${valore}"`);
  const riga = testo
    .split('\n')
    .find((linea) => linea.startsWith(`${nome}{`) && attese.every((coppia) => linea.includes(coppia)));
  return riga === undefined ? undefined : Number(riga.slice(riga.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const database = await openTestDatabase();
    const { app } = await startTestApp(database);
    try {
      const risposta = await app.inject({ url: PERCORSI_OPERATIVI.metriche });
      expect(risposta.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('asks for the token: none or a wrong one is 401, and reveals nothing', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', TOKEN]) {
      const risposta = await metriche(authorization);
      expect(risposta.statusCode).toBe(401);
      expect(risposta.json()).toEqual({
        message: 'Autenticazione richiesta',
        requestId: risposta.headers['x-request-id'],
      });
      expect(risposta.body).not.toContain('http_requests_total');
    }
  });

  it('counts the background jobs by state: a queued run is in the queue', async () => {
    const campioneDi = async (stato: string) =>
      campione((await metriche(`Bearer ${TOKEN}`)).body, 'jobs', { state: stato });
    const prima = await campioneDi('IN_ATTESA');
    expect(prima).toEqual(expect.any(Number));
    await accoda(database.db, 'lavoro-di-prova', { chiave: `prova-${randomUUID()}` });
    expect(await campioneDi('IN_ATTESA')).toBe(prima! + 1);
    expect(await campioneDi('FALLITO')).toEqual(expect.any(Number));
  });

  it('counts a request by its declared route and status, with its latency histogram', async () => {
    const token = await portal.issuer.forRoles(['MBAC_MINISTERO']);
    const autorizzata = { url: LISTA_BANDI, headers: { authorization: `Bearer ${token}` } };
    const prima = (await metriche(`Bearer ${TOKEN}`)).body;
    expect((await portal.app.inject(autorizzata)).statusCode).toBe(200);
    expect((await portal.app.inject(autorizzata)).statusCode).toBe(200);
    expect((await portal.app.inject({ url: LISTA_BANDI })).statusCode).toBe(401);
    const sconosciuto = `/indirizzo-sconosciuto-${randomUUID()}`;
    expect((await portal.app.inject({ url: sconosciuto })).statusCode).toBe(404);

    const risposta = await metriche(`Bearer ${TOKEN}`);
    expect(risposta.statusCode).toBe(200);
    expect(risposta.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const testo = risposta.body;
    const ok = { method: 'GET', route: LISTA_BANDI, status_code: '200' };
    const rifiutata = { ...ok, status_code: '401' };
    expect(campione(prima, 'http_requests_total', ok)).toBeUndefined();
    expect(campione(testo, 'http_requests_total', ok)).toBe(2);
    expect(campione(testo, 'http_requests_total', rifiutata)).toBe(1);
    expect(campione(testo, 'http_request_duration_seconds_count', ok)).toBe(2);
    expect(campione(testo, 'http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(2);
    expect(campione(testo, 'http_request_duration_seconds_sum', ok)).toBeGreaterThan(0);
    // An address no route declares is counted under one label, never under the address that was called.
    expect(campione(testo, 'http_requests_total', { route: 'nessuna', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(testo).not.toContain(sconosciuto);
  });

  it("shows the process's memory and the sign-ins counter", async () => {
    const testo = (await metriche(`Bearer ${TOKEN}`)).body;
    expect(Number(/^process_resident_memory_bytes (\d+)$/m.exec(testo)?.[1])).toBeGreaterThan(10_000_000);
    expect(testo).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(testo).toContain('# TYPE login_attempts_total counter');
  });
});

describe('the request id', () => {
  it('is in the body of an error answer, equal to the x-request-id header', async () => {
    const senzaToken = await portal.app.inject({ url: LISTA_BANDI });
    expect(senzaToken.statusCode).toBe(401);
    expect(senzaToken.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(senzaToken.json()).toEqual({
      message: 'Autenticazione richiesta',
      requestId: senzaToken.headers['x-request-id'],
    });

    const token = await portal.issuer.forRoles(['MBAC_MINISTERO']);
    const nonValida = await portal.app.inject({
      url: `${LISTA_BANDI}?page=zero`,
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'bilanciatore-42' },
    });
    expect(nonValida.statusCode).toBe(400);
    expect(nonValida.headers['x-request-id']).toBe('bilanciatore-42');
    expect(nonValida.json()).toMatchObject({ requestId: 'bilanciatore-42', errors: expect.any(Object) });
  });

  it("is in every log line of that request, the error's included", async () => {
    righeDiLog.length = 0;
    const risposta = await portal.app.inject({ url: LISTA_BANDI, headers: { 'x-request-id': 'traccia-7' } });
    expect(risposta.statusCode).toBe(401);
    const dellaRichiesta = righeDiLog.filter((riga) => JSON.stringify(riga).includes(LISTA_BANDI) || riga.reqId);
    expect(dellaRichiesta.length).toBeGreaterThanOrEqual(2);
    expect(dellaRichiesta.map((riga) => riga.reqId)).toEqual(dellaRichiesta.map(() => 'traccia-7'));
  });
});

describe('/health and /ready', () => {
  it('both answer ok while the database and the file store do', async () => {
    for (const percorso of [PERCORSI_OPERATIVI.vivo, PERCORSI_OPERATIVI.pronto]) {
      const risposta = await portal.app.inject({ url: percorso });
      expect(risposta.statusCode).toBe(200);
      expect(risposta.json()).toEqual({ status: 'ok' });
    }
  });

  it('/ready is 503 once the database is closed, while /health still says the process is alive', async () => {
    const chiuso = await openTestDatabase();
    const { app } = await startTestApp(chiuso);
    await chiuso.close();
    try {
      const pronto = await app.inject({ url: PERCORSI_OPERATIVI.pronto });
      expect(pronto.statusCode).toBe(503);
      expect(pronto.json()).toEqual({
        message: 'Servizio non disponibile: il database non risponde',
        requestId: pronto.headers['x-request-id'],
      });
      expect((await app.inject({ url: PERCORSI_OPERATIVI.vivo })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('/ready is 503 when the files cannot be written where the store keeps them', async () => {
    const unFile = join(tmpdir(), `non-una-cartella-${randomUUID()}`);
    await writeFile(unFile, 'un file dove dovrebbe esserci la cartella dei file caricati');
    const { app } = await startTestApp(database, { fileStore: new LocalFileStore(join(unFile, 'files')) });
    try {
      const pronto = await app.inject({ url: PERCORSI_OPERATIVI.pronto });
      expect(pronto.statusCode).toBe(503);
      expect(pronto.json()).toMatchObject({
        message: 'Servizio non disponibile: i file caricati non sono raggiungibili',
      });
    } finally {
      await app.close();
    }
  });
});
