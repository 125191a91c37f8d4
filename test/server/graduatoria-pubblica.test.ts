import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { righe } from '../../server/src/db/sql';
import { LocalFileStore } from '../../server/src/files';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { samplePdf } from '../support/file-samples';
import { corpoMultipart } from './support/allegati';
import { claimsOf } from './support/programmi';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

/**
 * The decree of a final ranking and the published ranking (/apigen/graduatoria; the public page and open
 * data), on the demo's 2023 food-district call (docs/graduatoria.md), finalised here by the ministry.
 */
const G = '/apigen/graduatoria';
const PUBBLICA = '/dati-aperti/graduatorie';

let database: Database;
let cartella: string;
let portal: TestApp;
let idBando: number;
let idAperto: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  await seedIfEmpty(database.db);
  cartella = await mkdtemp(join(tmpdir(), 'decreto-'));
  portal = await startTestApp(database, { fileStore: new LocalFileStore(cartella) });
  const bandi = await righe<{ id: number; descrizione: string }>(
    database.db,
    sql`SELECT id_bando AS id, descrizione FROM bando WHERE tipologia = 'DC' ORDER BY id_bando`,
  );
  [idBando, idAperto] = bandi.map((bando) => bando.id);
  expect(bandi[0].descrizione).toBe('I Bando Distretti del Cibo – Avviso 2023');
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
  if (cartella) await rm(cartella, { recursive: true, force: true });
});

const bearer = async (username: string) => {
  const { roles, ...claims } = claimsOf(username);
  return `Bearer ${await portal.issuer.forRoles(roles as Role[], claims)}`;
};

async function chiama(username: string | null, method: 'GET' | 'DELETE', url: string, headers = {}) {
  const response = await portal.app.inject({
    method,
    url,
    headers: { ...(username ? { authorization: await bearer(username) } : {}), ...headers },
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload, text: response.body };
}

async function caricaDecreto(
  username: string,
  campi: Record<string, string>,
  contenuto = samplePdf(),
  nome = 'decreto.pdf',
) {
  const { payload, contentType } = await corpoMultipart(contenuto, nome, 'file', campi);
  const response = await portal.app.inject({
    method: 'POST',
    url: `${G}/caricaAllegatoGraduatoria/${idBando}`,
    payload,
    headers: { authorization: await bearer(username), 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('before the ranking is final', () => {
  it('publishes nothing: 404 in Italian, without login', async () => {
    for (const url of [`${PUBBLICA}/${idBando}`, `${PUBBLICA}/${idBando}/graduatoria.csv`, `${PUBBLICA}/999999`]) {
      const risposta = await chiama(null, 'GET', url);
      expect(risposta.status, url).toBe(404);
      expect(JSON.parse(risposta.text).message).toBe(
        'Graduatoria non pubblicata: il bando non esiste o la sua graduatoria non è ancora definitiva.',
      );
    }
  });

  it('takes no decree (409) and lists none', async () => {
    const presto = await caricaDecreto('commissione', { dataDecreto: '2025-03-01' });
    expect(presto.status).toBe(409);
    expect(presto.body.message).toBe(
      'La graduatoria non è ancora definitiva: il decreto si carica dopo la finalizzazione.',
    );
    expect(JSON.parse((await chiama('commissione', 'GET', `${G}/listaAllegatoGraduatoria/${idBando}`)).text)).toEqual(
      [],
    );
  });
});

describe('the decree of the final ranking', () => {
  beforeAll(async () => {
    expect((await chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${idBando}`)).status).toBe(200);
    // As if finalised at 00:30 of 28 February 2025 in Rome (23:30 UTC the day before), so the decrees can be of 2025.
    await database.db.execute(
      sql`UPDATE graduatoria SET finalizzata_il = '2025-02-27T23:30:00Z' WHERE id_bando = ${idBando}`,
    );
  });

  it('is refused to roles other than the commission and the ministry, and without a valid date', async () => {
    expect((await caricaDecreto('proponente1', { dataDecreto: '2025-03-01' })).status).toBe(403);
    expect((await caricaDecreto('istruttore.dc', { dataDecreto: '2025-03-01' })).status).toBe(403);
    for (const [campi, errore] of [
      [{}, 'Indica la data del decreto'],
      [{ dataDecreto: '2025-02-30' }, 'Data non valida: usare il formato AAAA-MM-GG'],
      [{ dataDecreto: '01/03/2025' }, 'Data non valida: usare il formato AAAA-MM-GG'],
      [{ dataDecreto: '2999-01-01' }, 'La data del decreto non può essere successiva a oggi'],
      [
        { dataDecreto: '2025-02-27' },
        'Il decreto non può precedere la graduatoria che adotta, definitiva dal 28/02/2025',
      ],
    ] as const) {
      const rifiutato = await caricaDecreto('commissione', campi);
      expect(rifiutato.status).toBe(400);
      expect(rifiutato.body.errors).toEqual({ dataDecreto: errore });
    }
    const testo = await caricaDecreto('commissione', { dataDecreto: '2025-03-01' }, Buffer.from('testo'), 'd.pdf');
    expect(testo.status).toBe(415);
    expect((await chiama('ministero', 'GET', `${G}/listaAllegatoGraduatoria/${idBando}`)).text).toBe('[]');
  });

  it('is uploaded with its date, read by all, replaced, removed; each change in the ranking’s history', async () => {
    const caricato = await caricaDecreto(
      'commissione',
      { dataDecreto: '2025-03-01' },
      samplePdf(),
      '../decreto n.1.pdf',
    );
    expect(caricato.status).toBe(201);
    expect(caricato.body).toMatchObject({
      idBando,
      dataDecreto: '2025-03-01',
      nomeFile: 'decreto n.1.pdf',
      caricatoDaNome: 'Luca De Luca',
    });
    const lista = JSON.parse((await chiama('proponente1', 'GET', `${G}/listaAllegatoGraduatoria/${idBando}`)).text);
    expect(lista).toEqual([caricato.body]);
    const scaricato = await chiama('proponente2', 'GET', `${G}/downloadAllegatoGraduatoria/${idBando}`);
    expect(scaricato.status).toBe(200);
    expect(scaricato.headers['cache-control']).toBe('no-store');
    expect(scaricato.raw.equals(samplePdf())).toBe(true);

    const sostituito = await caricaDecreto('ministero', { dataDecreto: '2025-03-04' }, samplePdf(), 'decreto.pdf');
    expect(sostituito.body).toMatchObject({ dataDecreto: '2025-03-04', caricatoDaNome: 'Giuseppe Gallo' });
    expect((await chiama('proponente1', 'DELETE', `${G}/eliminaAllegatoGraduatoria/${idBando}`)).status).toBe(403);
    expect((await chiama('commissione', 'DELETE', `${G}/eliminaAllegatoGraduatoria/${idBando}`)).status).toBe(204);
    expect((await chiama('commissione', 'GET', `${G}/downloadAllegatoGraduatoria/${idBando}`)).status).toBe(404);
    expect((await chiama('commissione', 'DELETE', `${G}/eliminaAllegatoGraduatoria/${idBando}`)).status).toBe(404);
    expect((await chiama('commissione', 'GET', `${G}/listaAllegatoGraduatoria/999999`)).status).toBe(404);
    const storia = await righe<{ azione: string; username: string; note: string }>(
      database.db,
      sql`SELECT azione, username, note FROM graduatoria_audit WHERE id_bando = ${idBando} ORDER BY id_audit`,
    );
    expect(storia).toEqual([
      {
        azione: 'finalizzaGraduatoria',
        username: 'ministero',
        note: '20 domande collocate; Regola di calcolo dei punteggi, versione 1',
      },
      {
        azione: 'caricaAllegatoGraduatoria',
        username: 'commissione',
        note: 'Decreto del 01/03/2025, «decreto n.1.pdf»',
      },
      {
        azione: 'caricaAllegatoGraduatoria',
        username: 'ministero',
        note: 'Decreto del 04/03/2025, «decreto.pdf», al posto del precedente',
      },
      { azione: 'eliminaAllegatoGraduatoria', username: 'commissione', note: 'Decreto eliminato' },
    ]);
    expect((await caricaDecreto('ministero', { dataDecreto: '2025-03-05' })).status).toBe(201);
  });

  it('is taken dated the very day the ranking became final, in Rome', async () => {
    const stessoGiorno = await caricaDecreto('ministero', { dataDecreto: '2025-02-28' });
    expect(stessoGiorno).toMatchObject({ status: 201, body: { dataDecreto: '2025-02-28' } });
    expect((await caricaDecreto('ministero', { dataDecreto: '2025-03-05' })).status).toBe(201);
  });
});

describe('the published ranking', () => {
  it('is the final ranking without login, with the decree’s date, cacheable and revalidated by ETag', async () => {
    const pagina = await chiama(null, 'GET', `${PUBBLICA}/${idBando}`);
    expect(pagina.status).toBe(200);
    expect(pagina.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(pagina.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const dati = JSON.parse(pagina.text);
    expect(dati).toMatchObject({ idBando, punteggioMinimo: 35, budget: 7_950_000, dataDecreto: '2025-03-05' });
    expect(dati.versioneRegola).toBe('Regola di calcolo dei punteggi, versione 1');
    const interna = JSON.parse((await chiama('proponente1', 'GET', `${G}/visualizzaGraduatoria/${idBando}`)).text);
    expect(dati.righe.map((r: { idDomanda: number; esito: string }) => [r.idDomanda, r.esito])).toEqual(
      interna.righe.map((r: { idDomanda: number; esito: string }) => [r.idDomanda, r.esito]),
    );
    expect(dati.parametri).toHaveLength(4);
    const ancora = await chiama(null, 'GET', `${PUBBLICA}/${idBando}`, { 'if-none-match': etag });
    expect(ancora.status).toBe(304);
    expect(ancora.text).toBe('');
  });

  it('downloads as CSV and JSON open data, one line per application', async () => {
    const csv = await chiama(null, 'GET', `${PUBBLICA}/${idBando}/graduatoria.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`filename="graduatoria-bando-${idBando}.csv"`);
    expect(csv.headers['cache-control']).toBe('public, max-age=300');
    const linee = csv.text.trimEnd().split('\r\n');
    expect(linee).toHaveLength(21);
    expect(linee[0].split(',').slice(0, 6)).toEqual([
      'id_bando',
      'bando',
      'posizione',
      'id_domanda',
      'programma_del_distretto',
      'societa_capofila',
    ]);
    expect(linee[0]).toContain('Sostenibilità ambientale degli investimenti (media dei beneficiari)');
    expect(linee[9]).toMatch(/,Finanziabile,430000\.00,/);
    expect(linee[10]).toMatch(/,Ammessa non finanziata,430000\.00,/);
    expect(linee[20]).toMatch(/,false,Esclusa,/);
    expect(linee[1].endsWith(',35,7950000.00,2025-03-05')).toBe(true);
    const json = await chiama(null, 'GET', `${PUBBLICA}/${idBando}/graduatoria.json`);
    expect(json.headers['content-disposition']).toContain(`filename="graduatoria-bando-${idBando}.json"`);
    expect(JSON.parse(json.text).righe).toHaveLength(20);
  });

  it('holds no personal data: no fiscal code, CUAA, e-mail or natural person’s name of the call', async () => {
    const persone = await righe<{ nome: string; cognome: string; cf: string }>(
      database.db,
      sql`SELECT r.nome, r.cognome, r.codice_fiscale AS cf FROM rappresentante_legale r
        JOIN domanda d USING (id_proponente) WHERE d.id_bando = ${idBando}`,
    );
    const altri = await righe<{ valore: string }>(
      database.db,
      sql`SELECT b.codice_fiscale AS valore FROM beneficiario_domanda b JOIN domanda d USING (id_domanda)
          WHERE d.id_bando = ${idBando}
        UNION SELECT d.cuaa_proponente FROM domanda d WHERE d.id_bando = ${idBando}
        UNION SELECT pr.pec FROM proponente pr JOIN domanda d USING (id_proponente)
          WHERE d.id_bando = ${idBando} AND pr.pec IS NOT NULL
        UNION SELECT 'Sara Conti'`,
    );
    expect(persone.length).toBeGreaterThan(10);
    const vietati = [
      ...persone.flatMap(({ nome, cognome, cf }) => [`${nome} ${cognome}`, `${cognome} ${nome}`, cf]),
      ...altri.map(({ valore }) => valore),
    ];
    for (const url of [
      `${PUBBLICA}/${idBando}`,
      `${PUBBLICA}/${idBando}/graduatoria.csv`,
      `${PUBBLICA}/${idBando}/graduatoria.json`,
    ]) {
      const testo = (await chiama(null, 'GET', url)).text.toLowerCase();
      expect(
        vietati.filter((valore) => testo.includes(valore.toLowerCase())),
        url,
      ).toEqual([]);
      expect(testo, url).not.toMatch(/[a-z]{6}\d{2}[a-z]\d{2}[a-z]\d{3}[a-z]/);
      expect(testo, url).not.toMatch(/\b\d{11}\b/);
    }
  });

  it('stays unpublished for the call still being evaluated', async () => {
    expect((await chiama(null, 'GET', `${PUBBLICA}/${idAperto}/graduatoria.json`)).status).toBe(404);
  });
});
