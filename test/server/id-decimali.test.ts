import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriPortale, inserisciProgramma, preparaRiferimenti, statoDi, type Portale } from './support/programmi';

const P = '/api/programma';

let portale: Portale;
let idBando: number;
beforeAll(async () => {
  portale = await apriPortale();
  idBando = await preparaRiferimenti(portale.db);
});
afterAll(async () => portale?.close());

/** Texts JavaScript reads as the number `id`, none of them written in decimal digits only. */
const scritture = (id: number) => [`%20${id}`, `${id}%20`, `0x${id.toString(16)}`, `${id}e0`, `%2B${id}`, `${id}.0`];

describe('an id is decimal digits only', () => {
  it('a call exists under its number, and under no other writing of it', async () => {
    expect((await portale.chiama('ministero', 'GET', `/api/bando/getBando/${idBando}`)).status).toBe(200);
    for (const scritto of scritture(idBando)) {
      const risposta = await portale.chiama('ministero', 'GET', `/api/bando/getBando/${scritto}`);
      expect({ scritto, status: risposta.status, body: risposta.body }).toEqual({
        scritto,
        status: 404,
        body: { requestId: expect.any(String), message: 'Bando non trovato' },
      });
    }
  });

  it('an action sent to another writing of a real programme changes nothing', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'PRESENTATO' });
    for (const scritto of scritture(id)) {
      const risposta = await portale.chiama('coordinatore', 'GET', `${P}/assegnaPratica/${scritto}/istruttore1`);
      expect({ scritto, status: risposta.status }).toEqual({ scritto, status: 404 });
    }
    expect(await statoDi(portale.db, id)).toBe('PRESENTATO');
    const assegnato = await portale.chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore1`);
    expect(assegnato.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA' });
  });

  it('a list filtered by a call written otherwise: 400 naming the field', async () => {
    const lista = `${P}/getListaProgrammiInvestimento`;
    expect((await portale.chiama('ministero', 'GET', `${lista}?idBando=${idBando}`)).status).toBe(200);
    const risposta = await portale.chiama('ministero', 'GET', `${lista}?idBando=0x${idBando.toString(16)}`);
    expect(risposta).toMatchObject({
      status: 400,
      body: {
        message: 'Dati non validi: controlla i campi indicati',
        errors: { idBando: 'Deve essere un numero intero' },
      },
    });
  });
});
