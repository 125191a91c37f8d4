import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
let idDomanda: number;
const oggi = new Date().toISOString().slice(0, 10);
beforeAll(async () => {
  portale = await apriPortaleDomande();
  idDomanda = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC });
  expect((await portale.chiama('proponente1', 'GET', `${D}/inoltraDomanda/${idDomanda}`)).status).toBe(200);
  expect((await portale.chiama('istruttore.dc', 'GET', `${D}/prendiInCarico/${idDomanda}`)).status).toBe(200);
  const ricezione = await portale.chiama('istruttore.dc', 'POST', `${D}/salvaDatiRicezioneDomanda/${idDomanda}`, {
    numeroProtocollo: 'PROT-77',
    dataRicezione: oggi,
  });
  expect(ricezione.status).toBe(200);
});
afterAll(async () => portale?.close());

const storico = (username: string, id = idDomanda) => portale.chiama(username, 'GET', `${D}/getStoricoDomanda/${id}`);

describe('getStoricoDomanda: the history of an application, with names', () => {
  it('answers who (by name, with the role), what (the action) and from which state to which, in Italian', async () => {
    const risposta = await storico('proponente1');
    expect(risposta.status).toBe(200);
    expect(
      risposta.body.map((voce: Record<string, unknown>) => [
        voce.nominativo,
        voce.descrizioneRuolo,
        voce.descrizioneAzione,
        voce.descrizioneStatoDa,
        voce.descrizioneStatoA,
      ]),
    ).toEqual([
      ['Giovanni Bianchi', 'Proponente', 'Inoltra domanda', 'Bozza', 'Inoltrata'],
      ['Sara Conti', 'Istruttore distretti del cibo', 'Prendi in carico', 'Inoltrata', 'In istruttoria'],
      ['Sara Conti', 'Istruttore distretti del cibo', 'Registra ricezione', 'In istruttoria', 'In istruttoria'],
    ]);
    expect(risposta.body[2]).toMatchObject({
      utente: 'istruttore.dc',
      ruolo: 'MBAC_ISTRUTTORE',
      azione: 'salvaDatiRicezione',
      statoDa: 'IN_ISTRUTTORIA',
      // People read dates as dd/mm/yyyy.
      note: `Protocollo PROT-77 del ${oggi.slice(8, 10)}/${oggi.slice(5, 7)}/${oggi.slice(0, 4)}`,
    });
    expect(risposta.body[0].eseguitoIl).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('is read by whoever reads the application: the instructor, the ministry, the region of a site', async () => {
    for (const username of ['istruttore.dc', 'ministero', 'regione.lazio'])
      expect((await storico(username)).body, username).toHaveLength(3);
  });

  it('404 for an application the person does not see, 403 for a role that sees none, 404 for none', async () => {
    expect((await storico('proponente2')).status).toBe(404);
    expect((await storico('commissione')).status).toBe(404);
    expect((await storico('regione.veneto')).status).toBe(404);
    expect((await storico('banca')).status).toBe(403);
    expect((await storico('coordinatore')).status).toBe(403);
    expect((await storico('ministero', 999_999)).status).toBe(404);
    expect(await storico('ministero', 'x' as never)).toMatchObject({
      status: 404,
      body: { message: 'Domanda non trovata' },
    });
  });
});
