import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';

/** The ministry learns a call's ranking can be finalised when the last evaluation is concluded. */
const V = '/apigen/valutazione';
const TITOLO = 'Graduatoria da finalizzare: Bando distretti del cibo di prova';

let portale: PortaleDomande;
const domande: number[] = [];
let idParametro: number;
let idPunteggio: number;

beforeAll(async () => {
  portale = await apriPortaleDomande();
  const idBando = portale.idBandoDC;
  [{ idParametro }] = await righe<{ idParametro: number }>(
    portale.db,
    sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
      VALUES (${idBando}, 'Qualità del programma', 'DOMANDA', 1) RETURNING id_parametro AS "idParametro"`,
  );
  [{ idPunteggio }] = await righe<{ idPunteggio: number }>(
    portale.db,
    sql`INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
      VALUES (${idParametro}, 10, 'Buona') RETURNING id_punteggio AS "idPunteggio"`,
  );
  for (const cuaa of ['01234567897', '11122233346'])
    domande.push(await inserisciDomanda(portale.db, { idBando, stato: 'IN_VALUTAZIONE', cuaa }));
});
afterAll(async () => portale?.close());

async function concludi(idDomanda: number) {
  const salvata = await portale.chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, {
    valutazioni: [
      { idParametro, idPunteggio, motivazione: 'Programma coerente con il piano del distretto e ben documentato' },
    ],
  });
  expect(salvata.status).toBe(200);
  return portale.chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`);
}

const titoli = async (username: string) =>
  ((await portale.chiama(username, 'GET', '/apigen/notifiche/getNotificheUtente')).body as { titolo: string }[]).map(
    (notifica) => notifica.titolo,
  );

describe('the last evaluation concluded', () => {
  it('tells the ministry, once, that the ranking can be finalised', async () => {
    expect((await concludi(domande[0])).status).toBe(200);
    expect(await titoli('ministero')).not.toContain(TITOLO);
    expect((await concludi(domande[1])).status).toBe(200);
    expect((await titoli('ministero')).filter((titolo) => titolo === TITOLO)).toHaveLength(1);
    expect(await titoli('commissione')).not.toContain(TITOLO);
  });
});
