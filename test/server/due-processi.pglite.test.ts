import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { avviaDueProcessi, type DueProcessi } from './support/due-processi';
import { inserisciProgramma, preparaRiferimenti } from './support/programmi';
import { stesseChiaviCreateUnaVolta, tokenValidoSuOgniProcesso } from './support/due-processi-prove';

let portale: DueProcessi;
let idProgramma: number;
beforeAll(async () => {
  portale = await avviaDueProcessi(async (database) => {
    await migrate(database);
    const idBando = await preparaRiferimenti(database.db);
    idProgramma = await inserisciProgramma(database.db, { idBando, stato: 'PRESENTATO' });
  });
}, 120_000);
afterAll(async () => portale?.close());

const P = '/api/programma';
const attraverso = (url: string, token: string) =>
  fetch(`${portale.url}${url}`, { headers: { authorization: `Bearer ${token}` } }).then(async (risposta) => ({
    status: risposta.status,
    body: await risposta.json(),
  }));

describe('two portal processes on one database, behind a round-robin balancer', () => {
  let token: string;
  const client = () =>
    new CodeFlowClient({
      issuer: `${portale.url}/oidc`,
      clientId: 'contratti-filiera-fe',
      redirectUri: `${portale.url}/contratti-filiera-fe/`,
    });
  const coordinatore = { client: undefined as unknown as CodeFlowClient };

  it('log a person in through the real login form, its requests spread over both processes', async () => {
    coordinatore.client = client();
    ({ access_token: token } = await coordinatore.client.logIn('coordinatore', 'demo'));

    expect(token.split('.')).toHaveLength(3);
    const [primo, secondo] = portale.serviti;
    expect(primo).toBeGreaterThan(0);
    expect(secondo).toBeGreaterThan(0);
  });

  it('sign with the same keys, created once although both started together on an empty database', async () => {
    await stesseChiaviCreateUnaVolta(portale);
  });

  it('accept on each process the token the login obtained, whichever process issued it', async () => {
    await tokenValidoSuOgniProcesso(portale, `${P}/getDatiGeneraliProgramma/${idProgramma}`, token);
  });

  it('run a step of the review with each request on the other process: list, detail, assignment, detail', async () => {
    const prima = [...portale.serviti];

    const lista = await attraverso(`${P}/getListaProgrammiInvestimento`, token);
    expect(lista.status).toBe(200);
    expect(lista.body.map((riga: { idProgrammaInvestimento: number }) => riga.idProgrammaInvestimento)).toContain(
      idProgramma,
    );
    const dettaglio = await attraverso(`${P}/getDatiGeneraliProgramma/${idProgramma}`, token);
    expect(dettaglio).toMatchObject({ status: 200, body: { idStato: 'PRESENTATO' } });
    const assegnato = await attraverso(`${P}/assegnaPratica/${idProgramma}/istruttore1`, token);
    expect(assegnato).toMatchObject({ status: 200, body: { idStato: 'IN_ISTRUTTORIA', assegnatari: ['istruttore1'] } });
    const dopo = await attraverso(`${P}/getDatiGeneraliProgramma/${idProgramma}`, token);
    expect(dopo).toMatchObject({ status: 200, body: { idStato: 'IN_ISTRUTTORIA' } });

    expect(portale.serviti[0] - prima[0]).toBe(2);
    expect(portale.serviti[1] - prima[1]).toBe(2);
  });

  it('keep the login session on both: prompt=none answers a code on either process, with no password', async () => {
    for (const _ of [1, 2]) {
      const risposta = await coordinatore.client.authorize({ prompt: 'none' });
      if (risposta.kind !== 'callback') throw new Error(`Atteso il ritorno all'app, non ${risposta.url}`);
      const nuovo = await coordinatore.client.exchangeCode(risposta.url);
      expect((await attraverso(`${P}/getDatiGeneraliProgramma/${idProgramma}`, nuovo.access_token)).status).toBe(200);
    }
  });
});
