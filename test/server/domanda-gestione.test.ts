import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { CUAA_P1_VENETO } from './support/programmi';
import {
  ALL,
  BEN,
  D,
  ISTR,
  SEDI,
  VERONA,
  apriPortaleDomande,
  inserisciDomanda,
  type PortaleDomande,
} from './support/domande';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const FRA_UN_MESE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const GIORNO_A_ROMA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', dateStyle: 'short' });
/** The Italian day `giorni` days from now (negative: before). */
const giornoItaliano = (giorni: number) => GIORNO_A_ROMA.format(Date.now() + giorni * 86_400_000);
const inItaliano = (giorno: string) => giorno.split('-').reverse().join('/');
const p1 = (method: string, url: string, body?: unknown) => portale.chiama('proponente1', method, url, body);
const dc = (method: string, url: string, body?: unknown) => portale.chiama('istruttore.dc', method, url, body);

describe('the rest of the dossier calls, as the demo users', () => {
  it('reference data: the categories of an application and of a beneficiary, required and expiring ones', async () => {
    const domanda = (await p1('GET', `${ALL}/getCategorieAllegatoDomanda`)).body;
    expect(domanda.filter((c: { obbligatoria: boolean }) => c.obbligatoria)).toHaveLength(3);
    const beneficiario = (await dc('GET', `${BEN}/getCategorieAllegatoBeneficiario`)).body;
    expect(beneficiario).toContainEqual({
      idCategoria: 12,
      descrizione: 'DURC',
      obbligatoria: true,
      richiedeScadenza: true,
      richiedeFirma: false,
    });
  });

  it('a beneficiary with site and attachment: read, listed, downloaded, deleted; the draft deleted whole', async () => {
    const id = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: VERONA });
    const [beneficiario] = (await p1('GET', `${BEN}/listaBeneficiari/${id}`)).body;
    const { idBeneficiario } = beneficiario;
    expect((await p1('GET', `${BEN}/dettaglioBeneficiario/${idBeneficiario}`)).body).toMatchObject({
      codiceFiscale: '00743110157',
      nSedi: 1,
    });
    const [sede] = (await p1('GET', `${SEDI}/listaSediBeneficiario/${idBeneficiario}`)).body;
    expect(sede).toMatchObject({ comune: 'Verona', siglaProvincia: 'VR', descrizioneRegione: 'Veneto' });
    expect((await p1('DELETE', `${SEDI}/eliminaSedeBeneficiario/${sede.idSede}`)).status).toBe(204);
    const url =
      `${BEN}/caricaAllegatoBeneficiario?idBeneficiario=${idBeneficiario}&idDomanda=${id}` +
      `&idCategoria=12&dataScadenza=${FRA_UN_MESE}`;
    const durc = await portale.carica('proponente1', url, samplePdf(), 'durc.pdf');
    expect(durc.body).toMatchObject({ descrizioneCategoria: 'DURC', dataScadenza: FRA_UN_MESE, scaduto: false });
    const elenco = (await p1('GET', `${BEN}/listaAllegatiBeneficiario/${idBeneficiario}`)).body;
    expect(elenco).toContainEqual(
      expect.objectContaining({ nomeFile: 'durc.pdf', caricatoDa: 'proponente1', caricatoDaNome: 'Giovanni Bianchi' }),
    );
    expect(
      (await p1('GET', `${BEN}/downloadAllegatoBeneficiario/${durc.body.idAllegato}`)).raw.equals(samplePdf()),
    ).toBe(true);
    expect(
      (await p1('DELETE', `${BEN}/cancellaAllegatoBeneficiario/${idBeneficiario}/${durc.body.idAllegato}`)).status,
    ).toBe(204);
    const [allegato] = (await p1('GET', `${ALL}/listaAllegatiDomanda/${id}`)).body;
    expect((await p1('DELETE', `${ALL}/cancellaAllegatoDomanda/${id}/${allegato.idAllegato}`)).status).toBe(204);
    expect((await p1('DELETE', `${BEN}/eliminaBeneficiario/${idBeneficiario}`)).status).toBe(204);
    expect((await p1('GET', `${D}/dettaglioProponente/${id}`)).body).toMatchObject({
      nBeneficiari: 0,
      importoRichiesto: 0,
    });
    const { idProponente } = (await p1('GET', `${D}/dettaglioProponente/${id}`)).body;
    const referente = await p1('POST', `${D}/salvaReferente/${idProponente}`, {
      nome: 'Anna',
      cognome: 'Neri',
      mail: 'anna@distretto.it',
    });
    expect(referente.body.referente).toMatchObject({ nome: 'Anna', cognome: 'Neri' });
    expect((await p1('DELETE', `${D}/eliminaDomanda/${id}`)).status).toBe(204);
    expect((await p1('GET', `${D}/dettaglioProponente/${id}`)).status).toBe(404);
  });

  it('review: receipt protocol, notes and files of the instructor in charge, each deleting only theirs', async () => {
    const id = await inserisciDomanda(portale.db, {
      idBando: portale.idBandoDC,
      stato: 'IN_ISTRUTTORIA',
      istruttore: 'istruttore.dc',
    });
    const oggi = new Date().toISOString().slice(0, 10);
    const ricevuta = await dc('POST', `${D}/salvaDatiRicezioneDomanda/${id}`, {
      numeroProtocollo: 'DC/2026/0042',
      dataRicezione: oggi,
    });
    expect(ricevuta.body).toMatchObject({ numeroProtocollo: 'DC/2026/0042', dataRicezione: oggi });
    expect(
      (await p1('POST', `${D}/salvaDatiRicezioneDomanda/${id}`, { numeroProtocollo: 'x', dataRicezione: oggi })).status,
    ).toBe(403);
    const nota = (await dc('POST', `${ISTR}/salvaNotaIstruttoria/${id}`, { testo: 'Da verificare il DURC' })).body;
    expect((await portale.chiama('commissione', 'GET', `${ISTR}/listaNoteIstruttoria/${id}`)).status).toBe(404);
    expect((await portale.chiama('ministero', 'GET', `${ISTR}/listaNoteIstruttoria/${id}`)).body).toEqual([nota]);
    expect((await p1('GET', `${ISTR}/listaNoteIstruttoria/${id}`)).status).toBe(403);
    const file = (
      await portale.carica('istruttore.dc', `${ISTR}/caricaAllegatoIstruttoria/${id}`, samplePdf(), 'esito.pdf')
    ).body;
    expect((await dc('GET', `${ISTR}/listaAllegatiIstruttoria/${id}`)).body).toEqual([file]);
    expect((await dc('GET', `${ISTR}/downloadAllegatoIstruttoria/${file.idAllegato}`)).raw.equals(samplePdf())).toBe(
      true,
    );
    expect((await dc('DELETE', `${ISTR}/eliminaAllegatoIstruttoria/${file.idAllegato}`)).status).toBe(204);
    expect((await dc('DELETE', `${ISTR}/eliminaNotaIstruttoria/${nota.idNota}`)).status).toBe(204);
    expect((await dc('GET', `${ISTR}/listaNoteIstruttoria/${id}`)).body).toEqual([]);
  });

  it('a receipt date that cannot be true is refused on its field: after today, before the forwarding', async () => {
    // Forwarded two days ago (the fixture's instant); received between that day and today, both included.
    const id = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, stato: 'INOLTRATA' });
    const ricevi = (dataRicezione: string) =>
      dc('POST', `${D}/salvaDatiRicezioneDomanda/${id}`, { numeroProtocollo: 'DC/2026/0099', dataRicezione });
    for (const [dataRicezione, errore] of [
      ['2030-01-15', 'La data di ricezione non può essere successiva a oggi'],
      [giornoItaliano(1), 'La data di ricezione non può essere successiva a oggi'],
      [
        giornoItaliano(-3),
        `La data di ricezione non può precedere l'inoltro della domanda (${inItaliano(giornoItaliano(-2))})`,
      ],
      ['2026-02-30', 'Data non valida: usare il formato AAAA-MM-GG'],
    ] as const) {
      expect(await ricevi(dataRicezione), dataRicezione).toMatchObject({
        status: 400,
        body: { errors: { dataRicezione: errore } },
      });
    }
    expect((await dc('GET', `${D}/dettaglioProponente/${id}`)).body).toMatchObject({ dataRicezione: null });
    expect((await ricevi(giornoItaliano(-2))).body).toMatchObject({ dataRicezione: giornoItaliano(-2) });
    expect((await ricevi(giornoItaliano(0))).body).toMatchObject({ dataRicezione: giornoItaliano(0) });
  });
});
