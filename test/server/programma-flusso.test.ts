import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eseguiAzione } from '../../server/src/modules/programma/esegui';
import { dipendenzeProgramma } from '../../server/src/modules/programma/routes';
import { apriPortale, CUAA_P1, inserisciProgramma, preparaRiferimenti, principaleDi, soddisfaGuardie, statoDi, type Portale } from './support/programmi';

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
  });
});

const programmaIn = (stato: Parameters<typeof inserisciProgramma>[1]['stato'], assegnati = ['istruttore1']) =>
  inserisciProgramma(portale.db, { idBando, stato, assegnati });

const storia = async (id: number) =>
  (await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`)).body.map((voce: { azione: string; statoDa: string; statoA: string; utente: string }) =>
    `${voce.azione}:${voce.statoDa}>${voce.statoA}:${voce.utente}`);

describe('the integration loop', () => {
  it('IN_ISTRUTTORIA → IN_INTEGRAZIONE → IN_ISTRUTTORIA, the reply needing a file sent after the request', async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    await carica(id, 'INTEGRAZIONE');
    const senzaNota = await chiama('istruttore1', 'PUT', `${P}/richiestaIntegrazioneProgramma/${id}`);
    expect(senzaNota).toMatchObject({ status: 400, body: { errors: { note: 'Campo obbligatorio' } } });
    const richiesta = await chiama('istruttore1', 'PUT', `${P}/richiestaIntegrazioneProgramma/${id}?note=Mancano%20i%20preventivi`);
    expect(richiesta.body).toMatchObject({ idStato: 'IN_INTEGRAZIONE', giorniInIntegrazione: 0, integrazioneScaduta: false });

    const senzaFile = await chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Ecco`);
    expect(senzaFile).toMatchObject({ status: 409, body: { message: 'Carica almeno un file di integrazione prima di inviare.' } });
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
      const rimandato = await chiama('validatore', method, `${P}/richiestaIntegrazioneIsmea/${id}?note=Verificare%20le%20coperture`);
      expect(rimandato.status, method).toBe(200);
      expect(rimandato.body.idStato).toBe('IN_ISTRUTTORIA');
      expect((await chiama('validatore', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status, 'still seen by the validator').toBe(200);
    }
  });
});

describe('the notice of rejection (art. 10-bis)', () => {
  it('a negative validation needs its reasons, sets the deadline, and counter-deductions bring the programme back to review', async () => {
    const id = await programmaIn('IN_VALIDAZIONE');
    const senzaMotivi = await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}?esito=NEGATIVO`);
    expect(senzaMotivi).toMatchObject({ status: 400, body: { errors: { note: 'Obbligatoria con esito negativo: indica i motivi del preavviso di rigetto' } } });
    const preavviso = await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}?esito=NEGATIVO&note=Spese%20non%20ammissibili&esitoIsmea=Non%20ammissibile`);
    expect(preavviso.body.idStato).toBe('PREAVVISO_RIGETTO');
    expect(preavviso.body.scadenzaControdeduzioni).toMatch(/^\d{4}-\d\d-\d\d$/);

    const esito = await chiama('proponente1', 'GET', `${P}/visualizzaNote/${id}`);
    expect(esito.body[0]).toMatchObject({ tipo: 'VALIDAZIONE', note: 'Spese non ammissibili', esito: 'NEGATIVO', esitoIsmea: null });
    const ismea = await chiama('coordinatore', 'GET', `${P}/visualizzaEsitoIsmea/${id}`);
    expect(ismea.body).toMatchObject({ esito: 'NEGATIVO', esitoIsmea: 'Non ammissibile' });

    expect((await chiama('proponente1', 'POST', `${P}/inviaControDeduzioni/${id}`)).status).toBe(409);
    await carica(id, 'CONTRODEDUZIONI');
    expect((await chiama('proponente1', 'GET', `${P}/verificaControDeduzioni/${id}`)).body).toMatchObject({ presenti: true, scaduta: false });
    const risposta = await chiama('proponente1', 'POST', `${P}/inviaControDeduzioni/${id}`);
    expect(risposta.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', scadenzaControdeduzioni: null });
  });

  it('accepted without counter-deductions, the programme is not admitted', async () => {
    const id = await programmaIn('PREAVVISO_RIGETTO');
    const accettato = await chiama('proponente1', 'POST', `${P}/accettaSenzaControDeduzioni/${id}`);
    expect(accettato.body).toMatchObject({ idStato: 'NON_AMMESSO', descrizioneStato: 'Non ammesso' });
  });
});

describe('assignment, opinion, annulment, takeover and variation', () => {
  it('removing the last instructor brings the programme back to PRESENTATO', async () => {
    const id = await programmaIn('PRESENTATO', []);
    await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore1`);
    const secondo = await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore2`);
    expect(secondo.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', assegnatari: ['istruttore1', 'istruttore2'] });
    const nonIstruttore = await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/validatore`);
    expect(nonIstruttore).toMatchObject({ status: 400, body: { errors: { utente: "L'utente indicato non è un istruttore ISMEA" } } });
    expect((await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore1`)).body.idStato).toBe('IN_ISTRUTTORIA');
    expect((await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore1`)).status).toBe(404);
    const ultimo = await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore2`);
    expect(ultimo.body).toMatchObject({ idStato: 'PRESENTATO', assegnatari: [] });
    expect((await chiama('istruttore2', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status, 'no longer seen').toBe(404);
  });

  it('an opinion asked of the region blocks the validation request until the region gives it', async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    await soddisfaGuardie(portale.db, id, []);
    expect((await chiama('regione.veneto', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status).toBe(404);
    expect((await chiama('istruttore1', 'POST', `${P}/richiestaParereRegione/${id}`)).body.idStato).toBe('IN_ISTRUTTORIA');
    const bloccata = await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`);
    expect(bloccata.body.message).toBe('Il parere richiesto alla Regione non è ancora stato espresso.');
    expect((await chiama('regione.lazio', 'GET', `${P}/verificaParereRegione/${id}`)).body).toEqual({ richiesto: true, inAttesa: true, esito: null });
    const badEsito = await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/BUONO?note=Ok`);
    expect(badEsito.body.errors).toEqual({ esito: 'Valore non ammesso; valori possibili: FAVOREVOLE, SFAVOREVOLE' });
    expect((await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Coerente`)).status).toBe(200);
    expect((await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Ancora`)).status).toBe(409);
    const pareri = await chiama('istruttore1', 'GET', `${P}/visualizzaNoteRegione/${id}`);
    expect(pareri.body).toMatchObject([{ codRegione: '12', descrizioneRegione: 'Lazio', esito: 'FAVOREVOLE', note: 'Coerente', espressoDa: 'regione.lazio' }]);
    expect((await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`)).body.idStato).toBe('IN_VALIDAZIONE');
  });

  it('the ministry annuls with a note, from any state that is not final', async () => {
    const id = await programmaIn('APPROVATO');
    expect((await chiama('ministero', 'PUT', `${P}/annullamentoProgramma/${id}`)).status).toBe(400);
    const annullato = await chiama('ministero', 'PUT', `${P}/annullamentoProgramma/${id}?note=Rinuncia%20del%20proponente`);
    expect(annullato.body.idStato).toBe('ANNULLATO');
    expect(await storia(id)).toEqual(['annulla:APPROVATO>ANNULLATO:ministero']);
  });

  it('takeover and variation start from APPROVATO and close back to it through the checklist module', async () => {
    const subentro = await programmaIn('APPROVATO');
    expect((await chiama('proponente1', 'POST', `${P}/avviaSubentro/${subentro}`)).body.idStato).toBe('IN_SUBENTRO');
    const variazione = await programmaIn('APPROVATO');
    expect((await chiama('coordinatore', 'POST', `${P}/avviaVariazione/${variazione}`)).body.idStato).toBe('IN_VARIAZIONE');
    const deps = dipendenzeProgramma({ db: portale.db, regole: portale.portal.config.scadenze });
    const istruttore = principaleDi('istruttore1');
    expect((await eseguiAzione(deps, istruttore, 'concludiSubentro', subentro)).idStato).toBe('APPROVATO');
    expect((await eseguiAzione(deps, istruttore, 'concludiVariazione', variazione)).idStato).toBe('APPROVATO');
    await expect(eseguiAzione(deps, istruttore, 'concludiVariazione', variazione)).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('input checks', () => {
  it('CUP, COR and esito are refused field by field, in Italian', async () => {
    const id = await programmaIn('VALIDATO');
    const codici = await chiama('ministero', 'PUT', `${P}/approvazioneprogramma/${id}?codiceCup=j84e24&codiceCore=12A`);
    expect(codici).toMatchObject({
      status: 400,
      body: { errors: { codiceCup: 'Il CUP deve contenere 15 caratteri: lettere maiuscole e cifre', codiceCore: 'Il codice COR deve contenere solo cifre (al massimo 12)' } },
    });
    const senzaFile = await chiama('ministero', 'PUT', `${P}/approvazioneprogramma/${id}?codiceCup=J84E24000120001&codiceCore=1`);
    expect(senzaFile).toMatchObject({ status: 409, body: { message: 'Carica il file di approvazione prima di approvare il programma.' } });
    const esito = await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${await programmaIn('IN_VALIDAZIONE')}?esito=FORSE`);
    expect(esito.body.errors).toEqual({ esito: 'Valore non ammesso; valori possibili: POSITIVO, NEGATIVO' });
    expect((await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}`)).body.errors).toEqual({ esito: 'Campo obbligatorio' });
  });

  it('an incomplete draft is not submitted: 409 listing what is missing, nothing changed', async () => {
    const creato = await chiama('proponente1', 'POST', `${P}/creaProgrammaInvestimento/${idBando}/${CUAA_P1}`);
    const id = creato.body.idProgrammaInvestimento;
    const rifiutato = await chiama('proponente1', 'GET', `${P}/eseguiValidazione/${id}`);
    expect(rifiutato.status).toBe(409);
    expect(rifiutato.body.message).toBe(
      "Il programma non può essere presentato: manca il titolo del programma; manca la descrizione del programma; manca l'importo richiesto; mancano le date di inizio e di fine; manca almeno un beneficiario.",
    );
    expect(await statoDi(portale.db, id)).toBe('BOZZA');
  });
});
