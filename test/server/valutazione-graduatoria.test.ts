import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { apriPortaleDomande, inserisciDomanda, statoDomanda, type PortaleDomande } from './support/domande';

const V = '/apigen/valutazione';
const G = '/apigen/graduatoria';

let portale: PortaleDomande;
let idDomanda: number;
let idBeneficiario: number;
const parametro = { qualita: 0, sostenibilita: 0 };
const punteggio = { qualitaAlta: 0, sostenibilitaMedia: 0, estraneo: 0 };

const uno = async <T>(query: ReturnType<typeof sql>) => (await righe<T>(portale.db, query))[0];
const chiama = (...args: Parameters<PortaleDomande['chiama']>) => portale.chiama(...args);

beforeAll(async () => {
  portale = await apriPortaleDomande();
  const { idBandoDC: idBando } = portale;
  await portale.db.execute(sql`UPDATE bando SET punteggio_minimo = 10 WHERE id_bando = ${idBando}`);
  for (const [chiave, livello, ordine] of [
    ['qualita', 'DOMANDA', 1],
    ['sostenibilita', 'BENEFICIARIO', 2],
  ] as const) {
    ({ id: parametro[chiave] } = await uno<{ id: number }>(
      sql`INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
        VALUES (${idBando}, ${chiave === 'qualita' ? 'Qualità del programma' : 'Sostenibilità ambientale'}, ${livello},
          ${ordine}) RETURNING id_parametro AS id`,
    ));
  }
  const inserisci = async (idParametro: number, valore: number, descrizione: string) =>
    (
      await uno<{ id: number }>(
        sql`INSERT INTO punteggio_parametro (id_parametro, valore, descrizione)
          VALUES (${idParametro}, ${valore}, ${descrizione}) RETURNING id_punteggio AS id`,
      )
    ).id;
  punteggio.qualitaAlta = await inserisci(parametro.qualita, 20, 'Ottima');
  await inserisci(parametro.qualita, 5, 'Sufficiente');
  punteggio.sostenibilitaMedia = await inserisci(parametro.sostenibilita, 7.5, 'Buona');
  punteggio.estraneo = await inserisci(parametro.sostenibilita, 0, 'Assente');
  idDomanda = await inserisciDomanda(portale.db, { idBando, stato: 'IN_VALUTAZIONE' });
  ({ id: idBeneficiario } = await uno<{ id: number }>(
    sql`SELECT id_beneficiario AS id FROM beneficiario_domanda WHERE id_domanda = ${idDomanda}`,
  ));
});
afterAll(async () => portale?.close());

describe('the commission scores an application (/apigen/valutazione, docs/graduatoria.md)', () => {
  it('lists the allowed scores of a parameter to the commission, not to the proponent', async () => {
    const { status, body } = await chiama('commissione', 'GET', `${V}/listaPunteggi/${parametro.qualita}`);
    expect(status).toBe(200);
    expect(
      body.map(({ valore, descrizione }: { valore: number; descrizione: string }) => [valore, descrizione]),
    ).toEqual([
      [5, 'Sufficiente'],
      [20, 'Ottima'],
    ]);
    expect((await chiama('proponente1', 'GET', `${V}/listaPunteggi/${parametro.qualita}`)).status).toBe(403);
    expect((await chiama('commissione', 'GET', `${V}/listaPunteggi/999999`)).status).toBe(404);
  });

  it('refuses to conclude while a score is missing, naming each parameter and beneficiary', async () => {
    const { status, body } = await chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`);
    expect(status).toBe(409);
    expect(body.errors).toEqual({
      [`parametri.${parametro.qualita}`]: 'Manca il punteggio di «Qualità del programma»',
      [`beneficiari.${idBeneficiario}.parametri.${parametro.sostenibilita}`]:
        'Manca il punteggio di «Sostenibilità ambientale» per il beneficiario «Oleificio del Distretto»',
    });
    expect(await statoDomanda(portale.db, idDomanda)).toBe('IN_VALUTAZIONE');
  });

  it('refuses a score that is not among the parameter’s allowed ones, on its field, and saves nothing', async () => {
    const { status, body } = await chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, {
      valutazioni: [
        {
          idParametro: parametro.qualita,
          idPunteggio: punteggio.estraneo,
          motivazione: 'Programma coerente con il piano del distretto e ben documentato',
        },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.idPunteggio': 'Punteggio non previsto per il parametro «Qualità del programma»',
    });
    const lista = await chiama('commissione', 'GET', `${V}/listaValutazioneProgramma/${idDomanda}`);
    expect(lista.body.map(({ idPunteggio }: { idPunteggio: number | null }) => idPunteggio)).toEqual([null]);
  });

  it('lets only the commission score, while the application is in evaluation', async () => {
    const valutazioni = [{ idParametro: parametro.qualita, idPunteggio: punteggio.qualitaAlta }];
    for (const utente of ['proponente1', 'istruttore.dc', 'ministero'])
      expect(
        (await chiama(utente, 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, { valutazioni })).status,
      ).toBe(403);
  });

  it('saves one score per parameter with its note, then concludes; the ranking shows score and mean', async () => {
    const programma = await chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, {
      valutazioni: [
        {
          idParametro: parametro.qualita,
          idPunteggio: punteggio.qualitaAlta,
          motivazione: 'Programma coerente con il piano del distretto e ben documentato',
          note: 'Programma solido',
        },
      ],
    });
    expect(programma.status).toBe(200);
    expect(programma.body[0]).toMatchObject({ valore: 20, descrizionePunteggio: 'Ottima', note: 'Programma solido' });
    const beneficiario = await chiama('commissione', 'POST', `${V}/salvaValutazioneBeneficiario/${idBeneficiario}`, {
      valutazioni: [
        {
          idParametro: parametro.sostenibilita,
          idPunteggio: punteggio.sostenibilitaMedia,
          motivazione: 'Programma coerente con il piano del distretto e ben documentato',
        },
      ],
    });
    expect(beneficiario.status).toBe(200);
    const conclusa = await chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`);
    expect(conclusa.status).toBe(200);
    expect(conclusa.body.idStato).toBe('VALUTATA');

    expect((await chiama('proponente1', 'GET', `${G}/visualizzaGraduatoria/${portale.idBandoDC}`)).status).toBe(403);
    const provvisoria = await chiama('ministero', 'GET', `${G}/visualizzaGraduatoria/${portale.idBandoDC}`);
    expect(provvisoria.status).toBe(200);
    expect(provvisoria.body).toMatchObject({ definitiva: false, punteggioMinimo: 10, budget: 5_000_000 });
    expect(provvisoria.body.righe).toEqual([
      expect.objectContaining({
        posizione: 1,
        idDomanda,
        punteggio: 27.5,
        esito: 'FINANZIABILE',
        budgetResiduo: 4_750_000,
        spareggio: null,
        punteggi: [
          { idParametro: parametro.qualita, descrizione: 'Qualità del programma', livello: 'DOMANDA', valore: 20 },
          {
            idParametro: parametro.sostenibilita,
            descrizione: 'Sostenibilità ambientale',
            livello: 'BENEFICIARIO',
            valore: 7.5,
          },
        ],
      }),
    ]);
    expect(JSON.stringify(provvisoria.body)).not.toMatch(/00743110157|RSSMRA80A01H501U|Rossi/);
  });

  it('unlocks while provisional; once the ministry finalises, the outcome is final, unlocking refused', async () => {
    expect((await chiama('commissione', 'GET', `${G}/sbloccaValutazione/${idDomanda}`)).body.idStato).toBe(
      'IN_VALUTAZIONE',
    );
    expect((await chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${portale.idBandoDC}`)).status).toBe(409);
    expect((await chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${idDomanda}`)).status).toBe(200);
    expect((await chiama('commissione', 'GET', `${G}/finalizzaGraduatoria/${portale.idBandoDC}`)).status).toBe(403);
    const finale = await chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${portale.idBandoDC}`);
    expect(finale.status).toBe(200);
    expect(finale.body.definitiva).toBe(true);
    expect(await statoDomanda(portale.db, idDomanda)).toBe('FINANZIABILE');
    const sblocco = await chiama('commissione', 'GET', `${G}/sbloccaValutazione/${idDomanda}`);
    expect(sblocco.status).toBe(409);
    expect(
      (await chiama('proponente1', 'GET', `${G}/visualizzaGraduatoria/${portale.idBandoDC}`)).body.righe,
    ).toHaveLength(1);
  });
});
