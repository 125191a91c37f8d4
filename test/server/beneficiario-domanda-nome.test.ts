import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEN, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { CUAA_P1_VENETO, CUAA_P2 } from './support/programmi';

let portale: PortaleDomande;
let idDomanda: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  // Another application already names the beneficiary 00743110157 «Oleificio del Distretto»; this one has none yet.
  await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P2 });
  idDomanda = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: null });
});
afterAll(async () => portale?.close());

const crea = (codiceFiscale: string, query = '') =>
  portale.chiama('proponente1', 'POST', `${BEN}/creaBeneficiario/${idDomanda}/${codiceFiscale}${query}`);

describe('a beneficiary added by fiscal code carries a name', () => {
  it('the proponent itself takes its company name', async () => {
    const risposta = await crea(CUAA_P1_VENETO);
    expect(risposta.status).toBe(201);
    expect(risposta.body).toMatchObject({ codiceFiscale: CUAA_P1_VENETO, denominazione: `Capofila ${CUAA_P1_VENETO}` });
  });

  it('a beneficiary of another application brings its name along', async () => {
    const risposta = await crea('00743110157');
    expect(risposta.status).toBe(201);
    expect(risposta.body.denominazione).toBe('Oleificio del Distretto');
  });

  it('a fiscal code nobody knows asks for the name on its field, then takes the one given', async () => {
    const senzaNome = await crea('01122334459');
    expect(senzaNome.status).toBe(400);
    expect(senzaNome.body.errors).toEqual({ denominazione: expect.stringMatching(/^Il portale non conosce/) });
    const conNome = await crea('01122334459', `?denominazione=${encodeURIComponent('Cantina dei Colli S.r.l.')}`);
    expect(conNome.status).toBe(201);
    expect(conNome.body.denominazione).toBe('Cantina dei Colli S.r.l.');
  });

  it('a fiscal code already in the application is refused on its field', async () => {
    const doppio = await crea('00743110157');
    expect(doppio.status).toBe(409);
    expect(doppio.body.errors.codiceFiscale).toBe(
      'Il beneficiario con codice fiscale 00743110157 è già nella domanda.',
    );
  });
});
