import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { CUAA_P1, CUAA_P1_VENETO, CUAA_P2 } from './support/programmi';
import { D, apriPortaleDomande, storicoDomanda, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const conteggi = async (cuaa: string) => {
  const [riga] = await righe<{ domande: number; proponenti: number }>(
    portale.db,
    sql`SELECT (SELECT count(*)::int FROM domanda WHERE cuaa_proponente = ${cuaa} AND id_bando = ${portale.idBandoDC})
        AS domande, (SELECT count(*)::int FROM proponente WHERE cuaa = ${cuaa}) AS proponenti`,
  );
  return riga;
};

describe("creaDomanda answers the company's draft on the call instead of a second one (docs/domande.md)", () => {
  it('two calls: the first creates the draft (201), the second answers the same one (200)', async () => {
    const url = `${D}/creaDomanda/${portale.idBandoDC}/${CUAA_P2}?denominazione=Cantina Due&codRegione=12`;
    const prima = await portale.chiama('proponente2', 'POST', url);
    expect(prima.status).toBe(201);
    const seconda = await portale.chiama('proponente2', 'POST', `${D}/creaDomanda/${portale.idBandoDC}/${CUAA_P2}`);
    expect(seconda.status).toBe(200);
    expect(seconda.body).toMatchObject({
      idDomanda: prima.body.idDomanda,
      idStato: 'BOZZA',
      denominazioneProponente: 'Cantina Due',
    });
    expect(await conteggi(CUAA_P2)).toEqual({ domande: 1, proponenti: 1 });
    expect((await storicoDomanda(portale.db, prima.body.idDomanda)).map(({ azione }) => azione)).toEqual([
      'creaDomanda',
    ]);
  });

  it('20 parallel calls for the same call and company: one draft, one proponent record, one history line', async () => {
    const url = `${D}/creaDomanda/${portale.idBandoDC}/${CUAA_P1_VENETO}?denominazione=Agricola Veneta&codRegione=05`;
    const risposte = await Promise.all(Array.from({ length: 20 }, () => portale.chiama('proponente1', 'POST', url)));
    expect(risposte.map((r) => r.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(risposte.map((r) => r.body.idDomanda));
    expect(ids.size).toBe(1);
    expect(await conteggi(CUAA_P1_VENETO)).toEqual({ domande: 1, proponenti: 1 });
    expect(await storicoDomanda(portale.db, [...ids][0])).toHaveLength(1);
  });

  it("'Nuova domanda' names the person's companies: by their latest application, null for one never seen", async () => {
    const aziende = await portale.chiama('proponente1', 'GET', `${D}/getAziendeProponente`);
    expect(aziende.status).toBe(200);
    expect(aziende.body).toEqual([
      { cuaa: CUAA_P1, denominazione: null },
      { cuaa: CUAA_P1_VENETO, denominazione: 'Agricola Veneta' },
    ]);
    expect((await portale.chiama('proponente2', 'GET', `${D}/getAziendeProponente`)).body).toEqual([
      { cuaa: CUAA_P2, denominazione: 'Cantina Due' },
    ]);
    expect((await portale.chiama('istruttore.dc', 'GET', `${D}/getAziendeProponente`)).status).toBe(403);
  });
});
