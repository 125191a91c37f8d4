import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriPortale, inserisciProgramma, preparaRiferimenti, statoDi, type Portale } from './support/programmi';

let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

const P = '/api/programma';
const chiama = (...args: Parameters<Portale['chiama']>) => portale.chiama(...args);
const possibili = (username: string, id: number) => chiama(username, 'GET', `${P}/getAzioniPossibili/${id}`);

const CHECKLIST_INCOMPLETE = 'Le checklist del programma non sono complete.';
const PARERE_ATTESO = 'Il parere richiesto alla Regione non è ancora stato espresso.';

async function checklist(id: number, tipo: 'DOCUMENTALE' | 'VERIFICHE', completa: boolean) {
  await portale.db.execute(
    sql`INSERT INTO checklist (id_programma_investimento, tipo, completa) VALUES (${id}, ${tipo}, ${completa})
      ON CONFLICT (id_programma_investimento, tipo, ambito, coalesce(id_beneficiario, 0), turno)
      DO UPDATE SET completa = excluded.completa`,
  );
}

describe('what the reader may do on a programme now, and why not, before the click', () => {
  it('a draft complete but for its dates: only they are named, as the 409 names them; then it may go', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    await portale.db.execute(
      sql`UPDATE programma_investimento SET data_fine = NULL WHERE id_programma_investimento = ${id}`,
    );
    const motivo = 'Il programma non può essere presentato: mancano le date di inizio e di fine.';
    expect(await possibili('proponente1', id)).toEqual({
      status: 200,
      body: {
        eseguiValidazione: {
          possibile: false,
          motivo,
          errori: { dataInizio: 'mancano le date di inizio e di fine' },
        },
      },
      headers: expect.anything(),
    });
    // The click anyway (a page older than the answer) meets the same reasons.
    expect(await chiama('proponente1', 'GET', `${P}/eseguiValidazione/${id}`)).toMatchObject({
      status: 409,
      body: { message: motivo, errors: { dataInizio: 'mancano le date di inizio e di fine' } },
    });
    // The coordinator edits drafts but does not present them: nothing of theirs is a state action here.
    expect((await possibili('coordinatore', id)).body).toEqual({});

    await portale.db.execute(
      sql`UPDATE programma_investimento SET data_fine = '2027-12-31' WHERE id_programma_investimento = ${id}`,
    );
    expect((await possibili('proponente1', id)).body).toEqual({ eseguiValidazione: { possibile: true } });
    expect(await statoDi(portale.db, id)).toBe('BOZZA');
  });

  it('in review: one checklist of two incomplete stops the validation request; a pending opinion too', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    await checklist(id, 'DOCUMENTALE', true);
    await checklist(id, 'VERIFICHE', false);
    expect((await possibili('istruttore1', id)).body).toEqual({
      richiestaIntegrazione: { possibile: true },
      richiestaParereRegione: { possibile: true },
      richiestaValidazione: {
        possibile: false,
        motivo: CHECKLIST_INCOMPLETE,
        errori: { checklist: 'Completare le checklist del programma' },
      },
    });
    expect(await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`)).toMatchObject({
      status: 409,
      body: { message: CHECKLIST_INCOMPLETE, errors: { checklist: 'Completare le checklist del programma' } },
    });

    await checklist(id, 'VERIFICHE', true);
    expect((await chiama('istruttore1', 'POST', `${P}/richiestaParereRegione/${id}`)).status).toBe(200);
    expect((await possibili('istruttore1', id)).body).toEqual({
      richiestaIntegrazione: { possibile: true },
      richiestaParereRegione: {
        possibile: false,
        motivo: 'Il parere della Regione è già stato richiesto ed è in attesa.',
      },
      richiestaValidazione: { possibile: false, motivo: PARERE_ATTESO },
    });
    // The region asked now has its action, which nothing stops; the proponent has none in this state.
    expect((await possibili('regione.lazio', id)).body).toEqual({ inserimentoParereRegione: { possibile: true } });
    expect((await possibili('proponente1', id)).body).toEqual({});
  });

  it('in a takeover: «Concludi subentro» is refused while one item of its checklist is unanswered', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'APPROVATO', assegnati: ['istruttore1'] });
    expect((await chiama('coordinatore', 'POST', `${P}/avviaSubentro/${id}`)).status).toBe(200);
    const C = '/api/checklist';
    type Voce = { idVoce: number; descrizione: string };
    const voci = (await chiama('istruttore1', 'GET', `${C}/getChecklistSubentro/${id}`)).body.voci as Voce[];
    const [prima, seconda, ...altre] = voci;
    await chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: [prima, ...altre].map(({ idVoce }) => ({ idVoce, esito: 'SI' })),
    });
    const motivo = `La checklist del subentro non è completa: «${seconda.descrizione}».`;
    expect((await possibili('istruttore1', id)).body).toMatchObject({
      concludiSubentro: { possibile: false, motivo },
    });
    expect(await chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {})).toMatchObject({
      status: 409,
      body: { message: motivo },
    });

    await chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: [{ idVoce: seconda.idVoce, esito: 'NO', note: 'Il subentrante non ha ancora la sede operativa' }],
    });
    expect(await statoDi(portale.db, id)).toBe('APPROVATO');
  });

  it('an action whose record rule refuses is not named: the policy tells the page why', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    expect((await possibili('regione.lazio', id)).body).toEqual({});
  });

  it('answers as the programme is read: 404 for one not there and for a draft of another proponent', async () => {
    expect(await possibili('proponente1', 999_999)).toMatchObject({
      status: 404,
      body: { message: 'Programma di investimento non trovato' },
    });
    const altrui = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA', cuaa: '11122233346' });
    expect((await possibili('proponente1', altrui)).status).toBe(404);
  });
});
