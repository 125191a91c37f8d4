import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { SAMPLE_PNG, samplePdf } from '../support/file-samples';
import { certificatoDiProva, firmaCades, firmaPades, type Firmatario } from '../support/firme-di-prova';
import { ALL, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { idProponenteDi } from './support/allegati';
import { CUAA_P1_VENETO, inserisciProgramma } from './support/programmi';

/** Migration 057: «Dichiarazioni del rappresentante legale» requires a signature, «Altra documentazione» does not. */
const DICHIARAZIONI = 6;
const ALTRA = 4;
const ANNO = 365 * 24 * 3600 * 1000;

let portale: PortaleDomande;
let bozza: number;
let rossi: Firmatario;
let bianchi: Firmatario;
let scaduto: Firmatario;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  bozza = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: null });
  const oggi = Date.now();
  rossi = await certificatoDiProva({
    nome: 'Mario',
    cognome: 'Rossi',
    numeroSeriale: 'TINIT-RSSMRA80A01H501U',
    dal: new Date(oggi - ANNO),
    al: new Date(oggi + ANNO),
  });
  bianchi = await certificatoDiProva({
    nome: 'Anna',
    cognome: 'Bianchi',
    numeroSeriale: 'IT:BNCNNA75C41F205X',
    dal: new Date(oggi - ANNO),
    al: new Date(oggi + ANNO),
  });
  scaduto = await certificatoDiProva({
    nome: 'Mario',
    cognome: 'Rossi',
    numeroSeriale: 'TINIT-RSSMRA80A01H501U',
    dal: new Date('2019-01-01T12:00:00Z'),
    al: new Date('2020-01-01T12:00:00Z'),
  });
}, 120_000);
afterAll(async () => portale?.close());

const carica = (idCategoria: number, contenuto: Buffer, nome: string) =>
  portale.carica(
    'proponente1',
    `${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&idCategoria=${idCategoria}`,
    contenuto,
    nome,
  );

const elenco = async () => (await portale.chiama('proponente1', 'GET', `${ALL}/listaAllegatiDomanda/${bozza}`)).body;

const righeDi = (nome: string) =>
  righe(portale.db, sql`SELECT 1 FROM allegato_domanda WHERE id_domanda = ${bozza} AND nome_file = ${nome}`);

/** Refused on the `file` field with `motivo`, leaving neither a row nor a file. */
async function rifiutato(risposta: Awaited<ReturnType<typeof carica>>, nome: string, motivo: string) {
  expect(risposta).toMatchObject({ status: 400, body: { errors: { file: motivo } } });
  expect(await righeDi(nome)).toEqual([]);
  expect(await portale.fileTemporanei()).toEqual([]);
}

/** A byte changed inside what the signature covers: the page's size. */
const alterato = (firmato: Buffer) => {
  const testo = firmato.toString('latin1');
  const dove = testo.indexOf('595 842');
  expect(dove).toBeGreaterThan(0);
  return Buffer.concat([firmato.subarray(0, dove), Buffer.from('596'), firmato.subarray(dove + 3)]);
};

describe('signatures read at upload (docs/files.md «Digital signatures»)', () => {
  it('say which categories require a signature', async () => {
    const categorie = (await portale.chiama('proponente1', 'GET', `${ALL}/getCategorieAllegatoDomanda`)).body;
    expect(categorie).toContainEqual(
      expect.objectContaining({ descrizione: 'Dichiarazioni del rappresentante legale', richiedeFirma: true }),
    );
    expect(categorie).toContainEqual(
      expect.objectContaining({ descrizione: 'Modulo di domanda firmato', richiedeFirma: true }),
    );
    expect(categorie).toContainEqual(
      expect.objectContaining({ descrizione: 'Lettera di rinuncia', richiedeFirma: true }),
    );
    expect(categorie).toContainEqual(
      expect.objectContaining({ descrizione: 'Altra documentazione', richiedeFirma: false }),
    );
  });

  it('read a PAdES PDF: signer, fiscal code from TINIT-, signing time, valid', async () => {
    const firmatoIl = new Date(Date.now() - 60_000);
    firmatoIl.setMilliseconds(0);
    const risposta = await carica(DICHIARAZIONI, await firmaPades(rossi, { firmatoIl }), 'dichiarazione.pdf');
    expect(risposta.status).toBe(201);
    const firma = {
      formato: 'PADES',
      valida: true,
      firmatario: 'Mario Rossi',
      codiceFiscale: 'RSSMRA80A01H501U',
      firmatoIl: firmatoIl.toISOString(),
      motivo: null,
    };
    expect(risposta.body.firma).toEqual(firma);
    expect(await elenco()).toContainEqual(expect.objectContaining({ nomeFile: 'dichiarazione.pdf', firma }));
  });

  it('read a CAdES .p7m, in DER and in base64: the fiscal code from IT:', async () => {
    const firmatoIl = new Date(Date.now() - 120_000);
    firmatoIl.setMilliseconds(0);
    const p7m = await firmaCades(samplePdf(), bianchi, firmatoIl);
    const attesa = {
      formato: 'CADES',
      valida: true,
      firmatario: 'Anna Bianchi',
      codiceFiscale: 'BNCNNA75C41F205X',
      firmatoIl: firmatoIl.toISOString(),
      motivo: null,
    };
    const der = await carica(DICHIARAZIONI, p7m, 'dichiarazione.pdf.p7m');
    expect(der).toMatchObject({ status: 201, body: { tipoFile: 'p7m', firma: attesa } });
    const base64 = await carica(DICHIARAZIONI, Buffer.from(p7m.toString('base64')), 'dichiarazione-b64.pdf.p7m');
    expect(base64).toMatchObject({ status: 201, body: { firma: attesa } });
  });

  it('refuse a tampered PAdES and a tampered CAdES where a signature is required, with the reason', async () => {
    const motivo = 'La firma digitale non è valida: il contenuto è stato modificato dopo la firma';
    await rifiutato(
      await carica(DICHIARAZIONI, alterato(await firmaPades(rossi)), 'alterato.pdf'),
      'alterato.pdf',
      motivo,
    );
    const p7m = alterato(await firmaCades(samplePdf(), rossi));
    await rifiutato(await carica(DICHIARAZIONI, p7m, 'alterato.pdf.p7m'), 'alterato.pdf.p7m', motivo);
  });

  it('read every signer of a co-signed .p7m: the first names it, a signature that fails refuses it', async () => {
    const congiunta = await carica(DICHIARAZIONI, await firmaCades(samplePdf(), [rossi, bianchi]), 'congiunta.pdf.p7m');
    expect(congiunta).toMatchObject({ status: 201, body: { firma: { valida: true, firmatario: 'Mario Rossi' } } });
    // Anna Bianchi's certificate, with a signature made by another key.
    const falsa = { certificato: bianchi.certificato, chiave: rossi.chiave };
    await rifiutato(
      await carica(DICHIARAZIONI, await firmaCades(samplePdf(), [rossi, falsa]), 'falsa.pdf.p7m'),
      'falsa.pdf.p7m',
      'La firma digitale non è valida: la firma non corrisponde al certificato del firmatario',
    );
  });

  it('refuse a PDF with content added after its signature', async () => {
    const aggiunto = Buffer.concat([await firmaPades(rossi), Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')]);
    await rifiutato(
      await carica(DICHIARAZIONI, aggiunto, 'aggiunto.pdf'),
      'aggiunto.pdf',
      'La firma digitale non è valida: il PDF è stato modificato dopo la firma',
    );
  });

  it('refuse a signature made with an expired certificate, and accept one made while it was valid', async () => {
    await rifiutato(
      await carica(DICHIARAZIONI, await firmaPades(scaduto), 'scaduto.pdf'),
      'scaduto.pdf',
      'La firma digitale non è valida: il certificato del firmatario è scaduto il 01/01/2020, prima della firma',
    );
    const allora = await carica(
      DICHIARAZIONI,
      await firmaCades(samplePdf(), scaduto, new Date('2019-06-01T10:00:00Z')),
      'firmato-nel-2019.pdf.p7m',
    );
    expect(allora).toMatchObject({
      status: 201,
      body: { firma: { valida: true, firmatoIl: '2019-06-01T10:00:00.000Z' } },
    });
  });

  it('refuse an unsigned file where a signature is required, naming the category', async () => {
    const motivo =
      '«Dichiarazioni del rappresentante legale» va firmato digitalmente: questo file non ha una firma. ' +
      'Carica il PDF firmato (PAdES) o il file firmato .p7m (CAdES)';
    await rifiutato(await carica(DICHIARAZIONI, samplePdf(), 'non-firmato.pdf'), 'non-firmato.pdf', motivo);
    await rifiutato(await carica(DICHIARAZIONI, SAMPLE_PNG, 'foto.png'), 'foto.png', motivo);
  });

  it('accept an unsigned file where none is required, as before; an invalid signature there is shown', async () => {
    const semplice = await carica(ALTRA, samplePdf(), 'relazione.pdf');
    expect(semplice).toMatchObject({ status: 201, body: { nomeFile: 'relazione.pdf', firma: null } });
    const scadutoAltrove = await carica(ALTRA, await firmaPades(scaduto), 'vecchio.pdf');
    expect(scadutoAltrove.status).toBe(201);
    expect(await elenco()).toContainEqual(
      expect.objectContaining({
        nomeFile: 'vecchio.pdf',
        firma: expect.objectContaining({
          valida: false,
          firmatario: 'Mario Rossi',
          motivo: 'il certificato del firmatario è scaduto il 01/01/2020, prima della firma',
        }),
      }),
    );
  });

  it("apply to the proponent's dossier: its legal representative's declarations must be signed", async () => {
    const programma = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'BOZZA' });
    const idProponente = await idProponenteDi(portale.db, programma);
    const url = `/api/allegato/caricaAllegatoProponente?idProponente=${idProponente}&idTipologia=11`;
    const tipologie = (await portale.chiama('proponente1', 'GET', '/api/allegato/getTipologieAllegato/1')).body;
    expect(tipologie).toContainEqual(
      expect.objectContaining({
        idTipologia: 11,
        descrizione: 'Dichiarazioni del rappresentante legale',
        richiedeFirma: true,
      }),
    );
    const nonFirmato = await portale.carica('proponente1', url, samplePdf(), 'dichiarazione.pdf');
    expect(nonFirmato).toMatchObject({
      status: 400,
      body: {
        errors: { file: expect.stringMatching(/^«Dichiarazioni del rappresentante legale» va firmato digitalmente/) },
      },
    });
    const firmato = await portale.carica(
      'proponente1',
      url,
      await firmaCades(samplePdf(), rossi),
      'dichiarazione.pdf.p7m',
    );
    expect(firmato).toMatchObject({
      status: 201,
      body: { firma: { formato: 'CADES', valida: true, firmatario: 'Mario Rossi', codiceFiscale: 'RSSMRA80A01H501U' } },
    });
    const correnti = await portale.chiama(
      'proponente1',
      'GET',
      `/api/allegato/listaAllegatiProponente/${idProponente}`,
    );
    expect(correnti.body).toContainEqual(firmato.body);
  });
});
