import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATI_DOMANDA } from '../../contract/domande/stati';
import { CUAA_P2 } from './support/programmi';
import { D, VERONA, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';

let portale: PortaleDomande;
let ids: Record<string, number>;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  const idBando = portale.idBandoDC;
  ids = {
    olio: await inserisciDomanda(portale.db, { idBando, stato: 'INOLTRATA', denominazione: 'Olio della Sabina' }),
    vino: await inserisciDomanda(portale.db, {
      idBando,
      stato: 'IN_VALUTAZIONE',
      denominazione: 'Vino del Garda',
      sede: VERONA,
    }),
    orto: await inserisciDomanda(portale.db, {
      idBando,
      stato: 'INOLTRATA',
      denominazione: 'Ortofrutta Pontina',
      cuaa: CUAA_P2,
      sede: null,
    }),
  };
  await portale.db.execute(
    sql`UPDATE domanda SET cognome_proponente = 'Verdi', cod_regione = '05' WHERE id_domanda = ${ids.vino}`,
  );
});
afterAll(async () => portale?.close());

const lista = async (query: string) => {
  const risposta = await portale.chiama(
    'ministero',
    'GET',
    `${D}/getListaDomande?idBando=${portale.idBandoDC}&${query}`,
  );
  return { ...risposta, ids: risposta.body.map((d: { idDomanda: number }) => d.idDomanda) };
};

describe('getListaDomande: the seven legacy filters, server-paged', () => {
  it('filters by name, legal representative, beneficiary, region, state, number of beneficiaries', async () => {
    expect((await lista('denominazione=olio')).ids).toEqual([ids.olio]);
    expect((await lista('cognomeProponente=verd')).ids).toEqual([ids.vino]);
    expect((await lista('denominazioneBeneficiario=oleificio')).ids).toEqual([ids.olio, ids.vino]);
    expect((await lista('codRegione=05')).ids).toEqual([ids.vino]);
    expect((await lista('idStato=IN_VALUTAZIONE')).ids).toEqual([ids.vino]);
    expect((await lista('nBeneficiariDa=1')).ids).toEqual([ids.olio, ids.vino]);
    expect((await lista('nBeneficiariA=0')).ids).toEqual([ids.orto]);
    expect((await lista('denominazione=%25')).ids).toEqual([]);
  });

  it('answers one page with the total in X-Total-Count, sorted as asked', async () => {
    const pagina = await lista('_start=0&_end=2&_sort=denominazione&_order=DESC');
    expect(pagina.ids).toEqual([ids.vino, ids.orto]);
    expect(pagina.headers['x-total-count']).toBe('3');
    expect(String(pagina.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    expect((await lista('_start=2&_end=4&_sort=denominazione&_order=DESC')).ids).toEqual([ids.olio]);
  });

  it('names states and regions for people, and lists the states of docs/domande.md', async () => {
    const [olio] = (await lista('denominazione=olio')).body;
    expect(olio).toMatchObject({
      descrizioneStato: 'Inoltrata',
      descrizioneRegione: 'Lazio',
      denominazioneProponente: expect.any(String),
    });
    const stati = await portale.chiama('proponente1', 'GET', `${D}/getListaStatiDomanda`);
    expect(
      stati.body.map((s: { idStato: string }) => s.idStato),
      'the contract names the same states',
    ).toEqual([...STATI_DOMANDA]);
    expect(stati.body.map((s: { descrizioneStato: string }) => s.descrizioneStato)).toEqual([
      'Bozza',
      'Inoltrata',
      'In istruttoria',
      'In valutazione',
      'Non ammissibile',
      'Valutata',
      'Finanziabile',
      'Ammessa non finanziata',
      'Esclusa',
    ]);
  });

  it('refuses a filter out of its domain with an Italian field error', async () => {
    const sbagliato = await portale.chiama('ministero', 'GET', `${D}/getListaDomande?idStato=APPROVATO`);
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.message).toBe('Dati non validi: controlla i campi indicati');
    expect(Object.keys(sbagliato.body.errors)).toEqual(['idStato']);
  });
});
