import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import type { Database } from '../../server/src/db/database';
import { righe } from '../../server/src/db/sql';
import { claimsOf } from './support/programmi';
import { openSeededDatabase, startTestApp, type TestApp } from './support/test-app';

/** Names the demo data lacks: accents, a percent sign and an underscore, which a search takes as typed. */
const NOME_CON_ACCENTI = 'Società Agricola Forlì 100% Bio_Romagna';
const COGNOME_CON_ACCENTI = 'De Niccolò';
const BENEFICIARIO_CON_ACCENTI = 'Caseificio Sant’Angelo Società Cooperativa';

let database: Database;
let portal: TestApp;
let idBandoDC: number;
/** An application and a programme of the demo, renamed with the names above. */
let domandaAccentata: number;
let programmaAccentato: number;

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database);
  [{ idBandoDC, domandaAccentata }] = await righe<{ idBandoDC: number; domandaAccentata: number }>(
    database.db,
    sql`SELECT d.id_bando AS "idBandoDC", d.id_domanda AS "domandaAccentata" FROM domanda d
      JOIN bando b USING (id_bando) WHERE b.descrizione = 'II Bando Distretti del Cibo – Avviso 2025'
      AND d.denominazione NOT LIKE '%Albani%' AND d.n_beneficiari > 0 ORDER BY d.id_domanda LIMIT 1`,
  );
  await database.db.execute(sql`UPDATE domanda SET denominazione = ${`Distretto del cibo – ${NOME_CON_ACCENTI}`},
    cognome_proponente = ${COGNOME_CON_ACCENTI} WHERE id_domanda = ${domandaAccentata}`);
  await database.db.execute(sql`UPDATE beneficiario_domanda SET denominazione = ${BENEFICIARIO_CON_ACCENTI}
    WHERE id_beneficiario = (SELECT min(id_beneficiario) FROM beneficiario_domanda
      WHERE id_domanda = ${domandaAccentata})`);
  [{ programmaAccentato }] = await righe<{ programmaAccentato: number }>(
    database.db,
    sql`UPDATE programma_investimento
      SET denominazione = ${NOME_CON_ACCENTI}, cognome_proponente = ${COGNOME_CON_ACCENTI}
      WHERE id_programma_investimento = (SELECT min(id_programma_investimento) FROM programma_investimento
        WHERE denominazione NOT LIKE '%Albani%')
      RETURNING id_programma_investimento AS "programmaAccentato"`,
  );
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

async function chiama<T>(url: string, username = 'ministero'): Promise<T[]> {
  const { roles, ...claims } = claimsOf(username);
  const token = await portal.issuer.forRoles(roles as Role[], claims);
  const risposta = await portal.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(risposta.statusCode, risposta.body).toBe(200);
  return risposta.json();
}

interface Riga {
  readonly denominazione: string;
}
interface RigaDomanda extends Riga {
  readonly idDomanda: number;
}
interface RigaProgramma extends Riga {
  readonly idProgrammaInvestimento: number;
}

const domande = (query: string) =>
  chiama<RigaDomanda>(`/apigen/domanda/getListaDomande?idBando=${idBandoDC}&${query}`).then((trovate) =>
    trovate.map((d) => d.idDomanda),
  );
const programmi = (query: string) =>
  chiama<RigaProgramma>(`/api/programma/getListaProgrammiInvestimento?${query}`).then((trovati) =>
    trovati.map((p) => p.idProgrammaInvestimento),
  );
const q = (testo: string) => encodeURIComponent(testo);

describe('the food-district call list searches a word anywhere in a name, case and accents ignored', () => {
  it('«Albani» finds «Distretto del cibo – Agricola Colli Albani S.r.l.», in any case', async () => {
    const tutte = await chiama<RigaDomanda>(`/apigen/domanda/getListaDomande?idBando=${idBandoDC}`);
    const diAlbani = tutte
      .filter((d) => d.denominazione === 'Distretto del cibo – Agricola Colli Albani S.r.l.')
      .map((d) => d.idDomanda);
    expect(diAlbani.length).toBeGreaterThan(0);
    expect(await domande('denominazione=Albani')).toEqual(diAlbani);
    expect(await domande('denominazione=ALBANI')).toEqual(diAlbani);
    expect(await domande(`denominazione=${q('colli alb')}`)).toEqual(diAlbani);
  });

  it('«societa agricola forli» finds «Società Agricola Forlì», and «SOCIETÀ» too', async () => {
    expect(await domande(`denominazione=${q('societa agricola forli')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazione=${q('SOCIETÀ AGRICOLA FORLÌ')}`)).toEqual([domandaAccentata]);
    expect(await domande(`cognomeProponente=${q('niccolo')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazioneBeneficiario=${q('sant’angelo societa')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazioneBeneficiario=${q('CASEIFICIO SANT')}`)).toEqual([domandaAccentata]);
  });

  it('takes a typed % or _ as that character, not as a wildcard', async () => {
    expect(await domande(`denominazione=${q('100%')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazione=${q('%')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazione=${q('bio_rom')}`)).toEqual([domandaAccentata]);
    expect(await domande(`denominazione=${q('1_0')}`), '_ would match the 0 of «100»').toEqual([]);
    expect(await domande(`denominazione=${q('forli%bio')}`), '% would match « 100% »').toEqual([]);
  });
});

describe('the programme list searches the same way', () => {
  it('«Albani» finds «Agricola Colli Albani S.r.l.», in any case', async () => {
    const tutti = await chiama<RigaProgramma>('/api/programma/getListaProgrammiInvestimento');
    const diAlbani = tutti
      .filter((p) => p.denominazione === 'Agricola Colli Albani S.r.l.')
      .map((p) => p.idProgrammaInvestimento);
    expect(diAlbani.length).toBeGreaterThan(0);
    expect(await programmi('denominazione=Albani')).toEqual(diAlbani);
    expect(await programmi('denominazione=aLbAnI')).toEqual(diAlbani);
  });

  it('ignores accents in names and surnames, and takes % and _ as typed', async () => {
    expect(await programmi(`denominazione=${q('agricola forli')}`)).toEqual([programmaAccentato]);
    expect(await programmi(`denominazione=${q('forlì 100%')}`)).toEqual([programmaAccentato]);
    expect(await programmi(`cognomeProponente=${q('NICCOLO')}`)).toEqual([programmaAccentato]);
    expect(await programmi(`denominazione=${q('o_r')}`)).toEqual([programmaAccentato]);
    expect(await programmi(`denominazione=${q('1_0')}`)).toEqual([]);
  });
});

describe('the municipalities and the calls are searched the same way', () => {
  interface Comune {
    readonly denominazione: string;
  }
  const comuni = (nome: string) =>
    chiama<Comune>(`/apigen/comuni/getListaComuni?nome=${q(nome)}`, 'proponente1').then((trovati) =>
      trovati.map((c) => c.denominazione),
    );

  it('«forli» answers Forlì first, then the names it starts or is inside of', async () => {
    const forli = await comuni('forli');
    expect(forli[0]).toBe('Forlì');
    expect([...forli].sort()).toEqual(['Forlimpopoli', 'Forlì', 'Forlì del Sannio'].sort());
    expect(await comuni('emilia')).toEqual(expect.arrayContaining(["Reggio nell'Emilia", 'Cortemilia']));
  });

  it('finds a call by a word of its description without its accents', async () => {
    await database.db.execute(
      sql`UPDATE bando SET descrizione = 'Bando per la qualità dei distretti' WHERE id_bando = ${idBandoDC}`,
    );
    const bandi = await chiama<{ idBando: number }>(`/api/bando/getListaBandi?descrizione=${q('QUALITA DEI')}`);
    expect(bandi.map((b) => b.idBando)).toEqual([idBandoDC]);
  });
});
