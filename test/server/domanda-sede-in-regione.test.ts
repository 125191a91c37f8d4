import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, ROMA, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
let guidataDalVeneto: number;
let guidataDalLazio: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  const idBando = portale.idBandoDC;
  guidataDalVeneto = await inserisciDomanda(portale.db, { idBando, stato: 'INOLTRATA', sede: ROMA });
  guidataDalLazio = await inserisciDomanda(portale.db, { idBando, stato: 'INOLTRATA', sede: ROMA });
  await portale.db.execute(sql`UPDATE domanda SET cod_regione = '05' WHERE id_domanda = ${guidataDalVeneto}`);
});
afterAll(async () => portale?.close());

const sedeLetta = async (utente: string, idDomanda: number) => {
  const risposta = await portale.chiama(utente, 'GET', `${D}/dettaglioProponente/${idDomanda}`);
  expect(risposta.status).toBe(200);
  return risposta.body.sedeInRegione;
};

describe('dettaglioProponente: why a region sees an application led from another region', () => {
  it("names to the region the beneficiary's site in its territory that makes the application its own", async () => {
    expect(await sedeLetta('regione.lazio', guidataDalVeneto)).toEqual({
      denominazioneBeneficiario: 'Oleificio del Distretto',
      comune: 'Roma',
      siglaProvincia: 'RM',
      descrizioneRegione: 'Lazio',
    });
  });

  it('names no site when the application is led from the region itself, nor to the ministry', async () => {
    expect(await sedeLetta('regione.lazio', guidataDalLazio)).toBeNull();
    expect(await sedeLetta('ministero', guidataDalVeneto)).toBeUndefined();
  });
});
