import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriPortale, CUAA_P1, preparaRiferimenti, soddisfaGuardie, statoDi, type Portale } from './support/programmi';

let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

const P = '/api/programma';
const chiama = (...args: Parameters<Portale['chiama']>) => portale.chiama(...args);
const carica = (id: number, tipo: string) =>
  portale.db.execute(sql`INSERT INTO allegato_programma (id_programma_investimento, tipo, pubblicato) VALUES (${id}, ${tipo}, true)`);

async function nuovaBozzaCompleta(): Promise<number> {
  const creato = await chiama('proponente1', 'POST', `${P}/creaProgrammaInvestimento/${idBando}/${CUAA_P1}?denominazione=Agricola%20Colli%20Albani&codRegione=12`);
  expect(creato.status).toBe(201);
  const id = creato.body.idProgrammaInvestimento;
  const salvato = await chiama('proponente1', 'POST', `${P}/salvaDatiGeneraliProgramma`, {
    ...creato.body,
    titolo: 'Filiera corta dell’olio', descrizione: 'Frantoio e confezionamento', importoRichiesto: 2500000.5,
    dataInizio: '2027-01-01', dataFine: '2029-12-31',
  });
  expect(salvato.status, JSON.stringify(salvato.body)).toBe(200);
  await portale.db.execute(sql`UPDATE programma_investimento SET n_beneficiari = 2 WHERE id_programma_investimento = ${id}`);
  return id;
}

describe('the happy path BOZZA → PRESENTATO → IN_ISTRUTTORIA → IN_VALIDAZIONE → VALIDATO → APPROVATO', () => {
  it('walks every step through HTTP, with the guards satisfied through their tables', async () => {
    const id = await nuovaBozzaCompleta();
    expect(await statoDi(portale.db, id)).toBe('BOZZA');

    const presentato = await chiama('proponente1', 'GET', `${P}/eseguiValidazione/${id}`);
    expect(presentato.status, JSON.stringify(presentato.body)).toBe(200);
    expect(presentato.body).toMatchObject({ idStato: 'PRESENTATO', descrizioneStato: 'Presentato' });
    expect(presentato.body.dataPresentazione).toMatch(/^\d{4}-\d\d-\d\dT/);

    const assegnato = await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore1`);
    expect(assegnato.status, JSON.stringify(assegnato.body)).toBe(200);
    expect(assegnato.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', assegnatari: ['istruttore1'] });

    const senzaChecklist = await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}?note=Istruttoria%20conclusa`);
    expect(senzaChecklist).toMatchObject({ status: 409, body: { message: 'Le checklist del programma non sono complete.' } });

    await soddisfaGuardie(portale.db, id, ['APPROVAZIONE']);
    const inValidazione = await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}?note=Istruttoria%20conclusa`);
    expect(inValidazione.status, JSON.stringify(inValidazione.body)).toBe(200);
    expect(inValidazione.body.idStato).toBe('IN_VALIDAZIONE');

    const validato = await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}?esito=POSITIVO&note=Coerente&esitoIsmea=Ammissibile`);
    expect(validato.status, JSON.stringify(validato.body)).toBe(200);
    expect(validato.body.idStato).toBe('VALIDATO');

    const approvato = await chiama('ministero', 'PUT', `${P}/approvazioneprogramma/${id}?note=Decreto%20n.%2012&codiceCup=J84E24000120001&codiceCore=1234567`);
    expect(approvato.status, JSON.stringify(approvato.body)).toBe(200);
    expect(approvato.body).toMatchObject({ idStato: 'APPROVATO', codiceCup: 'J84E24000120001', codiceCore: '1234567' });

    const codici = await chiama('proponente1', 'GET', `${P}/getCodiciCupAndCore/${id}`);
    expect(codici.body).toEqual({ idProgrammaInvestimento: id, codiceCup: 'J84E24000120001', codiceCore: '1234567' });

    const storico = await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`);
    expect(storico.body.map((voce: { azione: string; statoA: string }) => [voce.azione, voce.statoA])).toEqual([
      ['creaProgramma', 'BOZZA'],
      ['modifica', 'BOZZA'],
      ['eseguiValidazione', 'PRESENTATO'],
      ['assegna', 'IN_ISTRUTTORIA'],
      ['richiestaValidazione', 'IN_VALIDAZIONE'],
      ['valida', 'VALIDATO'],
      ['approva', 'APPROVATO'],
    ]);
    await carica(id, 'APPROVAZIONE');
  });
});
