import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import type { Bando } from '../../contract/bandi/record';
import { oggiInItalia } from '../../server/src/engine/clock';
import { dateDelBando, DEMO_BANDI } from '../../server/src/seed/demo-bandi';
import { openSeededDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let portal: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database);
  headers = { authorization: `Bearer ${await portal.issuer.forRoles(['MBAC_PROPONENTE'])}` };
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const lista = async (query = '') => {
  const response = await portal.app.inject({ url: `/api/bando/getListaBandi${query}`, headers });
  return {
    status: response.statusCode,
    total: response.headers['x-total-count'],
    expose: response.headers['access-control-expose-headers'],
    body: response.json(),
  };
};

/** What the demo data implies: the records of each call that left the draft state. */
const presentati = (demo: (typeof DEMO_BANDI)[number]) =>
  Array.from({ length: demo.numero }, (_, index) => demo.stati[index % demo.stati.length]).filter(
    (stato) => stato !== 'BOZZA',
  ).length;

describe('GET /api/bando/getListaBandi', () => {
  it('answers the whole list without paging, with its total', async () => {
    const { status, total, expose, body } = await lista();
    expect(status).toBe(200);
    expect(total).toBe('6');
    expect(expose).toBe('X-Total-Count');
    expect(body.map((bando: Bando) => bando.descrizione)).toEqual(DEMO_BANDI.map((demo) => demo.descrizione));
    expect(body[1]).toEqual({
      idBando: 2,
      descrizione: 'V Bando Contratti di Filiera – Avviso 2024',
      numeroProgrammi: presentati(DEMO_BANDI[1]),
      tipologia: 'V',
      ...dateDelBando(DEMO_BANDI[1], oggiInItalia()),
      budget: 600000000,
    });
  });

  it('counts programmes, or applications for food-district calls, out of the draft state', async () => {
    const { body } = await lista();
    expect(body.map((bando: Bando) => bando.numeroProgrammi)).toEqual(DEMO_BANDI.map(presentati));
    expect(body.find((bando: Bando) => bando.tipologia === 'DC').numeroProgrammi).toBeGreaterThan(0);
  });

  it('pages with _start/_end and with page/perPage, the total counting every call', async () => {
    const start = await lista('?_start=2&_end=4');
    expect(start.body.map((bando: Bando) => bando.idBando)).toEqual([3, 4]);
    expect(start.total).toBe('6');
    const page = await lista('?page=2&perPage=4');
    expect(page.body.map((bando: Bando) => bando.idBando)).toEqual([5, 6]);
    expect(page.total).toBe('6');
  });

  it('answers an empty page past the end, still with the total', async () => {
    const { body, total } = await lista('?_start=50&_end=60');
    expect(body).toEqual([]);
    expect(total).toBe('6');
  });

  it('sorts by a listed field in either direction', async () => {
    const byCount = await lista('?_sort=numeroProgrammi&_order=DESC');
    const counts = byCount.body.map((bando: Bando) => bando.numeroProgrammi);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byTitle = await lista('?_sort=descrizione&_order=ASC&_start=0&_end=2');
    expect(byTitle.body.map((bando: Bando) => bando.descrizione)).toEqual([
      'I Bando Distretti del Cibo – Avviso 2023',
      'II Bando Distretti del Cibo – Avviso 2025',
    ]);
    const byOpening = await lista('?_sort=dataApertura&_order=desc&_start=0&_end=1');
    expect(byOpening.body[0].dataApertura, 'the food-district call of 2025').toBe(
      dateDelBando(DEMO_BANDI[5], oggiInItalia()).dataApertura,
    );
  });

  it('filters by a part of the description, ignoring case and taking % and _ literally', async () => {
    const distretti = await lista('?descrizione=distretti%20DEL%20cibo&_start=0&_end=1');
    expect(distretti.total).toBe(
      String(DEMO_BANDI.filter((demo) => /distretti del cibo/i.test(demo.descrizione)).length),
    );
    expect(distretti.body).toHaveLength(1);
    expect(distretti.body[0].descrizione).toMatch(/Distretti del Cibo/);
    expect((await lista('?descrizione=%25')).body).toEqual([]);
  });

  it('refuses fields it cannot sort by and broken ranges, field by field', async () => {
    const badSort = await lista('?_sort=budget;DROP TABLE bando&_order=SU');
    expect(badSort.status).toBe(400);
    expect(badSort.body).toEqual({
      message: 'Dati non validi: controlla i campi indicati',
      errors: {
        _sort:
          'Valore non ammesso; valori possibili: idBando, descrizione, ' +
          'numeroProgrammi, tipologia, dataApertura, dataChiusura',
        _order: 'Valore non ammesso; valori possibili: ASC, DESC, asc, desc',
      },
    });
    const badRange = await lista('?_start=5&_end=2');
    expect(badRange.status).toBe(400);
    expect(badRange.body.errors).toEqual({ _end: 'Deve essere maggiore di _start' });
    const notNumber = await lista('?_start=primo&_end=2');
    expect(notNumber.body.errors).toEqual({ _start: 'Deve essere un numero intero' });
  });
});

describe('GET /api/bando/getBando/{idBando}', () => {
  it('answers the call', async () => {
    const response = await portal.app.inject({ url: '/api/bando/getBando/5', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      idBando: 5,
      tipologia: 'DC',
      descrizione: 'I Bando Distretti del Cibo – Avviso 2023',
    });
  });

  it('answers 404 in Italian for an unknown call', async () => {
    const response = await portal.app.inject({ url: '/api/bando/getBando/999', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Bando non trovato' });
  });

  it('answers 404 for an id that is not a number: no call has it', async () => {
    const response = await portal.app.inject({ url: '/api/bando/getBando/abc', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Bando non trovato' });
  });
});
