import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { righe } from '../../server/src/db/sql';
import { CUAA_P2 } from './support/programmi';
import { D, ISTR, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';

/** What an application's page is told before the click: the guard's reasons, the same the 409 gives after it. */
let portale: PortaleDomande;
let parametro: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  [{ id: parametro }] = await righe<{ id: number }>(
    portale.db,
    sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
      VALUES (${portale.idBandoDC}, 'Qualità del partenariato', 'DOMANDA', 1) RETURNING id_parametro AS id`,
  );
});
afterAll(async () => portale?.close());

const domanda = (fixture: Omit<Parameters<typeof inserisciDomanda>[1], 'idBando'>) =>
  inserisciDomanda(portale.db, { idBando: portale.idBandoDC, ...fixture });
const possibili = async (utente: string, id: number, ruoli?: Role[]) =>
  portale.chiama(utente, 'GET', `${D}/getAzioniPossibili/${id}`, undefined, ruoli);

describe('the actions of an application, before the click', () => {
  it('a draft lacking only its beneficiary cannot be forwarded: the list the forwarding refuses with', async () => {
    const id = await domanda({ sede: null });
    const { status, body } = await possibili('proponente1', id);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['inoltra']);
    expect(body.inoltra.possibile).toBe(false);
    expect(body.inoltra.motivo).toMatch(/^La domanda non può essere inoltrata: /);
    expect(body.inoltra.errori).toEqual({ beneficiari: 'Aggiungere almeno un beneficiario' });
    const inoltro = await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${id}`);
    expect(inoltro.status).toBe(409);
    expect(inoltro.body).toEqual({
      requestId: expect.any(String),
      message: body.inoltra.motivo,
      errors: body.inoltra.errori,
    });
  });

  it('a complete draft may be forwarded', async () => {
    const id = await domanda({ cuaa: CUAA_P2 });
    expect((await possibili('proponente2', id)).body).toEqual({ inoltra: { possibile: true } });
  });

  it('the instructor in charge may not reject without a note, and may once it is written', async () => {
    const id = await domanda({ stato: 'IN_ISTRUTTORIA', istruttore: 'istruttore.dc' });
    const prima = (await possibili('istruttore.dc', id)).body;
    expect(prima).toEqual({
      rilascia: { possibile: true },
      approvaIstruttoria: { possibile: true },
      rigettaIstruttoria: {
        possibile: false,
        motivo: 'Per rigettare l’istruttoria scrivi prima una nota istruttoria con le motivazioni.',
        errori: { noteIstruttoria: 'Scrivere una nota istruttoria con le motivazioni del rigetto' },
      },
    });
    await portale.chiama('istruttore.dc', 'POST', `${ISTR}/salvaNotaIstruttoria/${id}`, { testo: 'Manca la delibera' });
    expect((await possibili('istruttore.dc', id)).body.rigettaIstruttoria).toEqual({ possibile: true });
  });

  it('another instructor, who can never continue this review, is offered nothing', async () => {
    const id = await domanda({ stato: 'IN_ISTRUTTORIA', istruttore: 'istruttore.dc' });
    expect((await possibili('istruttore2', id, ['MBAC_ISTRUTTORE'])).body).toEqual({});
  });

  it('the commission may not conclude while a score is missing, named as the 409 names it', async () => {
    const id = await domanda({ stato: 'IN_VALUTAZIONE' });
    const { body } = await possibili('commissione', id);
    expect(body.concludiValutazione).toEqual({
      possibile: false,
      motivo: 'La valutazione non può essere conclusa: Manca il punteggio di «Qualità del partenariato».',
      errori: { [`parametri.${parametro}`]: 'Manca il punteggio di «Qualità del partenariato»' },
    });
  });

  it('an application the person does not see is not found', async () => {
    const id = await domanda({ stato: 'INOLTRATA' });
    const { status, body } = await possibili('proponente2', id);
    expect({ status, body }).toEqual({
      status: 404,
      body: { requestId: expect.any(String), message: 'Domanda non trovata' },
    });
  });
});
