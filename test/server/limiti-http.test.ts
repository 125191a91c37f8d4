import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richiestaGrezza } from './support/http-grezzo';
import { apriPortale, type Portale } from './support/programmi';

let portale: Portale;
let porta: number;
let authorization: string;

beforeAll(async () => {
  portale = await apriPortale();
  await portale.portal.app.listen({ port: 0, host: '127.0.0.1' });
  porta = (portale.portal.app.server.address() as AddressInfo).port;
  authorization = (await portale.headers('ministero')).authorization;
});
afterAll(async () => portale?.close());

const get = (percorso: string, intestazioni = '') =>
  richiestaGrezza(
    porta,
    `GET ${percorso} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${authorization}\r\n` +
      `${intestazioni}Connection: close\r\n\r\n`,
  );

describe('limits of a real connection, answered in Italian', () => {
  it('a path parameter over 100 characters: 414 with an Italian message, never cached', async () => {
    const risposta = await get(`/api/programma/getDatiGeneraliProgramma/${'1'.repeat(101)}`);
    expect(risposta.status).toBe(414);
    expect(risposta.headers['content-type']).toMatch(/^application\/json/);
    expect(risposta.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(risposta.body)).toEqual({
      requestId: expect.any(String),
      message: "Indirizzo troppo lungo: un parametro dell'indirizzo supera i 100 caratteri",
    });
  });

  it('a path id of exactly 100 characters still reaches the route, which names no record with it: 404', async () => {
    const risposta = await get(`/api/programma/getDatiGeneraliProgramma/${'1'.repeat(100)}`);
    expect(risposta.status).toBe(404);
    expect(JSON.parse(risposta.body)).toEqual({ requestId: expect.any(String), message: 'Risorsa non trovata' });
  });

  it('headers past the server limit: 431 with an Italian message, and the connection closed', async () => {
    const risposta = await get('/api/bando/getListaBandi', `X-Riempitivo: ${'a'.repeat(32 * 1024)}\r\n`);
    expect(risposta.status).toBe(431);
    expect(risposta.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(risposta.body)).toEqual({
      requestId: expect.any(String),
      message: 'Le intestazioni della richiesta superano la dimensione massima consentita',
    });
  });

  it('a path the router cannot decode: 400 with an Italian message', async () => {
    const risposta = await get('/api/programma/getDatiGeneraliProgramma/%FF');
    expect(risposta.status).toBe(400);
    expect(JSON.parse(risposta.body)).toEqual({
      requestId: expect.any(String),
      message: "L'indirizzo della richiesta contiene caratteri non ammessi",
    });
  });

  it('a request line that is not HTTP: 400 with an Italian message', async () => {
    const risposta = await richiestaGrezza(porta, 'CIAO\r\n\r\n');
    expect(risposta.status).toBe(400);
    expect(JSON.parse(risposta.body)).toEqual({ requestId: expect.any(String), message: 'Richiesta non valida' });
  });

  it('a NUL in a text parameter: 400 naming the field, not a failed query', async () => {
    const risposta = await get('/api/programma/getListaProgrammiInvestimento?denominazione=a%00b');
    expect(risposta.status).toBe(400);
    expect(JSON.parse(risposta.body)).toEqual({
      requestId: expect.any(String),
      message: 'Dati non validi: controlla i campi indicati',
      errors: { denominazione: 'Contiene un carattere non ammesso (NUL, codice 0)' },
    });
  });

  it('an id past PostgreSQL int4 names no record (404); a page past any list is a 400 naming the field', async () => {
    const id = await get('/api/programma/getDatiGeneraliProgramma/2147483648');
    expect(id.status).toBe(404);
    const pagina = await get('/api/bando/getListaBandi?page=99999999999999999999');
    expect(pagina.status).toBe(400);
    expect(JSON.parse(pagina.body).errors).toEqual({ page: 'Deve essere minore o uguale a 2147483647' });
  });
});
