import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { CUAA_P1 } from './support/programmi';
import {
  ALL,
  BEN,
  D,
  ISTR,
  ROMA,
  SEDI,
  apriPortaleDomande,
  storicoDomanda,
  type PortaleDomande,
} from './support/domande';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const FRA_UN_ANNO = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** What docs/domande.md asks before forwarding, filled in through the calls a proponent's screens make. */
async function completa(idDomanda: number, idProponente: number) {
  const p = (method: string, url: string, body?: unknown) => portale.chiama('proponente1', method, url, body);
  expect(
    (
      await p('POST', `${D}/salvaDatiGeneraliDomanda`, {
        idDomanda,
        denominazione: 'Distretto del Cibo dei Castelli',
        descrizione: 'Filiera corta',
      })
    ).status,
  ).toBe(200);
  expect(
    (await p('POST', `${D}/salvaMailProponente/${idProponente}?mail=info@castelli.it&pec=castelli@pec.it`)).status,
  ).toBe(200);
  const rappresentante = { idProponente, codiceFiscale: 'RSSMRA80A01H501U', nome: 'Mario', cognome: 'Rossi' };
  expect((await p('POST', `${D}/salvaRappresentanteLegale`, rappresentante)).status).toBe(200);
  const beneficiario = await p(
    'POST',
    `${BEN}/creaBeneficiario/${idDomanda}/00743110157?denominazione=Oleificio Sabino`,
  );
  expect(beneficiario.status).toBe(201);
  const { idBeneficiario } = beneficiario.body;
  const salvato = await p('POST', `${BEN}/salvaBeneficiario`, {
    idBeneficiario,
    denominazione: 'Oleificio Sabino S.r.l.',
    investimentoRichiesto: 120000.5,
  });
  expect(salvato.body).toMatchObject({ investimentoRichiesto: 120000.5, nSedi: 0 });
  const sede = await p('POST', `${SEDI}/aggiungiSedeBeneficiario/${idBeneficiario}`, {
    indirizzo: 'Via Salaria 10',
    cap: '00199',
    codiceIstatComune: ROMA,
  });
  expect(sede.body).toMatchObject({
    comune: 'Roma',
    siglaProvincia: 'RM',
    codRegione: '12',
    descrizioneRegione: 'Lazio',
  });
  for (const idCategoria of [1, 2, 3]) {
    const caricato = await portale.carica(
      'proponente1',
      `${ALL}/caricaAllegatoDomanda?idDomanda=${idDomanda}&idCategoria=${idCategoria}`,
      samplePdf(),
    );
    expect(caricato.status).toBe(201);
  }
  const base = `${BEN}/caricaAllegatoBeneficiario?idBeneficiario=${idBeneficiario}&idDomanda=${idDomanda}`;
  expect((await portale.carica('proponente1', `${base}&idCategoria=11`, samplePdf())).status).toBe(201);
  expect(
    (await portale.carica('proponente1', `${base}&idCategoria=12&dataScadenza=${FRA_UN_ANNO}`, samplePdf())).status,
  ).toBe(201);
}

describe('an application from draft to evaluation, through HTTP as the demo users', () => {
  it('is created, refused incomplete with what lacks, forwarded, taken in charge, released, approved', async () => {
    const creata = await portale.chiama(
      'proponente1',
      'POST',
      `${D}/creaDomanda/${portale.idBandoDC}/${CUAA_P1}?denominazione=Agricola Colli Albani&codRegione=12`,
    );
    expect(creata.status).toBe(201);
    expect(creata.body).toMatchObject({
      idStato: 'BOZZA',
      descrizioneStato: 'Bozza',
      cuaaProponente: CUAA_P1,
      nBeneficiari: 0,
      importoRichiesto: 0,
    });
    const { idDomanda, idProponente } = creata.body;
    const ritrovata = await portale.chiama('proponente1', 'POST', `${D}/creaDomanda/${portale.idBandoDC}/${CUAA_P1}`);
    expect(ritrovata.status).toBe(200);
    expect(ritrovata.body).toMatchObject({ idDomanda, idStato: 'BOZZA' });

    const incompleta = await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${idDomanda}`);
    expect(incompleta.status).toBe(409);
    expect(incompleta.body.errors).toEqual({
      descrizione: 'Descrivere il programma del distretto nei dati generali',
      mail: "Indicare l'email del proponente",
      pec: 'Indicare la PEC del proponente',
      rappresentanteLegale: 'Indicare il rappresentante legale',
      beneficiari: 'Aggiungere almeno un beneficiario',
      'allegati.1': "Caricare l'allegato «Programma del distretto del cibo»",
      'allegati.2': "Caricare l'allegato «Atto costitutivo del distretto»",
      'allegati.3': "Caricare l'allegato «Provvedimento regionale di riconoscimento del distretto»",
    });

    await completa(idDomanda, idProponente);
    const inoltrata = await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${idDomanda}`);
    expect(inoltrata.status).toBe(200);
    expect(inoltrata.body).toMatchObject({
      idStato: 'INOLTRATA',
      nBeneficiari: 1,
      importoRichiesto: 120000.5,
      cognomeProponente: 'Rossi',
    });
    expect(inoltrata.body.dataInoltro).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const coda = await portale.chiama('istruttore.dc', 'GET', `${D}/getListaIncarichi`);
    expect(coda.body).toContainEqual(
      expect.objectContaining({ idDomanda, descrizioneIncarico: 'Prendere in carico la domanda' }),
    );

    const presa = await portale.chiama('istruttore.dc', 'GET', `${D}/prendiInCarico/${idDomanda}`);
    expect(presa.body).toMatchObject({
      idStato: 'IN_ISTRUTTORIA',
      istruttoreInCarico: 'istruttore.dc',
      inCaricoAMe: true,
    });
    expect((await portale.chiama('istruttore.dc', 'GET', `${D}/rilascia/${idDomanda}`)).body).toMatchObject({
      idStato: 'INOLTRATA',
      istruttoreInCarico: null,
    });
    await portale.chiama('istruttore.dc', 'GET', `${D}/prendiInCarico/${idDomanda}`);

    const nota = await portale.chiama('istruttore.dc', 'POST', `${ISTR}/salvaNotaIstruttoria/${idDomanda}`, {
      testo: 'Dossier completo',
    });
    expect(nota.status).toBe(201);
    const file = await portale.carica(
      'istruttore.dc',
      `${ISTR}/caricaAllegatoIstruttoria/${idDomanda}`,
      samplePdf(),
      'verbale.pdf',
    );
    expect(file.body).toMatchObject({
      nomeFile: 'verbale.pdf',
      caricatoDa: 'istruttore.dc',
      caricatoDaNome: 'Sara Conti',
    });
    const approvata = await portale.chiama('istruttore.dc', 'GET', `${D}/approvaIstruttoria/${idDomanda}`);
    expect(approvata.body).toMatchObject({ idStato: 'IN_VALUTAZIONE', descrizioneStato: 'In valutazione' });

    expect(
      (await storicoDomanda(portale.db, idDomanda)).map(({ azione, da, a, username }) => [azione, da, a, username]),
    ).toEqual([
      ['creaDomanda', null, 'BOZZA', 'proponente1'],
      ['inoltra', 'BOZZA', 'INOLTRATA', 'proponente1'],
      ['prendiInCarico', 'INOLTRATA', 'IN_ISTRUTTORIA', 'istruttore.dc'],
      ['rilascia', 'IN_ISTRUTTORIA', 'INOLTRATA', 'istruttore.dc'],
      ['prendiInCarico', 'INOLTRATA', 'IN_ISTRUTTORIA', 'istruttore.dc'],
      ['approvaIstruttoria', 'IN_ISTRUTTORIA', 'IN_VALUTAZIONE', 'istruttore.dc'],
    ]);
    const notifiche = await portale.chiama('commissione', 'GET', '/apigen/notifiche/getNotificheUtente');
    expect(notifiche.body[0]).toMatchObject({ titolo: `Domanda n. ${idDomanda}: In valutazione` });
    const delProponente = await portale.chiama('proponente1', 'GET', '/apigen/notifiche/getNotificheUtente');
    expect(delProponente.body.map((n: { titolo: string }) => n.titolo)).toContain(
      `Domanda n. ${idDomanda}: In istruttoria`,
    );
    expect((await portale.chiama('commissione', 'GET', `${D}/getListaIncarichi`)).body).toContainEqual(
      expect.objectContaining({ idDomanda, descrizioneIncarico: 'Valutare la domanda' }),
    );
  });
});
