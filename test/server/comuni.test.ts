import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROMA, apriPortaleDomande, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const C = '/apigen/comuni';
const comuni = (query: string, username = 'proponente1') =>
  portale.chiama(username, 'GET', `${C}/getListaComuni?${query}`);

describe('the municipalities, chosen by name (reference data)', () => {
  it("'Rom' answers Roma first, as people read it, with its ISTAT code, a page at a time", async () => {
    const risposta = await comuni('nome=Rom&_start=0&_end=5');
    expect(risposta.status).toBe(200);
    expect(risposta.body).toHaveLength(5);
    expect(risposta.body[0]).toEqual({
      codiceIstat: ROMA,
      denominazione: 'Roma',
      siglaProvincia: 'RM',
      codRegione: '12',
      descrizioneRegione: 'Lazio',
      descrizione: 'Roma (RM), Lazio',
    });
    expect(risposta.body.every((c: { denominazione: string }) => c.denominazione.toLowerCase().startsWith('rom'))).toBe(
      true,
    );
    const totale = Number(risposta.headers['x-total-count']);
    expect(totale).toBeGreaterThan(5);
    const seconda = await comuni('nome=rom&page=2&perPage=5');
    expect(seconda.body).toHaveLength(5);
    expect(seconda.headers['x-total-count']).toBe(String(totale));
    const nomi = new Set(risposta.body.map((c: { codiceIstat: string }) => c.codiceIstat));
    expect(seconda.body.some((c: { codiceIstat: string }) => nomi.has(c.codiceIstat))).toBe(false);
  });

  it('matches the name anywhere, its wildcards taken literally', async () => {
    expect((await comuni('nome=oma')).body.map((c: { denominazione: string }) => c.denominazione)).toContain('Roma');
    expect((await comuni('nome=%25&_start=0&_end=10')).body).toEqual([]);
    expect((await comuni('nome=Verona')).body[0]).toMatchObject({ descrizione: 'Verona (VR), Veneto' });
  });

  it('reads one municipality by ISTAT code: 404 for a code no municipality has, 400 for not 6 digits', async () => {
    const roma = await portale.chiama('istruttore.dc', 'GET', `${C}/getComune/${ROMA}`);
    expect(roma.body).toMatchObject({ denominazione: 'Roma', descrizione: 'Roma (RM), Lazio' });
    const nessuno = await portale.chiama('istruttore.dc', 'GET', `${C}/getComune/999999`);
    expect(nessuno.status).toBe(404);
    expect(nessuno.body.message).toBe('Nessun comune italiano ha questo codice ISTAT');
    expect((await portale.chiama('istruttore.dc', 'GET', `${C}/getComune/Roma`)).status).toBe(400);
  });

  it('is read by every role with a token, by nobody without one', async () => {
    for (const username of ['banca', 'coordinatore', 'regione.veneto'])
      expect((await comuni('nome=Milano', username)).body[0], username).toMatchObject({ siglaProvincia: 'MI' });
    const anonima = await portale.portal.app.inject({ method: 'GET', url: `${C}/getListaComuni?nome=Roma` });
    expect(anonima.statusCode).toBe(401);
  });
});
