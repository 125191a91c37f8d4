import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { apriPortaleDomande, inserisciDomanda, statoDomanda, type PortaleDomande } from './support/domande';

/** The commission's refusals on their hard case: two parameters of the same level, one of many missing. */
const V = '/apigen/valutazione';
const G = '/apigen/graduatoria';

let portale: PortaleDomande;
let idDomanda: number;
const parametro = { qualita: 0, innovazione: 0 };
const punteggio = { qualita: 0, innovazione: 0 };

const uno = async (query: ReturnType<typeof sql>) => (await righe<{ id: number }>(portale.db, query))[0].id;
const punteggiSalvati = async () =>
  (await portale.chiama('commissione', 'GET', `${V}/listaValutazioneProgramma/${idDomanda}`)).body.map(
    ({ idPunteggio }: { idPunteggio: number | null }) => idPunteggio,
  );

beforeAll(async () => {
  portale = await apriPortaleDomande();
  const { idBandoDC: idBando } = portale;
  for (const [chiave, descrizione, ordine] of [
    ['qualita', 'Qualità del programma', 1],
    ['innovazione', 'Innovazione', 2],
  ] as const) {
    parametro[chiave] = await uno(
      sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
        VALUES (${idBando}, ${descrizione}, 'DOMANDA', ${ordine}) RETURNING id_parametro AS id`,
    );
    punteggio[chiave] = await uno(
      sql`INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
        VALUES (${parametro[chiave]}, 10, 'Buona') RETURNING id_punteggio AS id`,
    );
  }
  idDomanda = await inserisciDomanda(portale.db, { idBando, stato: 'IN_VALUTAZIONE' });
});
afterAll(async () => portale?.close());

describe('the commission scores an application with two parameters of the same level', () => {
  it('refuses a score that belongs to the other parameter, on its field, and saves nothing', async () => {
    const { status, body } = await portale.chiama(
      'commissione',
      'POST',
      `${V}/salvaValutazioneProgramma/${idDomanda}`,
      {
        valutazioni: [
          {
            idParametro: parametro.qualita,
            idPunteggio: punteggio.innovazione,
            motivazione: 'Programma coerente con il piano del distretto e ben documentato',
          },
          {
            idParametro: parametro.innovazione,
            idPunteggio: punteggio.innovazione,
            motivazione: 'Programma coerente con il piano del distretto e ben documentato',
          },
        ],
      },
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.idPunteggio': 'Punteggio non previsto per il parametro «Qualità del programma»',
    });
    expect(await punteggiSalvati()).toEqual([null, null]);
  });

  it('refuses to conclude with one score of two missing, naming only that one', async () => {
    const salvata = await portale.chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, {
      valutazioni: [
        {
          idParametro: parametro.qualita,
          idPunteggio: punteggio.qualita,
          motivazione: 'Programma coerente con il piano del distretto e ben documentato',
        },
      ],
    });
    expect(salvata.status).toBe(200);
    const { status, body } = await portale.chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`);
    expect(status).toBe(409);
    expect(body.errors).toEqual({ [`parametri.${parametro.innovazione}`]: 'Manca il punteggio di «Innovazione»' });
    expect(await statoDomanda(portale.db, idDomanda)).toBe('IN_VALUTAZIONE');
  });

  it('refuses to reopen an evaluated application once the ranking is final, though its state allows it', async () => {
    const salvata = await portale.chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, {
      valutazioni: [
        {
          idParametro: parametro.innovazione,
          idPunteggio: punteggio.innovazione,
          motivazione: 'Programma coerente con il piano del distretto e ben documentato',
        },
      ],
    });
    expect(salvata.status).toBe(200);
    expect((await portale.chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`)).status).toBe(
      200,
    );
    expect((await portale.chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${portale.idBandoDC}`)).status).toBe(
      200,
    );
    // Evaluated, so the policy's state lets the commission unlock it: only the final ranking may refuse.
    const valutata = await inserisciDomanda(portale.db, {
      idBando: portale.idBandoDC,
      stato: 'VALUTATA',
      cuaa: '11122233346',
    });
    const { status, body } = await portale.chiama('commissione', 'GET', `${G}/sbloccaValutazione/${valutata}`);
    expect(status).toBe(409);
    expect(body.message).toBe('La graduatoria del bando è definitiva: la valutazione non può essere riaperta.');
    expect(await statoDomanda(portale.db, valutata)).toBe('VALUTATA');
  });
});
