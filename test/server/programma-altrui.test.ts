import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apriPortale,
  CUAA_P1,
  CUAA_P2,
  inserisciProgramma,
  preparaRiferimenti,
  type Portale,
} from './support/programmi';

/**
 * Another proponent's programmes, by hand. Every role, action and state is the authorisation oracle's
 * (autorizzazioni-programma.test.ts); here what the oracle does not look at: the list's rows and creation for another's
 * company.
 */
const PROGRAMMA = '/api/programma/';
let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

const programmaIn = (stato: 'BOZZA' | 'IN_INTEGRAZIONE', cuaa = CUAA_P1) =>
  inserisciProgramma(portale.db, { idBando, stato, cuaa, assegnati: ['istruttore1'], validazione: true });

describe("proponente2 neither sees nor touches proponente1's programmes", () => {
  it.each([
    'getDatiGeneraliProgramma',
    'getCodiciCupAndCore',
    'getStoricoImportiProgrammaInvestimento',
    'visualizzaNote',
    'getNoteRichiestaIntegrazione',
    'getNoteValidazione',
    'visualizzaIntegrazioni',
    'verificaControDeduzioni',
  ])('%s answers 404', async (lettura) => {
    const id = await programmaIn('IN_INTEGRAZIONE');
    expect((await portale.chiama('proponente2', 'GET', `${PROGRAMMA}${lettura}/${id}`)).status).toBe(404);
    expect((await portale.chiama('proponente1', 'GET', `${PROGRAMMA}${lettura}/${id}`)).status).toBe(200);
  });

  it('saving the general data answers 404, and the list shows only their own', async () => {
    const mio = await programmaIn('BOZZA', CUAA_P2);
    const altrui = await programmaIn('BOZZA');
    const salva = await portale.chiama('proponente2', 'POST', `${PROGRAMMA}salvaDatiGeneraliProgramma`, {
      idProgrammaInvestimento: altrui,
      titolo: 'Mio',
    });
    expect(salva.status).toBe(404);
    const lista = await portale.chiama('proponente2', 'GET', `${PROGRAMMA}getListaProgrammiInvestimento`);
    expect(lista.body.map((p: { cuaa: string }) => p.cuaa)).toEqual(expect.arrayContaining([CUAA_P2]));
    expect(lista.body.every((p: { cuaa: string }) => p.cuaa === CUAA_P2)).toBe(true);
    expect(lista.body.map((p: { idProgrammaInvestimento: number }) => p.idProgrammaInvestimento)).toContain(mio);
  });

  it("creating a programme for another's company answers 403", async () => {
    const response = await portale.chiama(
      'proponente2',
      'POST',
      `${PROGRAMMA}creaProgrammaInvestimento/${idBando}/${CUAA_P1}`,
    );
    expect(response.status).toBe(403);
  });
});
