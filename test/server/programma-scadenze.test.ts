import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { eseguiAzione, type Dipendenze } from '../../server/src/modules/programma/executor';
import { aggiungiGiorni, oggiInItalia } from '../../server/src/engine/clock';
import { dipendenzeProgramma } from '../../server/src/modules/programma/routes';
import { avviaScadenzario, chiudiPreavvisiScaduti } from '../../server/src/modules/programma/scadenze';
import {
  apriPortale,
  inserisciProgramma,
  preparaRiferimenti,
  principaleDi,
  statoDi,
  type Portale,
} from './support/programmi';

let portale: Portale;
let idBando: number;
let deps: Dipendenze;
const OGGI = '2030-01-10';

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
  deps = dipendenzeProgramma({
    db: portale.db,
    regole: { preavvisoGiorni: 3, integrazioneGiorni: 30 },
    oggi: () => OGGI,
  });
});
afterAll(async () => portale?.close());

/** A programme the validator has just rejected on OGGI: its counter-deductions are due in 3 days. */
async function preavviso(): Promise<number> {
  const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_VALIDAZIONE', assegnati: ['istruttore1'] });
  await eseguiAzione(deps, principaleDi('validatore'), 'valida', id, {
    esito: 'NEGATIVO',
    note: 'Spese non ammissibili',
  });
  return id;
}

const storia = (id: number) =>
  righe<{ username: string; ruolo: string; azione: string; statoDa: string; statoA: string; note: string }>(
    portale.db,
    sql`SELECT username, ruolo, azione, stato_da AS "statoDa", stato_a AS "statoA", note FROM programma_audit
      WHERE id_programma_investimento = ${id} ORDER BY id_audit`,
  );

describe('the counter-deductions deadline', () => {
  it('is PREAVVISO_GIORNI days after the notice', async () => {
    const id = await preavviso();
    const [{ scadenza }] = await righe<{ scadenza: string }>(
      portale.db,
      sql`SELECT scadenza_controdeduzioni::text AS scadenza FROM programma_investimento
        WHERE id_programma_investimento = ${id}`,
    );
    expect(scadenza).toBe('2030-01-13');
  });

  it('closes the expired notices only, once, with the system in the history and the proponent told', async () => {
    const id = await preavviso();
    expect(await chiudiPreavvisiScaduti(deps, '2030-01-13'), 'due today: still open').not.toContain(id);
    const [primo, secondo] = await Promise.all([
      chiudiPreavvisiScaduti(deps, '2030-01-14'),
      chiudiPreavvisiScaduti(deps, '2030-01-14'),
    ]);
    expect([...primo, ...secondo].filter((chiuso) => chiuso === id)).toEqual([id]);
    expect(await chiudiPreavvisiScaduti(deps, '2030-01-14')).toEqual([]);
    expect(await statoDi(portale.db, id)).toBe('NON_AMMESSO');
    expect((await storia(id)).at(-1)).toEqual({
      username: 'sistema',
      ruolo: 'SISTEMA',
      azione: 'decorrenzaTermini',
      statoDa: 'PREAVVISO_RIGETTO',
      statoA: 'NON_AMMESSO',
      note: 'Termine per le controdeduzioni scaduto senza risposta del proponente.',
    });
    const notifiche = await portale.chiama('proponente1', 'GET', '/api/notifiche/getNotificheUtente');
    const [{ denominazione }] = await righe<{ denominazione: string }>(
      portale.db,
      sql`SELECT denominazione FROM programma_investimento WHERE id_programma_investimento = ${id}`,
    );
    expect(notifiche.body[0]).toMatchObject({ titolo: `${denominazione}: Non ammesso`, letto: false });
    const storico = await portale.chiama('coordinatore', 'GET', `/api/programma/getStoricoProgramma/${id}`);
    expect(storico.body.at(-1)).toMatchObject({
      utente: 'sistema',
      descrizioneAzione: 'Decorrenza dei termini (sistema)',
    });
  });

  it('leaves a notice whose counter-deduction file is uploaded, though not yet sent', async () => {
    const id = await preavviso();
    await portale.db.execute(
      sql`INSERT INTO allegato_programma (id_programma_investimento, tipo, pubblicato) VALUES (${id},
        'CONTRODEDUZIONI', true)`,
    );
    expect(await chiudiPreavvisiScaduti(deps, '2030-02-01')).not.toContain(id);
    expect(await statoDi(portale.db, id)).toBe('PREAVVISO_RIGETTO');
  });

  it('runs at start-up, so a restart catches up, and then on its interval', async () => {
    const id = await preavviso();
    const log = { info: () => undefined, error: () => undefined } as never;
    const ferma = avviaScadenzario({ ...deps, oggi: () => '2031-01-01' }, log, 60_000);
    try {
      await expect.poll(() => statoDi(portale.db, id), { timeout: 10_000 }).toBe('NON_AMMESSO');
    } finally {
      ferma();
    }
  });
});

describe('the integration term', () => {
  const inIntegrazioneDa = async (giorni: number) => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_INTEGRAZIONE', assegnati: ['istruttore1'] });
    const richiesta = aggiungiGiorni(oggiInItalia(), -giorni);
    await portale.db.execute(
      sql`UPDATE programma_investimento SET integrazione_richiesta_il = ${richiesta}
        WHERE id_programma_investimento = ${id}`,
    );
    return id;
  };

  it('shows the days elapsed, flags the overdue ones, and filters them for the coordinator', async () => {
    const scaduta = await inIntegrazioneDa(31);
    const inTempo = await inIntegrazioneDa(30);
    const dati = async (id: number) =>
      (await portale.chiama('coordinatore', 'GET', `/api/programma/getDatiGeneraliProgramma/${id}`)).body;
    expect(await dati(scaduta)).toMatchObject({ giorniInIntegrazione: 31, integrazioneScaduta: true });
    expect(await dati(inTempo)).toMatchObject({ giorniInIntegrazione: 30, integrazioneScaduta: false });

    const filtrati = await portale.chiama(
      'coordinatore',
      'GET',
      `/api/programma/getListaProgrammiInvestimento?idBando=${idBando}&integrazioneScaduta=true`,
    );
    const ids = filtrati.body.map((p: { idProgrammaInvestimento: number }) => p.idProgrammaInvestimento);
    expect(ids).toContain(scaduta);
    expect(ids).not.toContain(inTempo);

    const incarichi = await portale.chiama('coordinatore', 'GET', '/api/programma/getListaIncarichi');
    const voce = incarichi.body.find(
      (incarico: { idProgrammaInvestimento: number }) => incarico.idProgrammaInvestimento === scaduta,
    );
    expect(voce).toMatchObject({
      descrizioneIncarico: 'Integrazione scaduta: sollecitare il proponente',
      azione: null,
      integrazioneScaduta: true,
    });
    expect(
      incarichi.body.some(
        (incarico: { idProgrammaInvestimento: number }) => incarico.idProgrammaInvestimento === inTempo,
      ),
    ).toBe(false);
  });
});
