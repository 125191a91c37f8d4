import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { righe } from '../../server/src/db/sql';
import { finalizzaGraduatoria } from '../../server/src/modules/graduatoria/finalizza';
import { ATTESA, preparaBandoDiProva, type BandoDiProva } from './support/graduatoria';
import { openTestDatabase } from './support/test-database';

let database: Database;
let bando: BandoDiProva;
const MINISTERO = { username: 'ministero', ruolo: 'MBAC_MINISTERO' };

beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database);
  bando = await preparaBandoDiProva(database);
});
afterEach(async () => database?.close());

const finalizza = () => database.db.transaction((tx) => finalizzaGraduatoria(tx, bando.idBando, MINISTERO));
const stati = () =>
  righe<{ id: number; stato: string }>(
    database.db,
    sql`SELECT id_domanda AS id, id_stato AS stato FROM domanda WHERE id_bando = ${bando.idBando} ORDER BY id_domanda`,
  );

describe('finalizzaGraduatoria, on the call worked out by hand (test/server/support/graduatoria.ts)', () => {
  it('places every evaluated application, freezes rows with budget left and rule, tells each proponent', async () => {
    expect(await finalizza()).toBe(6);
    const attesi = new Map(ATTESA.map((riga) => [bando.ids.get(riga.domanda), riga.esito]));
    expect(await stati()).toEqual(
      [...attesi.keys()].sort((a = 0, b = 0) => a - b).map((id) => ({ id, stato: attesi.get(id) })),
    );
    const congelate = await righe<{ id: number; residuo: string; esito: string }>(
      database.db,
      sql`SELECT id_domanda AS id, budget_residuo::text AS residuo, esito FROM riga_graduatoria
        WHERE id_bando = ${bando.idBando} ORDER BY posizione`,
    );
    expect(congelate).toEqual(
      ATTESA.map((riga) => ({
        id: bando.ids.get(riga.domanda),
        residuo: riga.budgetResiduo.toFixed(2),
        esito: riga.esito,
      })),
    );
    const [graduatoria] = await righe<{ versione: string; da: string }>(
      database.db,
      sql`SELECT versione_regola AS versione, finalizzata_da AS da FROM graduatoria WHERE id_bando = ${bando.idBando}`,
    );
    expect(graduatoria).toEqual({ versione: 'Regola di calcolo dei punteggi, versione 1', da: 'ministero' });
    const storico = await righe<{ azione: string; da: string; a: string }>(
      database.db,
      sql`SELECT azione, stato_da AS da, stato_a AS a FROM domanda_audit WHERE azione = 'finalizzaGraduatoria'`,
    );
    expect(storico).toHaveLength(6);
    expect(new Set(storico.map(({ da }) => da))).toEqual(new Set(['VALUTATA']));
    const avvisi = await righe<{ testo: string }>(
      database.db,
      sql`SELECT testo FROM notifica WHERE destinatario_ruolo = 'MBAC_PROPONENTE' ORDER BY id_notifica`,
    );
    expect(avvisi).toHaveLength(6);
    expect(avvisi.map(({ testo }) => testo)).toContain(
      'La graduatoria del bando è definitiva: la domanda «Distretto C» è in posizione 4 con 21,23 punti, ' +
        'esito «Ammessa non finanziata».',
    );
  });

  it('names the rule of a ranking frozen with its old internal reference as people read it', async () => {
    await finalizza();
    await database.db.execute(sql`UPDATE graduatoria SET versione_regola = 'DESIGN §5, versione 1'`);
    await database.db.execute(sql`DELETE FROM schema_migrations WHERE name = '038_regola_con_nome.sql'`);
    expect(await migrate(database)).toEqual(['038_regola_con_nome.sql']);
    const [{ versione }] = await righe<{ versione: string }>(
      database.db,
      sql`SELECT versione_regola AS versione FROM graduatoria WHERE id_bando = ${bando.idBando}`,
    );
    expect(versione).toBe('Regola di calcolo dei punteggi, versione 1');
  });

  it('is refused while an application is still being evaluated, and changes nothing', async () => {
    await database.db.execute(
      sql`UPDATE domanda SET id_stato = 'IN_VALUTAZIONE' WHERE id_domanda = ${bando.ids.get('D')}`,
    );
    const prima = await stati();
    await expect(finalizza()).rejects.toMatchObject({
      statusCode: 409,
      message: 'La graduatoria non può essere finalizzata: una domanda è ancora in istruttoria o in valutazione.',
    });
    expect(await stati()).toEqual(prima);
    const [{ n }] = await righe<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM riga_graduatoria`);
    expect(n).toBe(0);
  });

  it('happens once: a second finalisation is refused, and of 20 at the same time exactly one succeeds', async () => {
    const esiti = await Promise.allSettled(Array.from({ length: 20 }, () => finalizza()));
    expect(esiti.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const rifiuti = esiti.flatMap((esito) => (esito.status === 'rejected' ? [esito.reason] : []));
    expect(new Set(rifiuti.map((rifiuto: { message: string }) => rifiuto.message))).toEqual(
      new Set(['La graduatoria del bando è già definitiva.']),
    );
    const [{ n }] = await righe<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM riga_graduatoria`);
    expect(n).toBe(6);
  });
});
