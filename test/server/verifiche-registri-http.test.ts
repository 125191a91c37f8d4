import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { CF, P } from './support/dossier';
import { inserisciProgramma, preparaRiferimenti, type Portale } from './support/programmi';
import { apriPortaleCon, avviaRegistro, inserisciBeneficiario, json, type RegistroDiProva } from './support/registri';

const ORDINE = {
  riferimento: 'SA.50001',
  decisione: 'Decisione C(2022) 100 della Commissione',
  dataDecisione: '2022-01-10',
  importoDaRecuperare: 75000,
  restituito: false,
  dataRestituzione: null,
};

/** A port nothing listens on: taken from the system, then released. */
async function portaLibera(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The register answers per fiscal code: one firm under an order, one with a 500, one with a body out of contract. */
let deggendorf: RegistroDiProva;
let rna: RegistroDiProva;
let portale: Portale;
let id: number;

beforeAll(async () => {
  deggendorf = await avviaRegistro((request, response) => {
    const codiceFiscale = request.url?.split('/')[3] ?? '';
    if (codiceFiscale === CF.persona) return json(response, 200, { codiceFiscale, ordini: [ORDINE] });
    if (codiceFiscale === CF.azienda) return json(response, 500, { message: 'errore interno' });
    return json(response, 200, { codiceFiscale, ordini: 'nessuno' });
  });
  rna = await avviaRegistro((request, response) => {
    const codiceFiscale = request.url?.split('/')[3] ?? '';
    const aiuto = {
      cor: '7000001',
      misura: 'Misura di prova',
      tipo: 'DE_MINIMIS',
      concedente: 'Regione Lazio',
      dataConcessione: '2025-06-01',
      importoEsl: 310000,
    };
    return json(response, 200, { codiceFiscale, aiuti: codiceFiscale === CF.persona ? [aiuto] : [] });
  });
  portale = await apriPortaleCon({ REGISTRO_DEGGENDORF_URL: deggendorf.url, REGISTRO_RNA_URL: rna.url }, async (db) => {
    const idBando = await preparaRiferimenti(db);
    id = await inserisciProgramma(db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    await inserisciBeneficiario(db, id, CF.persona, 'Mario Rossi');
    await inserisciBeneficiario(db, id, CF.azienda, 'Azienda in errore S.r.l.');
    await inserisciBeneficiario(db, id, CF.altraAzienda, 'Azienda fuori contratto S.r.l.');
  });
});
afterAll(async () => {
  await portale?.close();
  await deggendorf?.close();
  await rna?.close();
});

const di = (body: { codiceFiscale: string }[], codiceFiscale: string) =>
  body.find((riga) => riga.codiceFiscale === codiceFiscale) as Record<string, any>;

describe('the registers over HTTP (REGISTRO_DEGGENDORF_URL, REGISTRO_RNA_URL)', () => {
  it('asks the configured Deggendorf register per fiscal code, stores answers, failures as unverifiable', async () => {
    const { status, body } = await portale.chiama('istruttore1', 'POST', `${P}/eseguiVerificheDeggendolf/${id}`);
    expect(status).toBe(200);
    expect(deggendorf.richieste).toEqual(
      expect.arrayContaining([
        `/registro/soggetti/${CF.persona}/ordini-recupero`,
        `/registro/soggetti/${CF.azienda}/ordini-recupero`,
      ]),
    );
    expect(di(body, CF.persona)).toMatchObject({ esito: 'IRREGOLARE', fonte: `Registro Deggendorf ${deggendorf.url}` });
    expect(di(body, CF.persona).dettaglio).toContain('SA.50001');
    expect(di(body, CF.azienda)).toMatchObject({
      esito: 'NON_VERIFICABILE',
      descrizioneEsito: 'Non verificabile',
      daRipetere: true,
    });
    expect(di(body, CF.azienda).dettaglio).toContain('stato HTTP 500');
    expect(di(body, CF.altraAzienda)).toMatchObject({ esito: 'NON_VERIFICABILE' });
    expect(di(body, CF.altraAzienda).dettaglio).toContain('non conforme al contratto');
    const salvate = await righe<{ esito: string }>(
      portale.db,
      sql`SELECT esito FROM verifica_registro WHERE id_programma_investimento = ${id} ORDER BY id_verifica`,
    );
    expect(salvate.map(({ esito }) => esito).sort()).toEqual(['IRREGOLARE', 'NON_VERIFICABILE', 'NON_VERIFICABILE']);
  });

  it('asks the RNA for the three years before today and flags aid over the ceiling', async () => {
    const { status, body } = await portale.chiama('istruttore1', 'POST', `${P}/eseguiVerificheRna/${id}`);
    expect(status).toBe(200);
    expect(
      rna.richieste.find((richiesta) => richiesta.startsWith(`/registro/soggetti/${CF.persona}/aiuti?dal=`)),
    ).toMatch(/dal=\d{4}-\d{2}-\d{2}$/);
    expect(di(body, CF.persona)).toMatchObject({
      esito: 'IRREGOLARE',
      fonte: `Registro Nazionale Aiuti ${rna.url}`,
      dati: { totaleDeMinimis: 310000 },
    });
    expect(di(body, CF.azienda)).toMatchObject({ esito: 'REGOLARE', dati: { totaleDeMinimis: 0, eslProgramma: null } });
  });
});

describe('a register that does not listen', () => {
  it('gives every beneficiary a stored NON_VERIFICABILE, not an error', async () => {
    const spento = `http://127.0.0.1:${await portaLibera()}`;
    const altro = await apriPortaleCon({ REGISTRO_RNA_URL: spento }, async (db) => {
      const idBando = await preparaRiferimenti(db);
      const programma = await inserisciProgramma(db, { idBando, stato: 'IN_INTEGRAZIONE', assegnati: ['istruttore1'] });
      await inserisciBeneficiario(db, programma, CF.azienda, 'Azienda S.r.l.');
      // As creaBeneficiario leaves it until the record is saved: the tax code alone.
      await inserisciBeneficiario(db, programma, CF.altraAzienda, null);
    });
    try {
      const [{ programma }] = await righe<{ programma: number }>(
        altro.db,
        sql`SELECT max(id_programma_investimento) AS programma FROM programma_investimento`,
      );
      const { status, body } = await altro.chiama('coordinatore', 'POST', `${P}/eseguiVerificheRna/${programma}`);
      expect(status).toBe(200);
      const nonVerificabile = {
        esito: 'NON_VERIFICABILE',
        fonte: `Registro Nazionale Aiuti ${spento}`,
        eseguitaDa: 'coordinatore',
      };
      expect(body).toEqual([
        expect.objectContaining({ ...nonVerificabile, denominazione: 'Azienda S.r.l.' }),
        expect.objectContaining({ ...nonVerificabile, denominazione: CF.altraAzienda }),
      ]);
      expect(body[0].dettaglio).toContain('registro non raggiungibile');
      const { body: ultime } = await altro.chiama('coordinatore', 'GET', `${P}/checkVerificheRna/${programma}`);
      expect(ultime).toEqual([
        expect.objectContaining({ esito: 'NON_VERIFICABILE', daRipetere: true, denominazione: 'Azienda S.r.l.' }),
        expect.objectContaining({ esito: 'NON_VERIFICABILE', daRipetere: true, denominazione: CF.altraAzienda }),
      ]);
    } finally {
      await altro.close();
    }
  });
});

describe('the registers settings', () => {
  it('default to the local registers, a 10 s wait and 30 days of validity; refuse a non-http address', async () => {
    const { loadConfig, ConfigError } = await import('../../server/src/config');
    expect(loadConfig({}).registri).toEqual({
      deggendorfUrl: undefined,
      rnaUrl: undefined,
      timeoutMs: 10_000,
      validitaGiorni: 30,
    });
    expect(
      loadConfig({ REGISTRO_RNA_URL: 'https://rna.example.it/api/', REGISTRI_VALIDITA_GIORNI: '90' }).registri,
    ).toMatchObject({
      rnaUrl: 'https://rna.example.it/api',
      validitaGiorni: 90,
    });
    expect(() => loadConfig({ REGISTRO_DEGGENDORF_URL: 'ftp://registro' })).toThrow(ConfigError);
  });
});
