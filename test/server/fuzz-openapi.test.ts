import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../contract/roles';
import type { Database } from '../../server/src/db/database';
import { LocalFileStore } from '../../server/src/files';
import { casiDi, type Caso } from './support/fuzz/casi';
import { generatore } from './support/fuzz/casuale';
import { improntaDelDatabase } from './support/fuzz/impronta';
import { operazioniDi } from './support/fuzz/operazioni';
import { problemaDi } from './support/fuzz/risposta';
import { claimsOf } from './support/programmi';
import { openSeededDatabase, startTestApp } from './support/test-app';

/** Change it to draw other cases; a failure names the seed with the case, so it can be replayed. */
const SEME = Number(process.env.FUZZ_SEED ?? 13);

let database: Database;
let app: FastifyInstance;
let cartella: string;
let authorization: string;

beforeAll(async () => {
  database = await openSeededDatabase();
  cartella = await mkdtemp(join(tmpdir(), 'fuzz-'));
  const portal = await startTestApp(database, { fileStore: new LocalFileStore(cartella) });
  app = portal.app;
  // Every role and every own-record claim, so that the bad input gets as far into each route as it can.
  const { roles: _soloMinistero, ...claims } = claimsOf('ministero');
  const proponente = claimsOf('proponente1');
  const token = await portal.issuer.mint(
    {
      ...claims,
      resource_access: { [portal.config.oidc.clientId]: { roles: [...ROLES] } },
      cuaa: proponente.cuaa,
      cod_regione: '12',
      abi: '03069',
    },
    { expiresIn: 3600 },
  );
  authorization = `Bearer ${token}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(cartella, { recursive: true, force: true });
});

describe('fuzzing from the OpenAPI document', () => {
  it('answers every bad or edge request without 5xx, in Italian, uncached, changing nothing on refusal', async () => {
    const documento = JSON.parse((await app.inject({ url: '/api/openapi.json' })).body);
    const operazioni = operazioniDi(documento);
    const impronta = await improntaDelDatabase(database, ['oidc_payload', 'schema_migrations', 'accesso_tentativo']);
    const caso = generatore(SEME);
    const casi = operazioni.flatMap((operazione) => casiDi(operazione, caso));
    const problemi: string[] = [];
    const stati = new Map<number, number>();
    const invia = async ({ descrizione, metodo, url, headers, payload }: Caso) => {
      const risposta = await app.inject({
        method: metodo as 'GET',
        url,
        headers: { ...headers, authorization },
        payload,
      });
      stati.set(risposta.statusCode, (stati.get(risposta.statusCode) ?? 0) + 1);
      const problema = problemaDi(risposta);
      if (problema) problemi.push(`${descrizione} → ${problema}`);
      if (risposta.headers['cache-control'] !== 'no-store')
        problemi.push(`${descrizione} → senza Cache-Control: no-store`);
      return risposta.statusCode;
    };

    // Reads change nothing, refused or not: one digest around all of them.
    const primaDelleLetture = await impronta();
    for (const letto of casi.filter(({ metodo }) => metodo === 'GET')) await invia(letto);
    const dopoLeLetture = await impronta();

    // A write may be accepted: the digest is taken around each one, and must stay when it is refused.
    let prima = dopoLeLetture;
    for (const scritto of casi.filter(({ metodo }) => metodo !== 'GET')) {
      const stato = await invia(scritto);
      const dopo = await impronta();
      if (stato >= 400 && dopo !== prima) problemi.push(`${scritto.descrizione} → ${stato}, ma il database è cambiato`);
      prima = dopo;
    }

    console.info(
      `Fuzzing (seme ${SEME}): ${operazioni.length} operazioni, ${casi.length} richieste; ` +
        `stati: ${JSON.stringify(Object.fromEntries([...stati].sort()))}`,
    );
    expect(problemi).toEqual([]);
    expect(operazioni.length).toBeGreaterThanOrEqual(171);
    expect(dopoLeLetture).toBe(primaDelleLetture);
    expect(casi.length).toBeGreaterThan(3000);
  }, 600_000);
});
