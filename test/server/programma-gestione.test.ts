import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATI_CON_NOME } from '../../contract/programmi/stati';
import { bando } from '../../server/src/db/schema';
import { righe } from '../../server/src/db/sql';
import {
  apriPortale,
  CUAA_P1,
  CUAA_P2,
  inserisciProgramma,
  preparaRiferimenti,
  type Portale,
} from './support/programmi';

let portale: Portale;
let idBando: number;
let chiuso: number;
let distretti: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
    const altri = await database.db
      .insert(bando)
      .values([
        {
          descrizione: 'Bando chiuso',
          tipologia: 'V',
          dataApertura: '2019-05-15',
          dataChiusura: '2019-09-30',
          budget: '1.00',
        },
        {
          descrizione: 'Distretti',
          tipologia: 'DC',
          dataApertura: '2020-01-01',
          dataChiusura: '2099-12-31',
          budget: '1.00',
        },
      ])
      .returning({ idBando: bando.idBando });
    [chiuso, distretti] = altri.map((riga) => riga.idBando);
  });
});
afterAll(async () => portale?.close());

const P = '/api/programma';
const chiama = (...args: Parameters<Portale['chiama']>) => portale.chiama(...args);
const crea = (username: string, idDelBando: number, cuaa: string, query = '') =>
  chiama(username, 'POST', `${P}/creaProgrammaInvestimento/${idDelBando}/${cuaa}${query}`);

describe('creaProgrammaInvestimento', () => {
  it('creates a draft of an open call (201), with the company named the first time', async () => {
    const senzaDati = await crea('proponente2', idBando, CUAA_P2);
    expect(senzaDati).toMatchObject({
      status: 400,
      body: {
        errors: {
          denominazione: "Indicare la denominazione dell'azienda, alla sua prima domanda",
          codRegione: "Indicare la regione dell'azienda, alla sua prima domanda",
        },
      },
    });
    expect(
      (await crea('proponente2', idBando, CUAA_P2, '?denominazione=Ortofrutticola&codRegione=99')).body.errors,
    ).toEqual({ codRegione: 'Regione sconosciuta' });
    const creato = await crea('proponente2', idBando, CUAA_P2, '?denominazione=Ortofrutticola%20Pontina&codRegione=12');
    expect(creato.status).toBe(201);
    expect(creato.body).toMatchObject({
      idBando,
      cuaa: CUAA_P2,
      denominazione: 'Ortofrutticola Pontina',
      idStato: 'BOZZA',
      codRegione: '12',
      descrizioneRegione: 'Lazio',
    });
    const storia = await righe<{ azione: string; statoDa: string | null; statoA: string | null }>(
      portale.db,
      sql`SELECT azione, stato_da AS "statoDa", stato_a AS "statoA" FROM programma_audit
        WHERE id_programma_investimento = ${creato.body.idProgrammaInvestimento}`,
    );
    expect(storia, 'its history starts from no state').toEqual([
      { azione: 'creaProgramma', statoDa: null, statoA: 'BOZZA' },
    ]);
    const ancora = await crea('proponente2', idBando, CUAA_P2);
    expect(ancora.body.denominazione, 'the company is known now').toBe('Ortofrutticola Pontina');
    const altroNome = await crea('proponente2', idBando, CUAA_P2, '?denominazione=Altro%20nome&codRegione=05');
    expect(altroNome.status).toBe(201);
    expect(altroNome.body, "a known company's name and region are never overwritten").toMatchObject({
      denominazione: 'Ortofrutticola Pontina',
      codRegione: '12',
    });
  });

  it('lets the coordinator create for any firm; refuses closed, food-district, unknown calls, bad codes', async () => {
    expect((await crea('coordinatore', idBando, CUAA_P1, '?denominazione=Agricola&codRegione=12')).status).toBe(201);
    expect(await crea('proponente1', chiuso, CUAA_P1)).toMatchObject({
      status: 409,
      body: { message: 'Il bando non è aperto: i programmi si presentano dal 15/05/2019 al 30/09/2019.' },
    });
    expect((await crea('proponente1', distretti, CUAA_P1)).status).toBe(409);
    expect(await crea('proponente1', 999, CUAA_P1)).toMatchObject({
      status: 404,
      body: { message: 'Bando non trovato' },
    });
    const codice = await crea('proponente1', idBando, '01234567890');
    expect(codice.body.errors).toEqual({ cuaa: expect.stringContaining('Codice fiscale non valido') });
  });
});

describe('salvaDatiGeneraliProgramma', () => {
  const salva = (username: string, body: object) => chiama(username, 'POST', `${P}/salvaDatiGeneraliProgramma`, body);

  it("lets the proponent edit the draft; the requested amount is the investments' sum, else refused", async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    const creato = await chiama('proponente1', 'POST', `/api/beneficiario/creaBeneficiario/${id}/01234567897`);
    expect(creato.status, JSON.stringify(creato.body)).toBe(201);
    const investimenti = [
      { descrizione: 'Impianto', codRegione: '12', importo: 1000.1 },
      { descrizione: 'Software', codRegione: '12', importo: 0.2 },
    ];
    const salvati = await chiama(
      'proponente1',
      'PUT',
      `/api/beneficiario/modificaInvestimentoBeneficiario/${creato.body.idBeneficiario}`,
      investimenti,
    );
    expect(salvati.status, JSON.stringify(salvati.body)).toBe(200);
    const dati = (await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body;
    expect(dati.importoRichiesto, 'exactly 1000.1 + 0.2').toBe(1000.3);

    const salvato = await salva('proponente1', { ...dati, titolo: 'Nuovo titolo', idStato: 'APPROVATO' });
    expect(salvato.body).toMatchObject({ titolo: 'Nuovo titolo', importoRichiesto: 1000.3, idStato: 'BOZZA' });
    const azioni = (await chiama('ministero', 'GET', `${P}/getStoricoProgramma/${id}`)).body;
    expect(azioni.at(-1), 'fields by the names the form gives them').toMatchObject({
      note: 'Campi modificati: Titolo del programma',
      nominativo: 'Giovanni Bianchi',
    });
    const identico = await salva('proponente1', salvato.body);
    expect(identico.status, 'the whole record sent back changes nothing').toBe(200);
    const digitato = await salva('proponente1', {
      ...salvato.body,
      titolo: 'Altro titolo',
      importoRichiesto: 1234567.89,
    });
    expect(digitato).toMatchObject({
      status: 400,
      body: {
        errors: {
          importoRichiesto:
            "L'importo richiesto è la somma degli investimenti dei beneficiari " +
            '(1.000,30 €): si cambia modificando i loro investimenti',
        },
      },
    });
    expect((await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body).toMatchObject({
      titolo: 'Nuovo titolo',
      importoRichiesto: 1000.3,
    });
    const storico = await chiama('proponente1', 'GET', `${P}/getStoricoImportiProgrammaInvestimento/${id}`);
    expect(
      storico.body.map((voce: { importoNuovo: number }) => voce.importoNuovo),
      'only the investments moved it',
    ).toEqual([1000.3]);
    const [{ n }] = await righe<{ n: number }>(
      portale.db,
      sql`SELECT count(*)::int AS n FROM programma_audit WHERE id_programma_investimento = ${id}
        AND azione = 'modifica'`,
    );
    expect(n).toBe(1);
  });

  it('refuses what the edit may not change, and values out of their rules', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    const errori = await salva('proponente1', {
      idProgrammaInvestimento: id,
      importoAmmesso: 5,
      importoRichiesto: 1.234,
      dataFine: '2020-01-01',
    });
    expect(errori).toMatchObject({
      status: 400,
      body: {
        errors: {
          importoAmmesso: 'Campo non modificabile nello stato attuale del programma',
          importoRichiesto: expect.stringContaining(
            "L'importo richiesto è la somma degli investimenti dei beneficiari (0,00 €)",
          ),
          dataFine: 'Deve essere uguale o successiva alla data di inizio',
        },
      },
    });
    expect((await salva('proponente1', { idProgrammaInvestimento: id, importoRichiesto: -1 })).body.errors).toEqual({
      importoRichiesto: 'Deve essere maggiore o uguale a 0',
    });
  });

  it("refuses a start before its call's opening (01/01/2020 for the test call), and reads it out", async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    const letto = await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`);
    expect(letto.body.aperturaBando).toBe('2020-01-01');
    const prima = await salva('proponente1', { idProgrammaInvestimento: id, dataInizio: '2019-12-31' });
    expect(prima).toMatchObject({
      status: 400,
      body: { errors: { dataInizio: "Non può precedere l'apertura del bando (01/01/2020)" } },
    });
    const stessoGiorno = await salva('proponente1', { idProgrammaInvestimento: id, dataInizio: '2020-01-01' });
    expect(stessoGiorno.status, JSON.stringify(stessoGiorno.body)).toBe(200);
    expect(stessoGiorno.body.dataInizio).toBe('2020-01-01');
  });

  it('lets the instructor set the admitted amount during the review, and nothing else', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    expect(
      (await salva('istruttore1', { idProgrammaInvestimento: id, importoAmmesso: 900000 })).body.importoAmmesso,
    ).toBe(900000);
    expect((await salva('istruttore1', { idProgrammaInvestimento: id, titolo: 'Altro' })).status).toBe(400);
    expect(await salva('proponente1', { idProgrammaInvestimento: id, titolo: 'Altro' })).toMatchObject({
      status: 409,
      body: {
        message: 'Operazione «Modifica dati generali» non consentita: il programma è nello stato «In istruttoria».',
      },
    });
    const storico = await chiama('coordinatore', 'GET', `${P}/getStoricoImportiProgrammaInvestimento/${id}`);
    expect(storico.body).toMatchObject([
      { campo: 'importoAmmesso', importoPrecedente: null, importoNuovo: 900000, ruolo: 'MBAC_ISTR_ISMEA' },
    ]);
  });
});

describe('eliminaProgrammaInvestimento', () => {
  it('deletes a draft (204), keeps its history, and refuses a submitted programme', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'BOZZA' });
    expect((await chiama('proponente1', 'DELETE', `${P}/eliminaProgrammaInvestimento/${id}`)).status).toBe(204);
    expect((await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status).toBe(404);
    const [voce] = await righe<{ azione: string; statoDa: string; statoA: string | null }>(
      portale.db,
      sql`SELECT azione, stato_da AS "statoDa", stato_a AS "statoA" FROM programma_audit
        WHERE id_programma_investimento = ${id}`,
    );
    expect(voce).toEqual({ azione: 'elimina', statoDa: 'BOZZA', statoA: null });
    const presentato = await inserisciProgramma(portale.db, { idBando, stato: 'PRESENTATO' });
    expect((await chiama('proponente1', 'DELETE', `${P}/eliminaProgrammaInvestimento/${presentato}`)).status).toBe(409);
  });
});

describe('notes', () => {
  it('keeps drafts to those who write them, and internal notes to the staff', async () => {
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore1'] });
    const bozza = await chiama(
      'istruttore1',
      'POST',
      `${P}/salvaNoteRichiestaIntegrazione/${id}?note=Bozza%20di%20richiesta`,
    );
    expect(bozza.body).toMatchObject({
      tipo: 'RICHIESTA_INTEGRAZIONE',
      note: 'Bozza di richiesta',
      bozza: true,
      autore: 'istruttore1',
    });
    expect((await chiama('istruttore1', 'GET', `${P}/getNoteRichiestaIntegrazione/${id}`)).body.note).toBe(
      'Bozza di richiesta',
    );
    expect((await chiama('proponente1', 'GET', `${P}/getNoteRichiestaIntegrazione/${id}`)).body).toBeNull();
    await chiama('istruttore1', 'POST', `${P}/salvaNoteRichiestaValidazione/${id}?note=Interna`);
    await chiama('istruttore1', 'PUT', `${P}/richiestaIntegrazioneProgramma/${id}?note=Richiesta%20inviata`);
    expect((await chiama('proponente1', 'GET', `${P}/getNoteRichiestaIntegrazione/${id}`)).body).toMatchObject({
      note: 'Richiesta inviata',
      bozza: false,
    });
    const delProponente = (await chiama('proponente1', 'GET', `${P}/visualizzaNote/${id}`)).body.map(
      (nota: { note: string }) => nota.note,
    );
    expect(delProponente).toEqual(['Richiesta inviata']);
    const delCoordinatore = (await chiama('coordinatore', 'GET', `${P}/visualizzaNote/${id}`)).body.map(
      (nota: { note: string }) => nota.note,
    );
    expect(delCoordinatore).toEqual(['Richiesta inviata', 'Interna', 'Bozza di richiesta']);
    expect((await chiama('proponente1', 'GET', `${P}/getNoteRichiestaValidazione/${id}`)).status).toBe(403);
  });
});

describe('people and reference data', () => {
  it('lists the ISMEA instructors with their load, to the coordinator only', async () => {
    await inserisciProgramma(portale.db, { idBando, stato: 'IN_ISTRUTTORIA', assegnati: ['istruttore2'] });
    const istruttori = await chiama('coordinatore', 'GET', `${P}/getListaIstruttoriIsmea`);
    expect(
      istruttori.body.map((istruttore: { idUtente: string; nominativo: string }) => [
        istruttore.idUtente,
        istruttore.nominativo,
      ]),
    ).toEqual([
      ['istruttore2', 'Paolo Greco'],
      ['istruttore1', 'Laura Marino'],
    ]);
    expect(istruttori.body[0].nProgrammiAssegnati).toBeGreaterThan(0);
    expect((await chiama('istruttore1', 'GET', `${P}/getListaIstruttoriIsmea`)).status).toBe(403);
  });

  it('answers a person to themselves and to the staff', async () => {
    expect((await chiama('proponente1', 'GET', `${P}/getSoggetto/proponente1`)).body).toMatchObject({
      idUtente: 'proponente1',
      nominativo: 'Giovanni Bianchi',
      ruoli: ['MBAC_PROPONENTE'],
    });
    expect((await chiama('proponente1', 'GET', `${P}/getSoggetto/istruttore1`)).status).toBe(403);
    expect((await chiama('coordinatore', 'GET', `${P}/getSoggetto/istruttore1`)).body.codiceFiscale).toBe(
      'MRNLRA87P57H501P',
    );
    expect((await chiama('coordinatore', 'GET', `${P}/getSoggetto/nessuno`)).status).toBe(404);
  });

  it("lists the migration's states with the contract's codes and names, in the contract's order", async () => {
    const stati = await chiama('proponente1', 'GET', `${P}/getListaStatiProgramma`);
    expect(
      stati.body.map(({ idStato, descrizioneStato }: Record<string, string>) => ({ idStato, descrizioneStato })),
    ).toEqual(STATI_CON_NOME.map(({ id, name }) => ({ idStato: id, descrizioneStato: name })));
    expect(stati.body[0]).toEqual({ idStato: 'BOZZA', descrizioneStato: 'Bozza', finale: false });
    expect(
      stati.body
        .filter((stato: { finale: boolean }) => stato.finale)
        .map((stato: { idStato: string }) => stato.idStato),
    ).toEqual(['NON_AMMESSO', 'ANNULLATO']);
  });
});
