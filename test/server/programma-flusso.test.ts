import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apriPortale,
  CUAA_P1,
  inserisciProgramma,
  preparaRiferimenti,
  soddisfaGuardie,
  statoDi,
  type Portale,
} from './support/programmi';

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
  portale.db.execute(
    sql`INSERT INTO allegato_programma (id_programma_investimento, tipo, pubblicato) VALUES (${id}, ${tipo}, true)`,
  );

async function nuovaBozzaCompleta(): Promise<number> {
  const creato = await chiama(
    'proponente1',
    'POST',
    `${P}/creaProgrammaInvestimento/${idBando}/${CUAA_P1}?denominazione=Agricola%20Colli%20Albani&codRegione=12`,
  );
  expect(creato.status).toBe(201);
  const id = creato.body.idProgrammaInvestimento;
  const salvato = await chiama('proponente1', 'POST', `${P}/salvaDatiGeneraliProgramma`, {
    ...creato.body,
    titolo: 'Filiera corta dell’olio',
    descrizione: 'Frantoio e confezionamento',
    dataInizio: '2027-01-01',
    dataFine: '2029-12-31',
  });
  expect(salvato.status, JSON.stringify(salvato.body)).toBe(200);
  // Beneficiaries and their investments, as the beneficiary module would keep them (the amount is their sum).
  await portale.db.execute(
    sql`UPDATE programma_investimento SET n_beneficiari = 2, importo_richiesto = 2500000.50
      WHERE id_programma_investimento = ${id}`,
  );
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

    const senzaChecklist = await chiama(
      'istruttore1',
      'PUT',
      `${P}/richiestaValidazioneProgramma/${id}?note=Istruttoria%20conclusa`,
    );
    expect(senzaChecklist).toMatchObject({
      status: 409,
      body: { message: 'Le checklist del programma non sono complete.' },
    });

    await soddisfaGuardie(portale.db, id, ['APPROVAZIONE']);
    const inValidazione = await chiama(
      'istruttore1',
      'PUT',
      `${P}/richiestaValidazioneProgramma/${id}?note=Istruttoria%20conclusa`,
    );
    expect(inValidazione.status, JSON.stringify(inValidazione.body)).toBe(200);
    expect(inValidazione.body.idStato).toBe('IN_VALIDAZIONE');

    const validato = await chiama(
      'validatore',
      'PUT',
      `${P}/eseguiValidazioneProgramma/${id}?esito=POSITIVO&note=Coerente&esitoIsmea=Ammissibile`,
    );
    expect(validato.status, JSON.stringify(validato.body)).toBe(200);
    expect(validato.body.idStato).toBe('VALIDATO');

    const approvato = await chiama(
      'ministero',
      'PUT',
      `${P}/approvazioneprogramma/${id}?note=Decreto%20n.%2012&codiceCup=J84E24000120001&codiceCore=1234567`,
    );
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
  });
});

const programmaIn = (stato: Parameters<typeof inserisciProgramma>[1]['stato'], assegnati = ['istruttore1']) =>
  inserisciProgramma(portale.db, { idBando, stato, assegnati });

const storia = async (id: number) =>
  (await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`)).body.map(
    (voce: { azione: string; statoDa: string; statoA: string; utente: string }) =>
      `${voce.azione}:${voce.statoDa}>${voce.statoA}:${voce.utente}`,
  );

describe('the integration loop', () => {
  it('IN_ISTRUTTORIA → IN_INTEGRAZIONE → IN_ISTRUTTORIA, the reply needing a file sent after the request', async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    await carica(id, 'INTEGRAZIONE');
    const senzaNota = await chiama('istruttore1', 'PUT', `${P}/richiestaIntegrazioneProgramma/${id}`);
    expect(senzaNota).toMatchObject({ status: 400, body: { errors: { note: 'Campo obbligatorio' } } });
    const richiesta = await chiama(
      'istruttore1',
      'PUT',
      `${P}/richiestaIntegrazioneProgramma/${id}?note=Mancano%20i%20preventivi`,
    );
    expect(richiesta.body).toMatchObject({
      idStato: 'IN_INTEGRAZIONE',
      giorniInIntegrazione: 0,
      integrazioneScaduta: false,
    });

    const senzaFile = await chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Ecco`);
    expect(senzaFile).toMatchObject({
      status: 409,
      body: { message: 'Carica almeno un file di integrazione prima di inviare.' },
    });
    await carica(id, 'INTEGRAZIONE');
    const inviate = await chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Preventivi%20allegati`);
    expect(inviate.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', giorniInIntegrazione: null });

    const integrazioni = await chiama('proponente1', 'GET', `${P}/visualizzaIntegrazioni/${id}`);
    expect(integrazioni.body.note.map((nota: { tipo: string; note: string }) => [nota.tipo, nota.note])).toEqual([
      ['INTEGRAZIONE', 'Preventivi allegati'],
      ['RICHIESTA_INTEGRAZIONE', 'Mancano i preventivi'],
    ]);
    expect(await storia(id)).toEqual([
      'richiestaIntegrazione:IN_ISTRUTTORIA>IN_INTEGRAZIONE:istruttore1',
      'inviaIntegrazioni:IN_INTEGRAZIONE>IN_ISTRUTTORIA:proponente1',
    ]);
  });

  it('the validator sends a programme back to review, by PUT or by POST', async () => {
    for (const method of ['PUT', 'POST']) {
      const id = await programmaIn('IN_VALIDAZIONE');
      const rimandato = await chiama(
        'validatore',
        method,
        `${P}/richiestaIntegrazioneIsmea/${id}?note=Verificare%20le%20coperture`,
      );
      expect(rimandato.status, method).toBe(200);
      expect(rimandato.body.idStato).toBe('IN_ISTRUTTORIA');
      expect(
        (await chiama('validatore', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status,
        'still seen by the validator',
      ).toBe(200);
    }
  });
});

describe('the notice of rejection (art. 10-bis)', () => {
  it('a negative validation needs reasons, sets the deadline; counter-deductions bring it back to review', async () => {
    const id = await programmaIn('IN_VALIDAZIONE');
    const senzaMotivi = await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}?esito=NEGATIVO`);
    expect(senzaMotivi).toMatchObject({
      status: 400,
      body: { errors: { note: 'Obbligatoria con esito negativo: indica i motivi del preavviso di rigetto' } },
    });
    const preavviso = await chiama(
      'validatore',
      'PUT',
      `${P}/eseguiValidazioneProgramma/${id}?esito=NEGATIVO&note=Spese%20non%20ammissibili` +
        '&esitoIsmea=Non%20ammissibile',
    );
    expect(preavviso.body.idStato).toBe('PREAVVISO_RIGETTO');
    expect(preavviso.body.scadenzaControdeduzioni).toMatch(/^\d{4}-\d\d-\d\d$/);

    const esito = await chiama('proponente1', 'GET', `${P}/visualizzaNote/${id}`);
    expect(esito.body[0]).toMatchObject({
      tipo: 'VALIDAZIONE',
      note: 'Spese non ammissibili',
      esito: 'NEGATIVO',
      esitoIsmea: null,
    });
    const ismea = await chiama('coordinatore', 'GET', `${P}/visualizzaEsitoIsmea/${id}`);
    expect(ismea.body).toMatchObject({ esito: 'NEGATIVO', esitoIsmea: 'Non ammissibile' });

    expect((await chiama('proponente1', 'POST', `${P}/inviaControDeduzioni/${id}`)).status).toBe(409);
    await carica(id, 'CONTRODEDUZIONI');
    expect((await chiama('proponente1', 'GET', `${P}/verificaControDeduzioni/${id}`)).body).toMatchObject({
      presenti: true,
      scaduta: false,
    });
    const risposta = await chiama('proponente1', 'POST', `${P}/inviaControDeduzioni/${id}`);
    expect(risposta.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', scadenzaControdeduzioni: null });
  });

  it('accepted without counter-deductions, the programme is not admitted', async () => {
    const id = await programmaIn('PREAVVISO_RIGETTO');
    const accettato = await chiama('proponente1', 'POST', `${P}/accettaSenzaControDeduzioni/${id}`);
    expect(accettato.body).toMatchObject({ idStato: 'NON_AMMESSO', descrizioneStato: 'Non ammesso' });
  });
});
