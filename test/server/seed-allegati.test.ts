import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { righe } from '../../server/src/db/sql';
import { detectFileType, LocalFileStore } from '../../server/src/files';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { claimsOf } from './support/programmi';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let cartella: string;
let portal: TestApp;
let seminato: boolean;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  cartella = await mkdtemp(join(tmpdir(), 'seed-file-'));
  const fileStore = new LocalFileStore(cartella);
  seminato = await seedIfEmpty(database.db, { fileStore });
  portal = await startTestApp(database, { fileStore });
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
  if (cartella) await rm(cartella, { recursive: true, force: true });
});

async function chiama(username: string, url: string) {
  const { roles, ...claims } = claimsOf(username);
  const token = await portal.issuer.forRoles(roles as Role[], claims);
  return portal.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}

const primoNelloStato = async (stato: string) => {
  const [programma] = await righe<{ id: number; idProponente: number; beneficiario: number }>(
    database.db,
    sql`SELECT p.id_programma_investimento AS id, p.id_proponente AS "idProponente",
        (SELECT min(b.id_beneficiario) FROM beneficiario b
        WHERE b.id_programma_investimento = p.id_programma_investimento AND b.stato = 'ATTIVO') AS beneficiario
      FROM programma_investimento p WHERE p.id_stato = ${stato} ORDER BY p.id_programma_investimento LIMIT 1`,
  );
  return programma;
};

describe('demo attachments and checklists', () => {
  it('are real published PDF files, none left under a temporary name, and a second seed adds nothing', async () => {
    expect(seminato).toBe(true);
    expect(await readdir(join(cartella, 'tmp'))).toEqual([]);
    const [{ n }] = await righe<{ n: number }>(
      database.db,
      sql`SELECT
      ((SELECT count(*) FROM allegato) + (SELECT count(*) FROM documento_beneficiario)
        + (SELECT count(*) FROM checklist_allegato) + (SELECT count(*) FROM allegato_domanda)
        + (SELECT count(*) FROM allegato_istruttoria) + (SELECT count(*) FROM allegato_valutazione))::int AS n`,
    );
    const pubblicati = (await readdir(cartella, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(pubblicati.length).toBe(n);
    expect(n).toBeGreaterThan(10);
    expect(await seedIfEmpty(database.db, { fileStore: new LocalFileStore(cartella) })).toBe(false);
    const [{ dopo }] = await righe<{ dopo: number }>(database.db, sql`SELECT count(*)::int AS dopo FROM allegato`);
    expect(dopo).toBeLessThanOrEqual(n);
  });

  it('the programme in review shows an expired proponent document and antimafia, a half-done review', async () => {
    const programma = await primoNelloStato('IN_ISTRUTTORIA');
    const allegati = await chiama('coordinatore', `/api/allegato/listaAllegatiProponente/${programma.idProponente}`);
    expect(allegati.statusCode, allegati.body).toBe(200);
    const lista = allegati.json() as {
      idAllegato: number;
      descrizioneTipologia: string;
      scaduto: boolean;
      nomeFile: string;
    }[];
    expect(lista.filter((a) => a.scaduto).map((a) => a.descrizioneTipologia)).toEqual([
      'Documento di identità del rappresentante legale',
    ]);
    const scaricato = await chiama('coordinatore', `/api/allegato/downloadAllegatoProponente/${lista[0].idAllegato}`);
    expect(scaricato.statusCode).toBe(200);
    expect(await detectFileType(scaricato.rawPayload)).toBe('pdf');
    expect(scaricato.rawPayload.toString('latin1')).toContain('Programma n. ');

    expect(
      (await chiama('coordinatore', `/api/allegato/listaAllegatiBeneficiario/${programma.beneficiario}`)).json(),
    ).toHaveLength(2);
    const documenti = await chiama(
      'coordinatore',
      `/api/beneficiario/listaDocumentiCasellarioAntimafia/${programma.beneficiario}`,
    );
    expect(documenti.statusCode, documenti.body).toBe(200);
    expect(documenti.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'CASELLARIO', scaduto: false }),
        expect.objectContaining({ tipo: 'INFORMATIVA_ANTIMAFIA', scaduto: true }),
      ]),
    );

    const riepilogo = (await chiama('coordinatore', `/api/checklist/riepilogoChecklist/${programma.id}`)).json();
    expect(riepilogo.checklist.slice(0, 2)).toMatchObject([
      { tipo: 'DOCUMENTALE', ambito: 'PROGRAMMA', completa: true },
      { tipo: 'VERIFICHE', ambito: 'PROGRAMMA', completa: false, vociCompilate: 1 },
    ]);
    const documentale = (
      await chiama('coordinatore', `/api/checklist/getChecklistDocumentaleProgramma/${programma.id}`)
    ).json();
    expect(documentale.voci.find((v: { esito: string }) => v.esito === 'NO').note).toMatch(/integrazione/);
    expect(documentale.allegato).toMatchObject({ nomeFile: 'verbale-checklist-documentale.pdf' });
  });

  it('an approved programme has every checklist complete, one with its supporting document', async () => {
    const programma = await primoNelloStato('APPROVATO');
    const riepilogo = (await chiama('coordinatore', `/api/checklist/riepilogoChecklist/${programma.id}`)).json();
    expect(riepilogo.completa).toBe(true);
    expect(riepilogo.checklist.length).toBeGreaterThan(2);
    const presenza = (
      await chiama('coordinatore', `/api/checklist/verificaPresenzaAllegatiChecklist/${programma.id}`)
    ).json();
    expect(presenza).toEqual({ presenti: true, numero: 1 });
  });
});

describe('the demo minutes of the commission (docs/graduatoria.md)', () => {
  it('every evaluated application of the call ready to finalise has them, and they download as a PDF', async () => {
    const valutate = await righe<{ idDomanda: number; denominazione: string }>(
      database.db,
      sql`SELECT d.id_domanda AS "idDomanda", d.denominazione FROM domanda d JOIN bando b USING (id_bando)
        WHERE b.descrizione = 'I Bando Distretti del Cibo – Avviso 2023' AND d.id_stato = 'VALUTATA'
        ORDER BY d.id_domanda`,
    );
    expect(valutate).toHaveLength(20);
    for (const { idDomanda } of valutate) {
      const lista = await chiama('commissione', `/apigen/valutazione/listaAllegatoValutazione/${idDomanda}`);
      expect(lista.statusCode, lista.body).toBe(200);
      expect(lista.json()).toEqual([
        expect.objectContaining({ idDomanda, nomeFile: 'Verbale di valutazione.pdf', caricatoDa: 'commissione' }),
      ]);
    }
    const [{ idDomanda, denominazione }] = valutate;
    const scaricato = await chiama('ministero', `/apigen/valutazione/downloadAllegatoValutazione/${idDomanda}`);
    expect(scaricato.statusCode).toBe(200);
    expect(scaricato.headers['content-type']).toMatch(/^application\/pdf/);
    expect(await detectFileType(scaricato.rawPayload)).toBe('pdf');
    expect(scaricato.rawPayload.toString('latin1')).toContain('Verbale di valutazione della commissione');
    expect(scaricato.rawPayload.toString('latin1')).toContain(denominazione.replace(/[^\x20-\xff]/g, '?'));
  });

  it('the call still being scored has none', async () => {
    const [{ n }] = await righe<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM allegato_valutazione v JOIN domanda d USING (id_domanda)
        JOIN bando b USING (id_bando) WHERE b.descrizione <> 'I Bando Distretti del Cibo – Avviso 2023'`,
    );
    expect(n).toBe(0);
  });
});
