import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUAA_P1_VENETO, CUAA_P2 } from './support/programmi';
import {
  D,
  ISTR,
  VERONA,
  apriPortaleDomande,
  inserisciDomanda,
  statoDomanda,
  type PortaleDomande,
} from './support/domande';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const domanda = (fixture: Parameters<typeof inserisciDomanda>[1] extends infer F ? Omit<F, 'idBando'> : never = {}) =>
  inserisciDomanda(portale.db, { idBando: portale.idBandoDC, ...fixture });

describe('who may do what (docs/domande.md)', () => {
  it('403 for a role the action is not for, before anything else', async () => {
    const id = await domanda({ stato: 'INOLTRATA' });
    expect((await portale.chiama('istruttore1', 'GET', `${D}/prendiInCarico/${id}`)).status).toBe(403);
    expect((await portale.chiama('proponente1', 'GET', `${D}/prendiInCarico/${id}`)).status).toBe(403);
    expect((await portale.chiama('istruttore.dc', 'GET', `${D}/inoltraDomanda/${id}`)).status).toBe(403);
    expect((await portale.chiama('coordinatore', 'GET', `${D}/getListaDomande`)).status).toBe(403);
    expect((await portale.chiama('regione.lazio', 'GET', `${D}/dettaglioProponente/${id}`)).status).toBe(200);
    expect((await portale.chiama('regione.lazio', 'GET', `${D}/approvaIstruttoria/${id}`)).status).toBe(403);
  });

  it("404 for another company's application, with no hint of it", async () => {
    const id = await domanda({ cuaa: CUAA_P1_VENETO });
    const estranea = await portale.chiama('proponente2', 'GET', `${D}/inoltraDomanda/${id}`);
    expect(estranea).toMatchObject({ status: 404, body: { message: 'Domanda non trovata' } });
    expect((await portale.chiama('proponente2', 'GET', `${D}/dettaglioProponente/${id}`)).status).toBe(404);
    expect((await portale.chiama('istruttore.dc', 'GET', `${D}/dettaglioProponente/${id}`)).status).toBe(404);
    expect(await statoDomanda(portale.db, id)).toBe('BOZZA');
  });

  it('409 for a state the action does not start from', async () => {
    const id = await domanda({ stato: 'IN_ISTRUTTORIA', istruttore: 'istruttore.dc' });
    const risposta = await portale.chiama('istruttore.dc', 'GET', `${D}/prendiInCarico/${id}`);
    expect(risposta).toMatchObject({
      status: 409,
      body: { message: 'Operazione non consentita: la domanda è nello stato «In istruttoria».' },
    });
    const inoltrata = await domanda({ stato: 'INOLTRATA' });
    expect((await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${inoltrata}`)).status).toBe(409);
    expect((await portale.chiama('proponente1', 'DELETE', `${D}/eliminaDomanda/${inoltrata}`)).status).toBe(409);
  });

  it('only the instructor in charge continues: another instructor gets 403', async () => {
    const id = await domanda({ stato: 'IN_ISTRUTTORIA', istruttore: 'istruttore.dc' });
    const altro = (url: string) => portale.chiama('istruttore2', 'GET', url, undefined, ['MBAC_ISTRUTTORE']);
    for (const azione of ['rilascia', 'approvaIstruttoria', 'rigettaIstruttoria'])
      expect((await altro(`${D}/${azione}/${id}`)).status).toBe(403);
    const nota = await portale.chiama('istruttore2', 'POST', `${ISTR}/salvaNotaIstruttoria/${id}`, { testo: 'x' }, [
      'MBAC_ISTRUTTORE',
    ]);
    expect(nota.status).toBe(403);
    expect(await statoDomanda(portale.db, id)).toBe('IN_ISTRUTTORIA');
  });

  it('a rejection needs a review note with the reasons, which the history keeps', async () => {
    const id = await domanda({ stato: 'IN_ISTRUTTORIA', istruttore: 'istruttore.dc' });
    const senzaNota = await portale.chiama('istruttore.dc', 'GET', `${D}/rigettaIstruttoria/${id}`);
    expect(senzaNota.status).toBe(409);
    await portale.chiama('istruttore.dc', 'POST', `${ISTR}/salvaNotaIstruttoria/${id}`, {
      testo: 'Manca la delibera regionale',
    });
    const rigettata = await portale.chiama('istruttore.dc', 'GET', `${D}/rigettaIstruttoria/${id}`);
    expect(rigettata.body).toMatchObject({ idStato: 'NON_AMMISSIBILE', descrizioneStato: 'Non ammissibile' });
  });

  it('two instructors taking the same application at once: one gets it, the other 409', async () => {
    const id = await domanda({ stato: 'INOLTRATA' });
    const risposte = await Promise.all([
      portale.chiama('istruttore.dc', 'GET', `${D}/prendiInCarico/${id}`),
      portale.chiama('istruttore2', 'GET', `${D}/prendiInCarico/${id}`, undefined, ['MBAC_ISTRUTTORE']),
    ]);
    expect(risposte.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('who sees which applications', () => {
  it('proponent: its own; instructor: forwarded; commission: from evaluation; region: with a site in it', async () => {
    const bozza = await domanda({ denominazione: 'Visibilita bozza' });
    const inoltrata = await domanda({ stato: 'INOLTRATA', denominazione: 'Visibilita inoltrata' });
    const valutazione = await domanda({
      stato: 'IN_VALUTAZIONE',
      denominazione: 'Visibilita valutazione',
      cuaa: CUAA_P2,
    });
    const veneta = await domanda({ stato: 'INOLTRATA', denominazione: 'Visibilita veneta', sede: VERONA });
    const ids = async (username: string) =>
      (await portale.chiama(username, 'GET', `${D}/getListaDomande?denominazione=Visibilita`)).body
        .map((d: { idDomanda: number }) => d.idDomanda)
        .sort((a: number, b: number) => a - b);
    expect(await ids('proponente1')).toEqual([bozza, inoltrata, veneta]);
    expect(await ids('proponente2')).toEqual([valutazione]);
    expect(await ids('istruttore.dc')).toEqual([inoltrata, valutazione, veneta]);
    expect(await ids('commissione')).toEqual([valutazione]);
    expect(await ids('ministero')).toEqual([bozza, inoltrata, valutazione, veneta]);
    expect(await ids('regione.lazio')).toEqual([inoltrata, valutazione]);
    expect(await ids('regione.veneto')).toEqual([veneta]);
    expect((await portale.chiama('banca', 'GET', `${D}/getListaDomande`)).status).toBe(403);
  });

  it('a proponent whose token names no company (no CUAA) lists nothing and reads nothing', async () => {
    const propria = await domanda({ stato: 'INOLTRATA', denominazione: 'Senza CUAA' });
    const token = await portale.portal.issuer.forRoles(['MBAC_PROPONENTE']);
    const leggi = (url: string) =>
      portale.portal.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const elenco = await leggi(`${D}/getListaDomande?idBando=${portale.idBandoDC}`);
    expect(elenco.statusCode).toBe(200);
    expect(elenco.json()).toEqual([]);
    const dettaglio = await leggi(`${D}/dettaglioProponente/${propria}`);
    expect(dettaglio.statusCode).toBe(404);
    expect(dettaglio.json().message).toBe('Domanda non trovata');
  });
});
