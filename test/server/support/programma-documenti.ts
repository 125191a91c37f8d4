import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StatoProgramma } from '../../../contract/programmi/stati';
import { righe } from '../../../server/src/db/sql';
import { aggiungiGiorni, oggiInItalia } from '../../../server/src/engine/clock';
import { apriDossier, CF, type Dossier } from './dossier';

export const ACCESSO_NEGATO = 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const EURO = '#,##0.00 "€"';
export const PEC = 'filiera@pec.example.it';
export const MOTIVI =
  'Il piano finanziario non copre i fabbisogni dichiarati.\nManca la dichiarazione sul cumulo degli aiuti.';

let dossier: Dossier;
export const oggi = oggiInItalia();
export const it_ = (giorno: string) => giorno.split('-').reverse().join('/');

/** Opens the portal on a database of its own for the calling test file, and closes it after. */
export function conDossier(): void {
  beforeAll(async () => {
    dossier = await apriDossier();
  });
  afterAll(async () => {
    await dossier?.portale.close();
  });
}

export interface Creato {
  readonly id: number;
  /** Based in Lazio, investing in Lazio and Veneto; an expired casellario and a valid antimafia information. */
  readonly caseificio: number;
  /** Based in Veneto, investing there only; no documents. */
  readonly rossi: number;
}

export async function beneficiario(
  id: number,
  codiceFiscale: string,
  denominazione: string,
  codRegione: string,
): Promise<number> {
  const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
    dossier.portale.db,
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione, cod_regione)
      VALUES (${id}, ${codiceFiscale}, ${denominazione}, ${codRegione}) RETURNING id_beneficiario AS "idBeneficiario"`,
  );
  return idBeneficiario;
}

/** The beneficiary made a person's record, as a proponent fills it in: surname and name, no company name. */
export async function comePersona(idBeneficiario: number, cognome: string, nome: string) {
  await dossier.portale.db
    .execute(sql`UPDATE beneficiario SET denominazione = NULL, cognome = ${cognome}, nome = ${nome}
    WHERE id_beneficiario = ${idBeneficiario}`);
}

export async function documento(idBeneficiario: number, tipo: string, data: string, protocollo: string) {
  await dossier.portale.db.execute(sql`INSERT INTO documento_beneficiario
      (id_beneficiario, tipo, data_caricamento, numero_protocollo, chiave_file, nome_file, tipo_file, dimensione,
      sha256, caricato_da)
    VALUES (${idBeneficiario}, ${tipo}, ${data}, ${protocollo}, gen_random_uuid(), 'certificato.pdf', 'pdf', 10,
    ${'0'.repeat(64)}, 'istruttore1')`);
}

/** A programme of proponente1 (Lazio, bank 03069, assigned to istruttore1) with two beneficiaries and their money. */
export async function programma(stato: StatoProgramma, colonne = sql``): Promise<Creato> {
  const db = dossier.portale.db;
  const id = await dossier.programma(stato);
  await db.execute(sql`UPDATE proponente SET pec = ${PEC}, mail = 'info@filiera.example.it'
    WHERE id_proponente = (SELECT id_proponente FROM programma_investimento WHERE id_programma_investimento = ${id})`);
  await db.execute(
    sql`UPDATE programma_investimento SET importo_ammesso = 1234567.89 ${colonne}
      WHERE id_programma_investimento = ${id}`,
  );
  const caseificio = await beneficiario(id, CF.azienda, 'Caseificio Sociale del Lazio', '12');
  const rossi = await beneficiario(id, CF.personaVerona, 'Azienda agricola Bianchi', '05');
  await db.execute(sql`INSERT INTO investimento (id_beneficiario, ordine, descrizione, cod_regione, importo) VALUES
    (${caseificio}, 1, 'Linea di confezionamento', '12', 150000.50), (${caseificio}, 2, 'Impianto fotovoltaico', '05',
    49999.50),
    (${rossi}, 1, 'Stalla', '05', 80000)`);
  await db.execute(sql`INSERT INTO fabbisogno (id_beneficiario, ordine, descrizione, importo) VALUES
    (${caseificio}, 1, 'Macchinari', 200000), (${rossi}, 1, 'Opere edili', 80000)`);
  await db.execute(sql`INSERT INTO copertura (id_beneficiario, ordine, tipo, importo) VALUES
    (${caseificio}, 1, 'CONTRIBUTO_CAPITALE', 80000), (${caseificio}, 2, 'MEZZI_PROPRI', 120000), (${rossi}, 1,
    'MEZZI_PROPRI', 80000)`);
  await db.execute(sql`INSERT INTO cronoprogramma (id_beneficiario, ordine, descrizione, data_inizio, data_fine) VALUES
    (${caseificio}, 1, 'Acquisto dei macchinari', '2025-03-01', '2025-09-30')`);
  await documento(caseificio, 'CASELLARIO', '2020-01-15', 'PROT-2020-7');
  await documento(caseificio, 'INFORMATIVA_ANTIMAFIA', aggiungiGiorni(oggi, -10), 'PROT-ANT-42');
  return { id, caseificio, rossi };
}

export async function nota(
  id: number,
  tipo: string,
  testo: string,
  { esito = null as string | null, bozza = false } = {},
) {
  await dossier.portale.db
    .execute(sql`INSERT INTO programma_nota (id_programma_investimento, tipo, testo, esito, bozza, autore, ruolo)
    VALUES (${id}, ${tipo}, ${testo}, ${esito}, ${bozza}, 'validatore', 'MBAC_VALI_ISMEA')`);
}

export async function scarica(username: string, url: string) {
  return dossier.portale.portal.app.inject({ url, headers: await dossier.portale.headers(username) });
}

export async function libro(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook;
}

export const valori = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The value row of «label» in a two-column sheet. */
export const voce = (sheet: ExcelJS.Worksheet, etichetta: string) => {
  let trovata: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === etichetta) trovata = row;
  });
  if (!trovata) throw new Error(`${etichetta} manca`);
  return trovata.getCell(2);
};

export function intestazioneBloccata(sheet: ExcelJS.Worksheet, riga: number) {
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: riga });
  expect(sheet.getRow(riga).font?.bold).toBe(true);
}
