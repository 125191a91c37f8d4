import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATI_PROGRAMMA } from '../../contract/programmi/stati';
import { righe } from '../../server/src/db/sql';
import { oggiInItalia } from '../../server/src/engine/clock';
import { istruzioneLista, querystring } from '../bench/istruzione-lista';
import { scriptPgbench } from '../bench/script-pgbench';
import { COGNOMI, MAX_BENEFICIARI, seminaProgrammi } from '../bench/semina-programmi';
import { apriPortale, principaleDi, type Portale } from './support/programmi';

/** The bench's seeding (`npm run bench`), small: what it seeds and that the list's filters find it. */
const PROGRAMMI = 480;
const BANDI = 4;

let portale: Portale;
let idBandi: readonly number[] = [];

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    ({ idBandi } = await seminaProgrammi(database.db, { programmi: PROGRAMMI, bandi: BANDI }));
  });
});
afterAll(async () => portale?.close());

const ids = (rows: { id: number }[]) => rows.map(({ id }) => id);

describe('seminaProgrammi', () => {
  it('spreads the programmes evenly over the new calls', async () => {
    const perBando = await righe<{ idBando: number; n: number }>(
      portale.db,
      sql`SELECT id_bando AS "idBando", count(*)::int AS n FROM programma_investimento GROUP BY 1 ORDER BY 1`,
    );
    expect(perBando).toEqual(idBandi.map((idBando) => ({ idBando, n: PROGRAMMI / BANDI })));
  });

  it('gives every programme its beneficiaries, counted and named in the search columns', async () => {
    const discordi = await righe<{ id: number }>(
      portale.db,
      sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p
        WHERE p.n_beneficiari NOT BETWEEN 1 AND ${MAX_BENEFICIARI}
          OR p.n_beneficiari <> (SELECT count(*) FROM beneficiario b
          WHERE b.id_programma_investimento = p.id_programma_investimento)
          OR p.cognomi_beneficiari <> ARRAY(SELECT lower(b.cognome) FROM beneficiario b
            WHERE b.id_programma_investimento = p.id_programma_investimento ORDER BY b.id_beneficiario)`,
    );
    expect(discordi).toEqual([]);
  });

  it('uses the states and surnames of the portal', async () => {
    const [{ stati, cognomi }] = await righe<{ stati: string[]; cognomi: string[] }>(
      portale.db,
      sql`SELECT ARRAY(SELECT DISTINCT id_stato FROM programma_investimento) AS stati,
        ARRAY(SELECT DISTINCT cognome FROM beneficiario) AS cognomi`,
    );
    expect(stati.length).toBeGreaterThan(6);
    expect(stati.every((stato) => (STATI_PROGRAMMA as readonly string[]).includes(stato))).toBe(true);
    expect(cognomi.every((cognome) => (COGNOMI as readonly string[]).includes(cognome))).toBe(true);
  });
});

describe("the bench's kind of request", () => {
  /** Of one call, with 2 to 4 beneficiaries: the surname most of them have, so the filter finds more than a page. */
  let cognome = '';
  beforeAll(async () => {
    [{ cognome }] = await righe<{ cognome: string }>(
      portale.db,
      sql`SELECT b.cognome FROM beneficiario b JOIN programma_investimento p USING (id_programma_investimento)
        WHERE p.id_bando = ${idBandi[1]} AND p.n_beneficiari BETWEEN 2 AND 4
        GROUP BY 1 ORDER BY count(DISTINCT p.id_programma_investimento) DESC, 1 LIMIT 1`,
    );
  });
  const query = () => ({
    idBando: idBandi[1],
    cognomeBeneficiario: cognome,
    nBeneficiariDa: 2,
    nBeneficiariA: 4,
    _start: 2,
    _end: 6,
  });

  it('finds through the API the programmes of the call with 2 to 4 beneficiaries, one of that surname', async () => {
    const attesi = ids(
      await righe<{ id: number }>(
        portale.db,
        sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p
          WHERE p.id_bando = ${idBandi[1]} AND p.n_beneficiari BETWEEN 2 AND 4
            AND EXISTS (SELECT 1 FROM beneficiario b WHERE b.id_programma_investimento = p.id_programma_investimento
            AND b.cognome = ${cognome})
          ORDER BY 1`,
      ),
    );
    expect(attesi.length, 'the seeding gives the filter more than one page').toBeGreaterThan(6);
    const risposta = await portale.chiama(
      'ministero',
      'GET',
      `/api/programma/getListaProgrammiInvestimento?${querystring(query())}`,
    );
    expect(risposta.status).toBe(200);
    expect(risposta.body.map((riga: { idProgrammaInvestimento: number }) => riga.idProgrammaInvestimento)).toEqual(
      attesi.slice(2, 6),
    );
    expect(Number(risposta.headers['x-total-count'])).toBe(attesi.length);
  });

  it('is rendered as the very statement the server runs, which pgbench can take', async () => {
    const risposta = await portale.chiama(
      'ministero',
      'GET',
      `/api/programma/getListaProgrammiInvestimento?${querystring(query())}`,
    );
    const istruzione = istruzioneLista(
      principaleDi('ministero'),
      { oggi: oggiInItalia(), regole: portale.portal.config.scadenze },
      query(),
    );
    const trovate = await portale.database.withConnection((connessione) =>
      connessione.query(istruzione.text, istruzione.params),
    );
    expect(trovate).toEqual(
      risposta.body.map((riga: object) => ({ ...riga, total: Number(risposta.headers['x-total-count']) })),
    );

    const { script, variabili } = scriptPgbench(istruzione);
    expect(script).not.toMatch(/\$\d/);
    expect(script).toContain(`U&'YYYY-MM-DD"T"HH24\\003AMI\\003ASS.MS"Z"'`);
    expect(Object.keys(variabili)).toHaveLength(istruzione.params.length);
    expect(Object.values(variabili)).toEqual(
      expect.arrayContaining([String(idBandi[1]), cognome.toLowerCase(), '2', '4']),
    );
  });
});
