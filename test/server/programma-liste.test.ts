import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATI_PROGRAMMA } from '../../contract/programmi/stati';
import { righe } from '../../server/src/db/sql';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { apriPortale, CUAA_P1, CUAA_P1_VENETO, CUAA_P2, type Portale } from './support/programmi';

/** On the demo data: what each role sees, the filters, paging and sorting, and each role's work queue. */
let portale: Portale;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    await seedIfEmpty(database.db);
  });
});
afterAll(async () => portale?.close());

interface Riga {
  idProgrammaInvestimento: number;
  idBando: number;
  cuaa: string;
  denominazione: string;
  codRegione: string;
  idStato: string;
  nBeneficiari: number;
  importoRichiesto: number;
  assegnatari: string[];
}

const lista = async (username: string, query = '') => {
  const risposta = await portale.chiama(username, 'GET', `/api/programma/getListaProgrammiInvestimento${query}`);
  return { ...risposta, righe: risposta.body as Riga[], totale: Number(risposta.headers['x-total-count']) };
};

const ids = (query: ReturnType<typeof sql>) =>
  righe<{ id: number }>(
    portale.db,
    sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p WHERE ${query} ORDER BY 1`,
  ).then((rows) => rows.map(({ id }) => id));

/**
 * Submitted programmes of the region, asked for its opinion, or with a beneficiary or an investment in it.
 */
const dellaRegione = (cod: string) => sql`p.id_stato <> 'BOZZA' AND (p.cod_regione = ${cod}
  OR EXISTS (SELECT 1 FROM programma_parere_regione r WHERE r.id_programma_investimento = p.id_programma_investimento
  AND r.cod_regione = ${cod})
  OR EXISTS (SELECT 1 FROM beneficiario b WHERE b.id_programma_investimento = p.id_programma_investimento
  AND (b.cod_regione = ${cod}
    OR EXISTS (SELECT 1 FROM investimento i WHERE i.id_beneficiario = b.id_beneficiario AND i.cod_regione = ${cod}))))`;

const idsDi = (rows: Riga[]) => rows.map((riga) => riga.idProgrammaInvestimento);

describe('visibility per role', () => {
  it.each([
    ['proponente1', sql`p.cuaa IN (${CUAA_P1}, ${CUAA_P1_VENETO})`],
    ['proponente2', sql`p.cuaa = ${CUAA_P2}`],
    ['regione.lazio', dellaRegione('12')],
    ['regione.veneto', dellaRegione('05')],
    [
      'istruttore1',
      sql`EXISTS (SELECT 1 FROM programma_assegnatario a
        WHERE a.id_programma_investimento = p.id_programma_investimento AND a.username = 'istruttore1')`,
    ],
    ['validatore', sql`p.validazione_richiesta_il IS NOT NULL`],
    ['banca', sql`p.id_stato <> 'BOZZA' AND p.abi_banca = '03069'`],
    ['coordinatore', sql`true`],
    ['ministero', sql`true`],
  ])('%s sees exactly their programmes', async (username, attese) => {
    const { righe: viste, totale } = await lista(username);
    const previste = await ids(attese);
    expect(previste.length, 'the demo data gives everyone something to see').toBeGreaterThan(0);
    expect(idsDi(viste)).toEqual(previste);
    expect(totale).toBe(previste.length);
  });

  it.each(['istruttore.dc', 'commissione'])('%s is refused the list (403)', async (username) => {
    expect((await lista(username)).status).toBe(403);
  });
});

describe('filters, paging and sorting, in SQL', () => {
  it('filters by call, state, region and number of beneficiaries, together', async () => {
    const [esempio] = await righe<{ codRegione: string; n: number }>(
      portale.db,
      sql`SELECT cod_regione AS "codRegione", n_beneficiari AS n FROM programma_investimento WHERE id_bando = 2
        AND id_stato = 'IN_ISTRUTTORIA' LIMIT 1`,
    );
    const query =
      `?idBando=2&idStato=IN_ISTRUTTORIA&codRegione=${esempio.codRegione}` +
      `&nBeneficiariDa=${esempio.n - 1}&nBeneficiariA=${esempio.n + 1}`;
    const { righe: trovate } = await lista('ministero', query);
    expect(trovate.length).toBeGreaterThan(0);
    expect(idsDi(trovate)).toEqual(
      await ids(sql`p.id_bando = 2 AND p.id_stato = 'IN_ISTRUTTORIA' AND p.cod_regione = ${esempio.codRegione}
        AND p.n_beneficiari BETWEEN ${esempio.n - 1} AND ${esempio.n + 1}`),
    );
  });

  it('searches a word anywhere in names, in any case, and surnames of beneficiaries whole', async () => {
    const [{ denominazione }] = await righe<{ denominazione: string }>(
      portale.db,
      sql`SELECT denominazione FROM programma_investimento LIMIT 1`,
    );
    const [prima, seconda] = denominazione.split(' ');
    const inizio = `${prima.toUpperCase()} ${seconda.toLowerCase()}`;
    const trovate = await lista('ministero', `?denominazione=${encodeURIComponent(inizio)}`);
    expect(idsDi(trovate.righe)).toEqual(
      await ids(sql`lower(p.denominazione) LIKE ${`%${prima} ${seconda}%`.toLowerCase()}`),
    );
    expect(trovate.righe.length).toBeGreaterThan(0);
    expect(
      (await lista('ministero', `?denominazione=${encodeURIComponent(seconda)}`)).righe.every((riga) =>
        riga.denominazione.toLowerCase().includes(seconda.toLowerCase()),
      ),
    ).toBe(true);
    expect((await lista('ministero', '?denominazione=%25')).righe, 'wildcards are taken literally').toEqual([]);
    const proponente = await lista('ministero', '?cognomeProponente=ross');
    expect(idsDi(proponente.righe)).toEqual(await ids(sql`lower(p.cognome_proponente) LIKE '%ross%'`));
    const [{ cognome }] = await righe<{ cognome: string }>(
      portale.db,
      sql`SELECT cognomi_beneficiari[1] AS cognome FROM programma_investimento WHERE n_beneficiari > 0 LIMIT 1`,
    );
    const beneficiario = await lista('ministero', `?cognomeBeneficiario=${encodeURIComponent(cognome.toUpperCase())}`);
    expect(idsDi(beneficiario.righe)).toEqual(await ids(sql`${cognome} = ANY (p.cognomi_beneficiari)`));
    expect(beneficiario.righe.length).toBeGreaterThan(0);
  });

  it('pages with _start/_end and page/perPage, counting the whole list', async () => {
    const tutti = await lista('ministero');
    const pagina = await lista('ministero', '?_start=10&_end=15');
    expect(idsDi(pagina.righe)).toEqual(idsDi(tutti.righe).slice(10, 15));
    expect(pagina.totale).toBe(tutti.righe.length);
    const seconda = await lista('ministero', '?page=2&perPage=7');
    expect(idsDi(seconda.righe)).toEqual(idsDi(tutti.righe).slice(7, 14));
    const oltre = await lista('ministero', '?_start=5000&_end=5010');
    expect(oltre.righe).toEqual([]);
    expect(oltre.totale).toBe(tutti.righe.length);
  });

  it('sorts by the listed fields and refuses others', async () => {
    const importi = (await lista('ministero', '?_sort=importoRichiesto&_order=DESC')).righe.map(
      (riga) => riga.importoRichiesto,
    );
    expect(importi).toEqual([...importi].sort((a, b) => b - a));
    const stati = (await lista('ministero', '?_sort=idStato')).righe.map((riga) =>
      STATI_PROGRAMMA.indexOf(riga.idStato as never),
    );
    expect(stati).toEqual([...stati].sort((a, b) => a - b));
    expect((await lista('ministero', '?_sort=cognomi_beneficiari')).status).toBe(400);
  });
});

describe('the demo data', () => {
  it('has every state, for the demo companies too, in both demo regions, assigned to both instructors', async () => {
    const tutte = await righe<{ cuaa: string; idStato: string; codRegione: string; assegnatari: string[] }>(
      portale.db,
      sql`SELECT cuaa, id_stato AS "idStato", cod_regione AS "codRegione",
        ARRAY(SELECT username FROM programma_assegnatario a
        WHERE a.id_programma_investimento = p.id_programma_investimento) AS assegnatari
        FROM programma_investimento p`,
    );
    const demo = tutte.filter((riga) => [CUAA_P1, CUAA_P1_VENETO, CUAA_P2].includes(riga.cuaa));
    expect(new Set(demo.map((riga) => riga.idStato))).toEqual(new Set(STATI_PROGRAMMA));
    for (const cuaa of [CUAA_P1, CUAA_P1_VENETO, CUAA_P2])
      expect(demo.filter((riga) => riga.cuaa === cuaa).length).toBeGreaterThan(5);
    expect(new Set(demo.map((riga) => riga.codRegione))).toEqual(new Set(['12', '05']));
    expect(new Set(tutte.flatMap((riga) => riga.assegnatari))).toEqual(new Set(['istruttore1', 'istruttore2']));
  });

  it('gives each programme a history from its creation to its state', async () => {
    const storie = await righe<{ idStato: string; prima: string; ultimo: string }>(
      portale.db,
      sql`SELECT p.id_stato AS "idStato",
        (SELECT azione FROM programma_audit a WHERE a.id_programma_investimento = p.id_programma_investimento
        ORDER BY id_audit LIMIT 1) AS prima,
        (SELECT stato_a FROM programma_audit a WHERE a.id_programma_investimento = p.id_programma_investimento
        ORDER BY id_audit DESC LIMIT 1) AS ultimo
        FROM programma_investimento p`,
    );
    for (const storia of storie)
      expect(storia).toEqual({ idStato: storia.idStato, prima: 'creaProgramma', ultimo: storia.idStato });
  });

  it.each([
    'proponente1',
    'proponente2',
    'regione.lazio',
    'regione.veneto',
    'coordinatore',
    'istruttore1',
    'istruttore2',
    'validatore',
    'ministero',
  ])('gives %s work waiting and notifications', async (username) => {
    const incarichi = await portale.chiama(username, 'GET', '/api/programma/getListaIncarichi');
    expect(incarichi.body.length).toBeGreaterThan(0);
    const notifiche = await portale.chiama(
      username,
      'GET',
      '/api/notifiche/getNotificheUtente?letto=false&_start=0&_end=1',
    );
    expect(Number(notifiche.headers['x-total-count'])).toBeGreaterThan(0);
  });
});

describe('getListaIncarichi', () => {
  it.each([
    ['proponente1', ['BOZZA', 'IN_INTEGRAZIONE', 'PREAVVISO_RIGETTO']],
    ['coordinatore', ['PRESENTATO', 'IN_INTEGRAZIONE']],
    ['istruttore1', ['IN_ISTRUTTORIA', 'IN_SUBENTRO', 'IN_VARIAZIONE']],
    ['validatore', ['IN_VALIDAZIONE']],
    ['ministero', ['VALIDATO']],
    ['regione.lazio', ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE']],
  ])("holds %s's programmes in the states that wait for them, the oldest first", async (username, stati) => {
    const { body, headers } = await portale.chiama(username, 'GET', '/api/programma/getListaIncarichi');
    expect(body.length).toBe(Number(headers['x-total-count']));
    for (const incarico of body) expect(stati).toContain(incarico.idStato);
    const visibili = new Set(idsDi((await lista(username)).righe));
    expect(body.every((incarico: Riga) => visibili.has(incarico.idProgrammaInvestimento))).toBe(true);
    const quando = body.map((incarico: { statoDal: string }) => incarico.statoDal);
    expect(quando).toEqual([...quando].sort());
  });

  it('holds for a region only the opinions asked of it and not yet given', async () => {
    const { body } = await portale.chiama('regione.veneto', 'GET', '/api/programma/getListaIncarichi');
    const attesi = await ids(sql`EXISTS (SELECT 1 FROM programma_parere_regione r
        WHERE r.id_programma_investimento = p.id_programma_investimento
      AND r.cod_regione = '05' AND r.esito IS NULL)`);
    expect(
      body.map((incarico: Riga) => incarico.idProgrammaInvestimento).sort((a: number, b: number) => a - b),
    ).toEqual(attesi);
    expect(body[0]).toMatchObject({
      azione: 'inserimentoParereRegione',
      descrizioneIncarico: 'Esprimere il parere regionale',
    });
  });
});
