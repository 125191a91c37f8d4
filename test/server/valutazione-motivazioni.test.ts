import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import {
  apriPortaleDomande,
  inserisciDomanda,
  statoDomanda,
  storicoDomanda,
  type PortaleDomande,
} from './support/domande';

/**
 * DESIGN §5.1, written by hand: every score has its motivation (at least the call's `lunghezzaMinimaMotivazione`,
 * default 30 characters) and may cite an attachment of the application or of one of its beneficiaries and a page;
 * concluding needs every motivation; the applicant reads its own scores once the ranking is final (L. 241/1990
 * art. 22).
 */
const V = '/apigen/valutazione';
const G = '/apigen/graduatoria';
const OTHER_CUAA = '11122233346';
/** 30 characters exactly, and 29. */
const TRENTA = 'Piano coerente col distretto A';
const VENTINOVE = 'Piano coerente col distretto.';
const MOTIVAZIONE = 'Cronoprogramma realistico e piano finanziario coerente con gli obiettivi';

let portale: PortaleDomande;

interface Bando {
  readonly idBando: number;
  readonly qualita: { idParametro: number; idPunteggio: number };
  readonly ricadute: { idParametro: number; idPunteggio: number };
  readonly ambiente: { idParametro: number; idPunteggio: number };
}

interface Domanda {
  readonly idDomanda: number;
  readonly idBeneficiario: number;
  readonly allegatoDomanda: number;
  readonly allegatoBeneficiario: number;
}

const uno = async <T>(query: ReturnType<typeof sql>) => (await righe<T>(portale.db, query))[0];

/** An open food-district call with two programme-level parameters and one beneficiary-level one. */
async function nuovoBando(lunghezzaMinima?: number): Promise<Bando> {
  const { idBando } = await uno<{ idBando: number }>(
    sql`INSERT INTO bando (descrizione, tipologia, data_apertura, data_chiusura, budget)
      VALUES ('Bando distretti con motivazioni', 'DC', '2020-01-01', '2099-12-31', 5000000)
      RETURNING id_bando AS "idBando"`,
  );
  if (lunghezzaMinima !== undefined)
    await portale.db.execute(
      sql`UPDATE bando SET lunghezza_minima_motivazione = ${lunghezzaMinima} WHERE id_bando = ${idBando}`,
    );
  const parametro = (descrizione: string, livello: string, ordine: number) =>
    uno<{ idParametro: number; idPunteggio: number }>(
      sql`WITH p AS (INSERT INTO parametro_valutazione (id_bando, descrizione, livello, ordine)
          VALUES (${idBando}, ${descrizione}, ${livello}, ${ordine}) RETURNING id_parametro)
        INSERT INTO punteggio_parametro (id_parametro, valore, descrizione) SELECT id_parametro, 10, 'Buona' FROM p
        RETURNING id_parametro AS "idParametro", id_punteggio AS "idPunteggio"`,
    );
  return {
    idBando,
    qualita: await parametro('Qualità del programma', 'DOMANDA', 1),
    ricadute: await parametro('Ricadute sul territorio', 'DOMANDA', 2),
    ambiente: await parametro('Sostenibilità ambientale', 'BENEFICIARIO', 3),
  };
}

/** An application in evaluation with one beneficiary, each with its required attachments. */
async function nuovaDomanda(idBando: number, cuaa?: string): Promise<Domanda> {
  const idDomanda = await inserisciDomanda(portale.db, { idBando, stato: 'IN_VALUTAZIONE', cuaa });
  return uno<Domanda>(
    sql`SELECT b.id_beneficiario AS "idBeneficiario", ${idDomanda}::int AS "idDomanda",
        (SELECT min(id_allegato) FROM allegato_domanda WHERE id_domanda = ${idDomanda} AND id_beneficiario IS NULL)
          AS "allegatoDomanda",
        (SELECT min(id_allegato) FROM allegato_domanda WHERE id_beneficiario = b.id_beneficiario)
          AS "allegatoBeneficiario"
      FROM beneficiario_domanda b WHERE b.id_domanda = ${idDomanda}`,
  );
}

const salvaProgramma = (idDomanda: number, valutazioni: unknown[]) =>
  portale.chiama('commissione', 'POST', `${V}/salvaValutazioneProgramma/${idDomanda}`, { valutazioni });
const salvaBeneficiario = (idBeneficiario: number, valutazioni: unknown[]) =>
  portale.chiama('commissione', 'POST', `${V}/salvaValutazioneBeneficiario/${idBeneficiario}`, { valutazioni });
const leggi = async (utente: string, idDomanda: number) =>
  portale.chiama(utente, 'GET', `${V}/listaValutazioneProgramma/${idDomanda}`);
const motivazioniSalvate = async (idDomanda: number) =>
  (await leggi('commissione', idDomanda)).body.map(({ motivazione }: { motivazione: string | null }) => motivazione);

beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

describe('a score without its motivation is refused, on the field of that parameter', () => {
  let bando: Bando;
  let domanda: Domanda;
  let altrui: Domanda;
  beforeAll(async () => {
    bando = await nuovoBando();
    domanda = await nuovaDomanda(bando.idBando);
    altrui = await nuovaDomanda(bando.idBando, OTHER_CUAA);
  });

  it('refuses a score with no motivation, saying the call’s default length, and saves nothing', async () => {
    const { status, body } = await salvaProgramma(domanda.idDomanda, [
      { ...bando.qualita, note: 'Vista la relazione' },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.motivazione': 'Scrivere la motivazione del punteggio: almeno 30 caratteri',
    });
    expect(await motivazioniSalvate(domanda.idDomanda)).toEqual([null, null]);
  });

  it('refuses the one motivation of 29 characters, spaces around not counted, and saves neither score', async () => {
    const { status, body } = await salvaProgramma(domanda.idDomanda, [
      { ...bando.qualita, motivazione: MOTIVAZIONE },
      { ...bando.ricadute, motivazione: `   ${VENTINOVE}  ` },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.1.motivazione': 'La motivazione deve contenere almeno 30 caratteri (ora 29)',
    });
    expect(await motivazioniSalvate(domanda.idDomanda)).toEqual([null, null]);
  });

  it('refuses a beneficiary’s score without motivation on its field', async () => {
    const { status, body } = await salvaBeneficiario(domanda.idBeneficiario, [{ ...bando.ambiente, motivazione: ' ' }]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.motivazione': 'Scrivere la motivazione del punteggio: almeno 30 caratteri',
    });
  });

  it('refuses as evidence a file of another application, and a page without its file', async () => {
    const { status, body } = await salvaProgramma(domanda.idDomanda, [
      { ...bando.qualita, motivazione: MOTIVAZIONE, idAllegatoEvidenza: altrui.allegatoDomanda, paginaEvidenza: 3 },
      { ...bando.ricadute, motivazione: MOTIVAZIONE, paginaEvidenza: 4 },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.idAllegatoEvidenza': 'L’evidenza deve essere un allegato della domanda o di un suo beneficiario',
      'valutazioni.1.paginaEvidenza': 'Indicare l’allegato a cui appartiene la pagina',
    });
    expect(await motivazioniSalvate(domanda.idDomanda)).toEqual([null, null]);
  });

  it('saves 30 characters exactly, citing a beneficiary’s file and its page, and writes the history', async () => {
    const { status, body } = await salvaProgramma(domanda.idDomanda, [
      {
        ...bando.qualita,
        motivazione: ` ${TRENTA} `,
        idAllegatoEvidenza: domanda.allegatoBeneficiario,
        paginaEvidenza: 7,
      },
    ]);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({
      idParametro: bando.qualita.idParametro,
      valore: 10,
      motivazione: TRENTA,
      idAllegatoEvidenza: domanda.allegatoBeneficiario,
      nomeFileEvidenza: 'documento.pdf',
      paginaEvidenza: 7,
      lunghezzaMinimaMotivazione: 30,
    });
    const storia = await storicoDomanda(portale.db, domanda.idDomanda);
    expect(storia.map((voce) => [voce.azione, voce.note]).at(-1)).toEqual([
      'salvaValutazioneProgramma',
      '«Qualità del programma» 10 (Buona)',
    ]);
  });

  it('holds a call’s own shortest length: 40 there refuses what 30 allows', async () => {
    const esigente = await nuovoBando(40);
    const suaDomanda = await nuovaDomanda(esigente.idBando);
    const { status, body } = await salvaProgramma(suaDomanda.idDomanda, [{ ...esigente.qualita, motivazione: TRENTA }]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'valutazioni.0.motivazione': 'La motivazione deve contenere almeno 40 caratteri (ora 30)',
    });
    expect((await leggi('commissione', suaDomanda.idDomanda)).body[0].lunghezzaMinimaMotivazione).toBe(40);
  });
});

describe('concluding the evaluation needs every motivation', () => {
  it('refuses, all scored, the one score whose motivation is missing, then the one now too short', async () => {
    const bando = await nuovoBando();
    const domanda = await nuovaDomanda(bando.idBando);
    const conMotivazione = (punteggio: object) => ({ ...punteggio, motivazione: MOTIVAZIONE });
    expect((await salvaProgramma(domanda.idDomanda, [bando.qualita, bando.ricadute].map(conMotivazione))).status).toBe(
      200,
    );
    expect((await salvaBeneficiario(domanda.idBeneficiario, [conMotivazione(bando.ambiente)])).status).toBe(200);
    // A score saved before motivations were asked for has none.
    await portale.db.execute(sql`UPDATE valutazione_beneficiario SET motivazione = NULL
      WHERE id_beneficiario = ${domanda.idBeneficiario}`);
    const concludi = () => portale.chiama('commissione', 'GET', `${V}/concludiValutazioneDomanda/${domanda.idDomanda}`);

    const senza = await concludi();
    expect(senza.status).toBe(409);
    expect(senza.body.message).toMatch(/^La valutazione non può essere conclusa/);
    expect(senza.body.errors).toEqual({
      [`beneficiari.${domanda.idBeneficiario}.parametri.${bando.ambiente.idParametro}`]:
        'Manca la motivazione del punteggio di «Sostenibilità ambientale» ' +
        'per il beneficiario «Oleificio del Distretto»',
    });
    expect(await statoDomanda(portale.db, domanda.idDomanda)).toBe('IN_VALUTAZIONE');

    expect((await salvaBeneficiario(domanda.idBeneficiario, [conMotivazione(bando.ambiente)])).status).toBe(200);
    await portale.db.execute(sql`UPDATE valutazione_domanda SET motivazione = ${TRENTA}
      WHERE id_domanda = ${domanda.idDomanda} AND id_parametro = ${bando.ricadute.idParametro}`);
    await portale.db.execute(sql`UPDATE bando SET lunghezza_minima_motivazione = 31 WHERE id_bando = ${bando.idBando}`);
    const corta = await concludi();
    expect(corta.status).toBe(409);
    expect(corta.body.errors).toEqual({
      [`parametri.${bando.ricadute.idParametro}`]:
        'La motivazione del punteggio di «Ricadute sul territorio» ha meno di 31 caratteri',
    });
    expect(await statoDomanda(portale.db, domanda.idDomanda)).toBe('IN_VALUTAZIONE');

    expect((await salvaProgramma(domanda.idDomanda, [conMotivazione(bando.ricadute)])).status).toBe(200);
    const conclusa = await concludi();
    expect(conclusa.status).toBe(200);
    expect(conclusa.body.idStato).toBe('VALUTATA');
  });
});

describe('the applicant reads its own scores with their motivations once the ranking is final', () => {
  let bando: Bando;
  let propria: Domanda;
  let altrui: Domanda;
  beforeAll(async () => {
    bando = await nuovoBando();
    propria = await nuovaDomanda(bando.idBando);
    altrui = await nuovaDomanda(bando.idBando, OTHER_CUAA);
    for (const domanda of [propria, altrui]) {
      const prova = { idAllegatoEvidenza: domanda.allegatoDomanda, paginaEvidenza: 12 };
      await salvaProgramma(domanda.idDomanda, [
        { ...bando.qualita, motivazione: MOTIVAZIONE, ...prova },
        { ...bando.ricadute, motivazione: MOTIVAZIONE },
      ]);
      await salvaBeneficiario(domanda.idBeneficiario, [{ ...bando.ambiente, motivazione: MOTIVAZIONE }]);
      const conclusa = await portale.chiama(
        'commissione',
        'GET',
        `${V}/concludiValutazioneDomanda/${domanda.idDomanda}`,
      );
      expect(conclusa.status).toBe(200);
    }
  });

  /** The notes of the application's history lines that saved its programme's scores, as `utente` reads them. */
  const noteDeiPunteggi = async (utente: string) =>
    (
      (await portale.chiama(utente, 'GET', `/apigen/domanda/getStoricoDomanda/${propria.idDomanda}`)).body as {
        azione: string;
        note: string | null;
      }[]
    )
      .filter((voce) => voce.azione === 'salvaValutazioneProgramma')
      .map((voce) => voce.note);

  it('reads in the history that the scores were saved, not what they are, until the ranking is final', async () => {
    expect(await noteDeiPunteggi('ministero')).toEqual([
      '«Qualità del programma» 10 (Buona); «Ricadute sul territorio» 10 (Buona)',
    ]);
    expect(await noteDeiPunteggi('proponente1')).toEqual([null]);
  });

  it('is refused with an Italian 403 while the ranking is provisional, and its own is 404 to another', async () => {
    const propriaPrima = await leggi('proponente1', propria.idDomanda);
    expect(propriaPrima.status).toBe(403);
    expect(propriaPrima.body.message).toBe(
      'I punteggi e le motivazioni della valutazione si possono leggere quando la graduatoria del bando è definitiva.',
    );
    const beneficiario = await portale.chiama(
      'proponente1',
      'GET',
      `${V}/listaValutazioneBeneficiario/${propria.idBeneficiario}`,
    );
    expect(beneficiario.status).toBe(403);
    expect((await leggi('proponente1', altrui.idDomanda)).status).toBe(404);
    expect((await leggi('ministero', propria.idDomanda)).status).toBe(200);
  });

  it('reads scores, motivations and cited evidence after finalisation, still not another’s', async () => {
    const finale = await portale.chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${bando.idBando}`);
    expect(finale.status).toBe(200);
    expect(await statoDomanda(portale.db, propria.idDomanda)).toBe('FINANZIABILE');

    const { status, body } = await leggi('proponente1', propria.idDomanda);
    expect(status).toBe(200);
    expect(await noteDeiPunteggi('proponente1')).toEqual(await noteDeiPunteggi('ministero'));
    expect(await noteDeiPunteggi('proponente1')).not.toEqual([null]);
    expect(body).toEqual([
      expect.objectContaining({
        descrizione: 'Qualità del programma',
        valore: 10,
        descrizionePunteggio: 'Buona',
        motivazione: MOTIVAZIONE,
        idAllegatoEvidenza: propria.allegatoDomanda,
        nomeFileEvidenza: 'documento.pdf',
        paginaEvidenza: 12,
      }),
      expect.objectContaining({
        descrizione: 'Ricadute sul territorio',
        motivazione: MOTIVAZIONE,
        paginaEvidenza: null,
      }),
    ]);
    const beneficiario = await portale.chiama(
      'proponente1',
      'GET',
      `${V}/listaValutazioneBeneficiario/${propria.idBeneficiario}`,
    );
    expect(beneficiario.status).toBe(200);
    expect(beneficiario.body).toEqual([
      expect.objectContaining({ descrizione: 'Sostenibilità ambientale', motivazione: MOTIVAZIONE }),
    ]);
    expect((await leggi('proponente1', altrui.idDomanda)).status).toBe(404);
    expect((await leggi('proponente2', propria.idDomanda)).status).toBe(404);
  });
});
