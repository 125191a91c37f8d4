import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUAA_P2 } from './support/programmi';
import { apriPortaleDomande, D, inserisciDomanda, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
let completa: number;
let senzaSede: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  // General data, contacts and legal representative: one draft with a beneficiary and its site, one with none.
  completa = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC });
  senzaSede = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P2, sede: null });
});
afterAll(async () => portale?.close());

const voceDi = async (username: string, idDomanda: number) =>
  (await portale.chiama(username, 'GET', `${D}/getListaIncarichi`)).body.find(
    (incarico: { idDomanda: number }) => incarico.idDomanda === idDomanda,
  );

describe("a draft in the proponent's work queue says where its work is", () => {
  it('names the first thing its forwarding would find missing, as the refusal lists it', async () => {
    const voce = await voceDi('proponente2', senzaSede);
    expect(voce).toMatchObject({ descrizioneIncarico: 'Completare e inoltrare la domanda' });
    expect(voce.primaMancanza).toBe('beneficiari');
    const rifiuto = await portale.chiama('proponente2', 'GET', `${D}/inoltraDomanda/${senzaSede}`);
    expect(rifiuto.status).toBe(409);
    expect(Object.keys(rifiuto.body.errors)).toEqual([voce.primaMancanza]);
  });

  it('names nothing for a draft that lacks nothing', async () => {
    expect(await voceDi('proponente1', completa)).toMatchObject({ idDomanda: completa, primaMancanza: null });
  });
});
