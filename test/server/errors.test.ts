import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let portal: TestApp;

const Programma = Type.Object({
  denominazione: Type.String({ minLength: 1 }),
  cuaa: Type.String({ pattern: '^[0-9]{11}$' }),
  importo: Type.Number({ minimum: 0 }),
  dataInizio: Type.String({ format: 'date' }),
});

beforeAll(async () => {
  database = await openTestDatabase();
  portal = await startTestApp(database, {
    extraRoutes: (app) => {
      app.post('/prova/programma', { schema: { body: Programma } }, async (request) => request.body);
      app.get('/prova/guasto', async () => {
        throw new Error('password=segreta at /srv/portale/server.ts:12 connessione a db-interno rifiutata');
      });
    },
  });
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const post = (payload: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/prova/programma',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('error answers', () => {
  it('are 404 JSON for an unknown route', async () => {
    const response = await portal.app.inject({ url: '/non/esiste' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ requestId: expect.any(String), message: 'Risorsa non trovata' });
  });

  it('are 404 for an unknown API route once the token is valid', async () => {
    const token = await portal.issuer.forRoles(['MBAC_MINISTERO']);
    const response = await portal.app.inject({
      url: '/api/bando/nonEsiste',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ requestId: expect.any(String), message: 'Risorsa non trovata' });
  });

  it('are 400 for malformed JSON', async () => {
    const response = await post('{"denominazione": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Il corpo della richiesta non è un JSON valido',
    });
  });

  it('are 400 with an Italian text for every wrong field', async () => {
    const response = await post(
      JSON.stringify({ denominazione: '', cuaa: '123', importo: -5, dataInizio: '31/12/2024' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Dati non validi: controlla i campi indicati',
      errors: {
        denominazione: 'Campo obbligatorio',
        cuaa: 'Formato non valido',
        importo: 'Deve essere maggiore o uguale a 0',
        dataInizio: 'Data non valida: usare il formato AAAA-MM-GG',
      },
    });
  });

  it('are 400 naming a missing field', async () => {
    const response = await post(JSON.stringify({ denominazione: 'Filiera', cuaa: '01234567890', importo: 1 }));
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Dati non validi: controlla i campi indicati',
      errors: { dataInizio: 'Campo obbligatorio' },
    });
  });

  it('are 415 for a body type no route reads', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/prova/programma',
      headers: { 'content-type': 'text/csv' },
      payload: 'a;b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ requestId: expect.any(String), message: 'Tipo di contenuto non supportato' });
  });

  it('are 500 telling nothing of the inside', async () => {
    const response = await portal.app.inject({ url: '/prova/guasto' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Si è verificato un errore interno. Riprova più tardi.',
    });
    expect(response.body).not.toMatch(/segreta|server\.ts|db-interno|stack/);
  });

  it('carry the request id, a caller-given one kept', async () => {
    const given = await portal.app.inject({ url: '/non/esiste', headers: { 'x-request-id': 'richiesta-42' } });
    expect(given.headers['x-request-id']).toBe('richiesta-42');
    const generated = await portal.app.inject({
      url: '/non/esiste',
      headers: { 'x-request-id': 'non valida <script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
