import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { graduatoriaCalcolata } from '../../server/src/modules/graduatoria/regola';
import { ATTESA, DOMANDE, preparaBandoDiProva, type BandoDiProva } from './support/graduatoria';
import { openTestDatabase } from './support/test-database';

let database: Database;
let bando: BandoDiProva;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  bando = await preparaBandoDiProva(database);
});
afterAll(async () => database?.close());

describe('the ranking rule of docs/graduatoria.md, on a call worked out by hand', () => {
  it('orders by score, earlier forwarding, lower number; funds strictly in order; excludes under minimum', async () => {
    const righe = await graduatoriaCalcolata(database.db, bando.idBando, { punteggioMinimo: 20, budget: 100_000 });
    expect(
      righe.map(({ idDomanda, posizione, punteggio, esito, budgetResiduo, spareggio, sopraSoglia }) => ({
        idDomanda,
        posizione,
        punteggio,
        esito,
        budgetResiduo,
        spareggio,
        sopraSoglia,
      })),
    ).toEqual(
      ATTESA.map((riga, indice) => ({
        idDomanda: bando.ids.get(riga.domanda),
        posizione: indice + 1,
        punteggio: riga.punteggio,
        esito: riga.esito,
        budgetResiduo: riga.budgetResiduo,
        spareggio: riga.spareggio,
        sopraSoglia: riga.domanda !== 'E',
      })),
    );
  });

  it("explains each row's score per parameter, the beneficiaries' mean rounded half up (1,225 → 1,23)", async () => {
    const righe = await graduatoriaCalcolata(database.db, bando.idBando, { punteggioMinimo: 20, budget: 100_000 });
    for (const attesa of ATTESA) {
      const riga = righe.find(({ idDomanda }) => idDomanda === bando.ids.get(attesa.domanda));
      expect(riga?.punteggi).toEqual([
        { idParametro: bando.parametri.p1, valore: DOMANDE[attesa.domanda].p1 },
        { idParametro: bando.parametri.p2, valore: attesa.media },
      ]);
    }
  });

  it('funds everyone admitted when the budget covers them all, leaves out applications not yet evaluated', async () => {
    await database.db.execute(
      sql`UPDATE domanda SET id_stato = 'IN_VALUTAZIONE' WHERE id_domanda = ${bando.ids.get('F')}`,
    );
    const righe = await graduatoriaCalcolata(database.db, bando.idBando, { punteggioMinimo: 20, budget: 1_000_000 });
    await database.db.execute(sql`UPDATE domanda SET id_stato = 'VALUTATA' WHERE id_domanda = ${bando.ids.get('F')}`);
    expect(righe.map(({ idDomanda, esito }) => [idDomanda, esito])).toEqual([
      [bando.ids.get('B'), 'FINANZIABILE'],
      [bando.ids.get('A'), 'FINANZIABILE'],
      [bando.ids.get('C'), 'FINANZIABILE'],
      [bando.ids.get('D'), 'FINANZIABILE'],
      [bando.ids.get('E'), 'ESCLUSA'],
    ]);
    expect(righe.at(-1)?.budgetResiduo).toBe(905_000);
  });

  it('funds an application whose requested amount is exactly what the budget has left', async () => {
    // B (30,000) and A (50,000) come first: a budget of 80,000 covers A to the euro, and nothing is left for F.
    const righe = await graduatoriaCalcolata(database.db, bando.idBando, { punteggioMinimo: 20, budget: 80_000 });
    expect(righe.slice(0, 3).map(({ idDomanda, esito, budgetResiduo }) => [idDomanda, esito, budgetResiduo])).toEqual([
      [bando.ids.get('B'), 'FINANZIABILE', 50_000],
      [bando.ids.get('A'), 'FINANZIABILE', 0],
      [bando.ids.get('F'), 'AMMESSA_NON_FINANZIATA', 0],
    ]);
  });
});
