import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import {
  apriPortale,
  inserisciProgramma,
  preparaRiferimenti,
  soddisfaGuardie,
  statoDi,
  type Portale,
} from './support/programmi';

let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

const VOLTE = 20;

/** The same call sent VOLTE times at once; on PostgreSQL they run on pooled connections, on PGlite they queue. */
async function insieme(username: string, method: 'GET' | 'PUT' | 'POST', url: string) {
  const headers = await portale.headers(username);
  const risposte = await Promise.all(
    Array.from({ length: VOLTE }, () => portale.portal.app.inject({ method, url, headers })),
  );
  return risposte.map((risposta) => ({ status: risposta.statusCode, body: risposta.json() }));
}

const audit = async (id: number, azione: string) =>
  (
    await righe<{ n: number }>(
      portale.db,
      sql`SELECT count(*)::int AS n FROM programma_audit WHERE id_programma_investimento = ${id}
        AND azione = ${azione}`,
    )
  )[0].n;

describe(`${VOLTE} identical transitions at once`, () => {
  it('validate: exactly one succeeds, the others answer 409 naming the state it left them in', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_VALIDAZIONE', assegnati: ['istruttore1'] });
    const risposte = await insieme(
      'validatore',
      'PUT',
      `/api/programma/eseguiValidazioneProgramma/${id}?esito=POSITIVO`,
    );
    expect(risposte.filter(({ status }) => status === 200)).toHaveLength(1);
    const rifiutate = risposte.filter(({ status }) => status !== 200);
    expect(rifiutate).toHaveLength(VOLTE - 1);
    for (const { status, body } of rifiutate) {
      expect(status).toBe(409);
      expect(body).toEqual({
        requestId: expect.any(String),
        message: 'Operazione «Esegui validazione» non consentita: il programma è nello stato «Validato».',
      });
    }
    expect(await statoDi(portale.db, id)).toBe('VALIDATO');
    expect(await audit(id, 'valida')).toBe(1);
  });

  it('approve: one approval, one set of codes, one history entry', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'VALIDATO', assegnati: ['istruttore1'] });
    await soddisfaGuardie(portale.db, id, ['APPROVAZIONE']);
    const risposte = await insieme(
      'ministero',
      'PUT',
      `/api/programma/approvazioneprogramma/${id}?codiceCup=J84E24000120001&codiceCore=1234567`,
    );
    expect(risposte.map(({ status }) => status).sort()).toEqual([200, ...Array<number>(VOLTE - 1).fill(409)]);
    expect(await audit(id, 'approva')).toBe(1);
  });

  it('assign the same instructor: one assignment, the others 409', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'PRESENTATO' });
    const risposte = await insieme('coordinatore', 'GET', `/api/programma/assegnaPratica/${id}/istruttore2`);
    expect(risposte.filter(({ status }) => status === 200)).toHaveLength(1);
    expect(risposte.filter(({ status }) => status === 409)).toHaveLength(VOLTE - 1);
    const [{ n }] = await righe<{ n: number }>(
      portale.db,
      sql`SELECT count(*)::int AS n FROM programma_assegnatario WHERE id_programma_investimento = ${id}`,
    );
    expect(n).toBe(1);
    expect(await audit(id, 'assegna')).toBe(1);
  });

  it('ask the regional opinion: one request waits, the others 409', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    const risposte = await insieme('istruttore1', 'POST', `/api/programma/richiestaParereRegione/${id}`);
    expect(risposte.filter(({ status }) => status === 200)).toHaveLength(1);
    for (const { status, body } of risposte.filter((risposta) => risposta.status !== 200)) {
      expect(status).toBe(409);
      expect(body.message).toBe('Il parere della Regione è già stato richiesto ed è in attesa.');
    }
  });
});
