import ExcelJS from 'exceljs';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { programmaInvestimento } from '../../server/src/db/schema';
import { openSeededDatabase, startTestApp, type TestApp } from './support/test-app';

const ACCESSO_NEGATO = 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.';
const V_2024 = 2;
const PNRR = 4;
const DISTRETTI = 5;

let database: Database;
let portal: TestApp;

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database);
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const download = async (idBando: number, roles: string[]) =>
  portal.app.inject({
    url: `/api/bando/generaExcelRiepilogoBando/${idBando}`,
    headers: { authorization: `Bearer ${await portal.issuer.forRoles(roles)}` },
  });

async function firstSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('GET /api/bando/generaExcelRiepilogoBando/{idBando}', () => {
  it.each(['MBAC_COOR_ISMEA', 'MBAC_ISTR_ISMEA', 'MBAC_VALI_ISMEA', 'MBAC_MINISTERO'])(
    'gives %s the summary workbook',
    async (role) => {
      const response = await download(V_2024, [role]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="riepilogo-bando-${V_2024}.xlsx"; filename*=UTF-8''riepilogo-bando-${V_2024}.xlsx`,
      );
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    },
  );

  it("lists the call's submitted programmes, one row each, under its title and a header row", async () => {
    const { name, rows } = await firstSheet((await download(V_2024, ['MBAC_MINISTERO'])).rawPayload);
    const programmi = await database.db
      .select()
      .from(programmaInvestimento)
      .where(and(eq(programmaInvestimento.idBando, V_2024), ne(programmaInvestimento.idStato, 'BOZZA')))
      .orderBy(asc(programmaInvestimento.idProgrammaInvestimento));

    expect(name).toBe('Programmi');
    expect(rows[0][0]).toBe('Riepilogo del bando: V Bando Contratti di Filiera – Avviso 2024');
    expect(rows[2]).toEqual([
      'ID programma',
      'Denominazione',
      'CUAA',
      'Regione',
      'Stato',
      'Data presentazione',
      'Ultimo aggiornamento',
    ]);
    const data = rows.slice(3);
    expect(data).toHaveLength(programmi.length);
    expect(data.map((row) => row[0])).toEqual(programmi.map((programma) => programma.idProgrammaInvestimento));
    const [first] = programmi;
    expect(data[0]).toEqual([
      first.idProgrammaInvestimento,
      'Cantine Riunite del Piave Soc. Coop.',
      '09876543217',
      'Veneto',
      'Presentato',
      first.dataPresentazione,
      first.updatedAt,
    ]);
  });

  it.each(['MBAC_PROPONENTE', 'MBAC_REGIONE', 'MBAC_ISTRUTTORE', 'MBAC_COMMISSIONE', 'MBAC_BANCA'])(
    'refuses %s',
    async (role) => {
      const response = await download(V_2024, [role]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ requestId: expect.any(String), message: ACCESSO_NEGATO });
    },
  );

  it.each([PNRR, DISTRETTI])('answers 409 for call %i, not of type V', async (idBando) => {
    const response = await download(idBando, ['MBAC_MINISTERO']);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Il riepilogo è disponibile solo per i bandi dei contratti di filiera (tipologia V).',
    });
  });

  it('answers 404 for an unknown call, and 403 before telling a proponent whether it exists', async () => {
    const unknown = await download(999, ['MBAC_MINISTERO']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ requestId: expect.any(String), message: 'Bando non trovato' });
    expect((await download(999, ['MBAC_PROPONENTE'])).statusCode).toBe(403);
  });
});
