import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { LocalFileStore } from '../../server/src/files';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { claimsOf } from './support/programmi';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let cartella: string;
let portal: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  cartella = await mkdtemp(join(tmpdir(), 'seed-domande-'));
  const fileStore = new LocalFileStore(cartella);
  await seedIfEmpty(database.db, { fileStore });
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

const D = '/apigen/domanda';

describe('the demo applications', () => {
  it('fill the open food-district call in every state to evaluation, for proponente1/2 and istruttore.dc', async () => {
    const bandi = (await chiama('ministero', '/api/bando/getListaBandi')).json();
    const aperto = bandi.find(
      (b: { descrizione: string }) => b.descrizione === 'II Bando Distretti del Cibo – Avviso 2025',
    );
    const oggi = new Date().toISOString().slice(0, 10);
    expect(aperto.dataApertura <= oggi && oggi <= aperto.dataChiusura).toBe(true);
    const stati = (await chiama('ministero', `${D}/getListaDomande?idBando=${aperto.idBando}`)).json();
    for (const stato of ['BOZZA', 'INOLTRATA', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE'])
      expect(stati.map((d: { idStato: string }) => d.idStato)).toContain(stato);
    const diP1 = (await chiama('proponente1', `${D}/getListaDomande?idBando=${aperto.idBando}`)).json();
    expect(new Set(diP1.map((d: { idStato: string }) => d.idStato))).toContain('BOZZA');
    expect(
      (await chiama('proponente2', `${D}/getListaDomande?idBando=${aperto.idBando}`)).json().length,
    ).toBeGreaterThan(0);
    const coda = (await chiama('istruttore.dc', `${D}/getListaIncarichi`)).json();
    expect(coda.map((i: { descrizioneIncarico: string }) => i.descrizioneIncarico)).toEqual(
      expect.arrayContaining(['Prendere in carico la domanda', "Concludere l'istruttoria della domanda"]),
    );
  });

  it('forwarded ones are complete: beneficiaries with a site, required attachments as real PDF files', async () => {
    const inoltrate = (await chiama('istruttore.dc', `${D}/getListaDomande?idStato=IN_ISTRUTTORIA`)).json();
    expect(inoltrate.length).toBeGreaterThan(0);
    const { idDomanda, nBeneficiari, importoRichiesto, nominativoIstruttore } = inoltrate[0];
    expect(nBeneficiari).toBeGreaterThanOrEqual(2);
    expect(importoRichiesto).toBeGreaterThan(0);
    expect(nominativoIstruttore).toBe('Sara Conti');
    const beneficiari = (await chiama('istruttore.dc', `/apigen/beneficiario/listaBeneficiari/${idDomanda}`)).json();
    expect(beneficiari.every((b: { nSedi: number }) => b.nSedi >= 1)).toBe(true);
    const allegati = (await chiama('istruttore.dc', `/apigen/allegato/listaAllegatiDomanda/${idDomanda}`)).json();
    expect(allegati.map((a: { idCategoria: number }) => a.idCategoria)).toEqual([1, 2, 3]);
    const file = await chiama('istruttore.dc', `/apigen/allegato/downloadAllegatoDomanda/${allegati[0].idAllegato}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const note = (await chiama('istruttore.dc', `/apigen/istruttoria/listaNoteIstruttoria/${idDomanda}`)).json();
    expect(note[0]).toMatchObject({ autore: 'istruttore.dc', nominativo: 'Sara Conti' });
  });

  it('from the external portal: opened by it, forwarded with its files by the representative, named', async () => {
    const domande = (await chiama('ministero', `${D}/getListaDomande`)).json();
    const inoltrate = domande.filter((domanda: { idStato: string }) => domanda.idStato !== 'BOZZA');
    const demo = new Set(
      ['proponente1', 'proponente2'].flatMap((username) => (claimsOf(username).cuaa as string[]) ?? []),
    );
    const dalPortale = inoltrate.find((domanda: { cuaaProponente: string }) => !demo.has(domanda.cuaaProponente));
    const { idDomanda } = dalPortale;
    const { rappresentanteLegale } = (await chiama('istruttore.dc', `${D}/dettaglioProponente/${idDomanda}`)).json();
    const persona = `${rappresentanteLegale.nome} ${rappresentanteLegale.cognome}`;
    const storico = (await chiama('istruttore.dc', `${D}/getStoricoDomanda/${idDomanda}`)).json();
    expect(storico.slice(0, 2)).toMatchObject([
      { descrizioneRuolo: 'Portale esterno', nominativo: 'Portale esterno', utente: 'portale-distretti' },
      { descrizioneRuolo: 'Proponente', nominativo: persona },
    ]);
    const allegati = (await chiama('istruttore.dc', `/apigen/allegato/listaAllegatiDomanda/${idDomanda}`)).json();
    expect(allegati.length).toBeGreaterThan(0);
    for (const allegato of allegati) expect(allegato.caricatoDaNome).toBe(persona);
  });
});
