import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { eseguiAzione } from '../../server/src/modules/programma/executor';
import { dipendenzeProgramma } from '../../server/src/modules/programma/routes';
import {
  apriPortale,
  CUAA_P1,
  inserisciProgramma,
  preparaRiferimenti,
  principaleDi,
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

const programmaIn = (stato: Parameters<typeof inserisciProgramma>[1]['stato'], assegnati = ['istruttore1']) =>
  inserisciProgramma(portale.db, { idBando, stato, assegnati });

const storia = async (id: number) =>
  (await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`)).body.map(
    (voce: { azione: string; statoDa: string; statoA: string; utente: string }) =>
      `${voce.azione}:${voce.statoDa}>${voce.statoA}:${voce.utente}`,
  );

describe('assignment, opinion, annulment, takeover and variation', () => {
  it('removing the last instructor brings the programme back to PRESENTATO', async () => {
    const id = await programmaIn('PRESENTATO', []);
    await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore1`);
    const secondo = await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/istruttore2`);
    expect(secondo.body).toMatchObject({ idStato: 'IN_ISTRUTTORIA', assegnatari: ['istruttore1', 'istruttore2'] });
    const nonIstruttore = await chiama('coordinatore', 'GET', `${P}/assegnaPratica/${id}/validatore`);
    expect(nonIstruttore).toMatchObject({
      status: 400,
      body: { errors: { utente: "L'utente indicato non è un istruttore ISMEA" } },
    });
    expect((await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore1`)).body.idStato).toBe(
      'IN_ISTRUTTORIA',
    );
    expect((await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore1`)).status).toBe(404);
    const ultimo = await chiama('coordinatore', 'DELETE', `${P}/rimuoviAssegnatario/${id}/istruttore2`);
    expect(ultimo.body).toMatchObject({ idStato: 'PRESENTATO', assegnatari: [] });
    const storico = await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`);
    // People by name, never by username (issue 10).
    expect(storico.body.map((voce: { note: string }) => voce.note)).toEqual([
      'Istruttore assegnato: Laura Marino',
      'Istruttore assegnato: Paolo Greco',
      'Istruttore rimosso: Laura Marino',
      'Istruttore rimosso: Paolo Greco',
    ]);
    expect(storico.body[0]).toMatchObject({ utente: 'coordinatore', nominativo: 'Alessandro Ricci' });
    expect((await chiama('istruttore2', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status, 'no longer seen').toBe(
      404,
    );
  });

  it('an opinion asked of the region blocks the validation request until the region gives it', async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    await soddisfaGuardie(portale.db, id, []);
    expect((await chiama('regione.veneto', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).status).toBe(404);
    expect((await chiama('regione.lazio', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body).toMatchObject({
      idStato: 'IN_ISTRUTTORIA',
      parereDaEsprimere: false,
    });
    expect(
      await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Ok`),
    ).toMatchObject({
      status: 409,
      body: {
        message:
          'Il parere regionale si inserisce quando l’istruttore lo chiede alla tua Regione: ' +
          'per questo programma non ci sono pareri in attesa.',
      },
    });
    expect((await chiama('istruttore1', 'POST', `${P}/richiestaParereRegione/${id}`)).body.idStato).toBe(
      'IN_ISTRUTTORIA',
    );
    const bloccata = await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`);
    expect(bloccata.body.message).toBe('Il parere richiesto alla Regione non è ancora stato espresso.');
    expect((await chiama('regione.lazio', 'GET', `${P}/verificaParereRegione/${id}`)).body).toEqual({
      richiesto: true,
      inAttesa: true,
      esito: null,
    });
    expect((await chiama('regione.lazio', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body.parereDaEsprimere).toBe(
      true,
    );
    expect((await chiama('istruttore1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body.parereDaEsprimere).toBe(
      false,
    );
    const badEsito = await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/BUONO?note=Ok`);
    expect(badEsito.body.errors).toEqual({ esito: 'Valore non ammesso; valori possibili: FAVOREVOLE, SFAVOREVOLE' });
    expect(
      (await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Coerente`)).status,
    ).toBe(200);
    expect(
      (await chiama('regione.lazio', 'POST', `${P}/inserimentoParereRegione/${id}/FAVOREVOLE?note=Ancora`)).status,
    ).toBe(409);
    expect((await chiama('regione.lazio', 'GET', `${P}/getDatiGeneraliProgramma/${id}`)).body.parereDaEsprimere).toBe(
      false,
    );
    const pareri = await chiama('istruttore1', 'GET', `${P}/visualizzaNoteRegione/${id}`);
    expect(pareri.body).toMatchObject([
      {
        codRegione: '12',
        descrizioneRegione: 'Lazio',
        esito: 'FAVOREVOLE',
        note: 'Coerente',
        espressoDa: 'regione.lazio',
        espressoDaNome: 'Marco Ferrari',
        richiestoDaNome: 'Laura Marino',
      },
    ]);
    const storico = await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`);
    expect(storico.body.at(-1)).toMatchObject({ note: 'Parere favorevole. Coerente', nominativo: 'Marco Ferrari' });
    expect((await chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`)).body.idStato).toBe(
      'IN_VALIDAZIONE',
    );
  });

  it('the ministry annuls with a note, from any state that is not final', async () => {
    const id = await programmaIn('APPROVATO');
    expect((await chiama('ministero', 'PUT', `${P}/annullamentoProgramma/${id}`)).status).toBe(400);
    const annullato = await chiama(
      'ministero',
      'PUT',
      `${P}/annullamentoProgramma/${id}?note=Rinuncia%20del%20proponente`,
    );
    expect(annullato.body.idStato).toBe('ANNULLATO');
    expect(await storia(id)).toEqual(['annulla:APPROVATO>ANNULLATO:ministero']);
  });

  it('takeover and variation start from APPROVATO and close back to it through the checklist module', async () => {
    const subentro = await programmaIn('APPROVATO');
    expect((await chiama('proponente1', 'POST', `${P}/avviaSubentro/${subentro}`)).body.idStato).toBe('IN_SUBENTRO');
    const variazione = await programmaIn('APPROVATO');
    expect((await chiama('coordinatore', 'POST', `${P}/avviaVariazione/${variazione}`)).body.idStato).toBe(
      'IN_VARIAZIONE',
    );
    // Concluding is saving the checklist with every item answered (an unanswered one is refused: checklist tests).
    const rispondiATutte = async (turno: 'Subentro' | 'Variazione', id: number) => {
      const C = '/api/checklist';
      const { voci } = (await chiama('istruttore1', 'GET', `${C}/getChecklist${turno}/${id}`)).body;
      const risposte = voci.map(({ idVoce }: { idVoce: number }) => ({ idVoce, esito: 'SI' }));
      expect(
        (await chiama('istruttore1', 'POST', `${C}/salvaChecklist${turno}/${id}`, { voci: risposte })).status,
      ).toBe(200);
    };
    await rispondiATutte('Subentro', subentro);
    expect(await statoDi(portale.db, subentro)).toBe('APPROVATO');
    await rispondiATutte('Variazione', variazione);
    expect(await statoDi(portale.db, variazione)).toBe('APPROVATO');
    const deps = dipendenzeProgramma({ db: portale.db, regole: portale.portal.config.scadenze });
    const istruttore = principaleDi('istruttore1');
    await expect(eseguiAzione(deps, istruttore, 'concludiVariazione', variazione)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});

describe('investments by region', () => {
  it("answers a region its territory's investments, the staff all of them", async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
      portale.db,
      sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione, cod_regione)
        VALUES (${id}, '00743110157', 'Frantoio Sabino', '12') RETURNING id_beneficiario AS "idBeneficiario"`,
    );
    await portale.db.execute(sql`INSERT INTO investimento (id_beneficiario, ordine, descrizione, cod_regione, importo)
      VALUES (${idBeneficiario}, 1, 'Linea di molitura', '12', 150000.50), (${idBeneficiario}, 2, 'Magazzino', '05',
      80000)`);
    const lazio = await chiama('regione.lazio', 'GET', `${P}/listaInvestimentiRegione/${id}`);
    expect(lazio.body).toEqual([
      {
        idInvestimento: expect.any(Number),
        idBeneficiario,
        denominazioneBeneficiario: 'Frantoio Sabino',
        descrizione: 'Linea di molitura',
        codRegione: '12',
        descrizioneRegione: 'Lazio',
        importo: 150000.5,
      },
    ]);
    const tutti = await chiama('istruttore1', 'GET', `${P}/listaInvestimentiRegione/${id}`);
    expect(tutti.body.map((investimento: { codRegione: string }) => investimento.codRegione)).toEqual(['12', '05']);
  });

  it('names a beneficiary who is a person by surname and name, not with an error', async () => {
    const id = await programmaIn('IN_ISTRUTTORIA');
    const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
      portale.db,
      sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, cognome, nome, cod_regione)
        VALUES (${id}, 'RSSMRA80A01H501U', 'Rossi', 'Mario', '12') RETURNING id_beneficiario AS "idBeneficiario"`,
    );
    await portale.db.execute(sql`INSERT INTO investimento (id_beneficiario, ordine, descrizione, cod_regione, importo)
      VALUES (${idBeneficiario}, 1, 'Serra', '12', 40000)`);
    const lazio = await chiama('regione.lazio', 'GET', `${P}/listaInvestimentiRegione/${id}`);
    expect(lazio).toMatchObject({
      status: 200,
      body: [{ denominazioneBeneficiario: 'Rossi Mario', descrizione: 'Serra' }],
    });
  });
});

describe('input checks', () => {
  it('CUP, COR and esito are refused field by field, in Italian', async () => {
    const id = await programmaIn('VALIDATO');
    const codici = await chiama('ministero', 'PUT', `${P}/approvazioneprogramma/${id}?codiceCup=j84e24&codiceCore=12A`);
    expect(codici).toMatchObject({
      status: 400,
      body: {
        errors: {
          codiceCup: 'Il CUP deve contenere 15 caratteri: lettere maiuscole e cifre',
          codiceCore: 'Il codice COR deve contenere solo cifre (al massimo 12)',
        },
      },
    });
    const senzaFile = await chiama(
      'ministero',
      'PUT',
      `${P}/approvazioneprogramma/${id}?codiceCup=J84E24000120001&codiceCore=1`,
    );
    expect(senzaFile).toMatchObject({
      status: 409,
      body: { message: 'Carica il file di approvazione prima di approvare il programma.' },
    });
    const esito = await chiama(
      'validatore',
      'PUT',
      `${P}/eseguiValidazioneProgramma/${await programmaIn('IN_VALIDAZIONE')}?esito=FORSE`,
    );
    expect(esito.body.errors).toEqual({ esito: 'Valore non ammesso; valori possibili: POSITIVO, NEGATIVO' });
    expect((await chiama('validatore', 'PUT', `${P}/eseguiValidazioneProgramma/${id}`)).body.errors).toEqual({
      esito: 'Campo obbligatorio',
    });
  });

  it('an incomplete draft is not submitted: 409 listing what is missing, nothing changed', async () => {
    const creato = await chiama('proponente1', 'POST', `${P}/creaProgrammaInvestimento/${idBando}/${CUAA_P1}`);
    const id = creato.body.idProgrammaInvestimento;
    const rifiutato = await chiama('proponente1', 'GET', `${P}/eseguiValidazione/${id}`);
    expect(rifiutato.status).toBe(409);
    expect(rifiutato.body.message).toBe(
      'Il programma non può essere presentato: manca il titolo del programma; manca la descrizione del ' +
        "programma; manca l'importo richiesto; mancano le date di inizio e di fine; manca almeno un beneficiario.",
    );
    expect(await statoDi(portale.db, id)).toBe('BOZZA');
  });
});
