import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriDossier, B, CF, importoRichiesto, P, portaInStato, type Dossier } from './support/dossier';

let dossier: Dossier;
let bozza: number;

beforeAll(async () => {
  dossier = await apriDossier();
  bozza = await dossier.programma('BOZZA');
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);
const crea = (username: string, cf: string, programma = bozza) =>
  chiama(username, 'POST', `${B}/creaBeneficiario/${programma}/${cf}?denominazione=Beneficiario%20di%20prova`);
const anagrafica = {
  denominazione: 'Rossi Mario',
  cognome: 'Rossi',
  nome: 'Mario',
  codRegione: '12',
  comune: 'Roma',
  provincia: 'RM',
  mail: 'mario@rossi.it',
};

describe('creaBeneficiario/{idProgrammaInvestimento}/{codiceFiscale}', () => {
  it('adds the beneficiary (201 with the record), normalising the fiscal code', async () => {
    const { status, body } = await crea('proponente1', 'rssmra80a01h501u');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      idProgrammaInvestimento: bozza,
      codiceFiscale: CF.persona,
      denominazione: 'Beneficiario di prova',
      abilitato: true,
      statoBeneficiario: 'ATTIVO',
      idBeneficiarioVecchio: null,
      subentroInCorso: false,
      idStato: 'BOZZA',
      descrizioneStato: 'Bozza',
      totaleInvestimenti: 0,
      totaleFabbisogni: 0,
      totaleCoperture: 0,
    });
    expect(body.idBeneficiario).toBeGreaterThan(0);
    expect((await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${bozza}`)).body.nBeneficiari).toBe(1);
  });

  it('adds the first beneficiary of a new draft, whose requested amount is still empty', async () => {
    const nuova = await dossier.programma('BOZZA');
    await dossier.portale.db.execute(
      sql`UPDATE programma_investimento SET importo_richiesto = NULL WHERE id_programma_investimento = ${nuova}`,
    );
    expect((await crea('proponente1', CF.azienda, nuova)).status).toBe(201);
    expect(await importoRichiesto(dossier.portale.db, nuova)).toBeNull();
  });

  it('refuses a wrong fiscal code with an Italian field error: length, check character, company digit', async () => {
    for (const sbagliato of ['RSSMRA80A01H501A', '00743110158', 'ABC']) {
      const { status, body } = await crea('proponente1', sbagliato);
      expect(status).toBe(400);
      expect(body).toEqual({
        requestId: expect.any(String),
        message: 'Dati non validi: controlla i campi indicati',
        errors: {
          codiceFiscale:
            'Codice fiscale non valido: 16 caratteri per una persona fisica o ' +
            '11 cifre per una persona giuridica, con il carattere di controllo',
        },
      });
    }
  });

  it('accepts a company code, and refuses a code already active in the programme (409)', async () => {
    expect((await crea('proponente1', CF.azienda)).status).toBe(201);
    expect(await crea('proponente1', CF.azienda)).toMatchObject({
      status: 409,
      body: {
        message: `Il beneficiario con codice fiscale ${CF.azienda} è già nel programma.`,
        errors: { codiceFiscale: `Il beneficiario con codice fiscale ${CF.azienda} è già nel programma.` },
      },
    });
  });

  it('answers 403 to a role that never adds, 404 to another firm or unknown programme, 409 once in', async () => {
    expect((await crea('istruttore1', CF.personaVerona)).status).toBe(403);
    expect((await crea('banca', CF.personaVerona)).status).toBe(403);
    expect(await crea('proponente2', CF.personaVerona)).toMatchObject({
      status: 404,
      body: { message: 'Programma di investimento non trovato' },
    });
    expect((await crea('coordinatore', CF.personaVerona, 99999)).status).toBe(404);
    const presentato = await dossier.programma('PRESENTATO');
    expect(await crea('proponente1', CF.personaVerona, presentato)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Modifica beneficiario» non consentita: il programma è nello stato «Presentato».' },
    });
    expect((await crea('coordinatore', CF.personaVerona, presentato)).status, 'the coordinator during review').toBe(
      201,
    );
    const approvato = await dossier.programma('APPROVATO');
    expect((await crea('coordinatore', CF.personaVerona, approvato)).status).toBe(409);
  });
});

describe('salvaBeneficiario, dettaglioBeneficiario', () => {
  it('saves the personal data, ignoring the fields of the record read before, and reads them back', async () => {
    const { body: creato } = await crea('proponente1', CF.personaVerona);
    const salvato = await chiama('proponente1', 'POST', `${B}/salvaBeneficiario`, {
      ...creato,
      ...anagrafica,
      codiceFiscale: 'ignorato',
    });
    expect(salvato.status).toBe(200);
    expect(salvato.body).toMatchObject({ ...anagrafica, codiceFiscale: CF.personaVerona, descrizioneRegione: 'Lazio' });
    const letto = await chiama('proponente1', 'GET', `${B}/dettaglioBeneficiario/${creato.idBeneficiario}`);
    expect(letto.body).toEqual(salvato.body);
    const storico = await chiama('proponente1', 'GET', `${B}/getStoricoBeneficiario/${creato.idBeneficiario}`);
    expect(storico.body.map((voce: { azione: string }) => voce.azione)).toEqual(['CREAZIONE', 'MODIFICA']);
  });

  it('refuses bad fields one by one', async () => {
    const { body: creato } = await crea('proponente1', CF.altraAzienda);
    const { status, body } = await chiama('proponente1', 'POST', `${B}/salvaBeneficiario`, {
      idBeneficiario: creato.idBeneficiario,
      denominazione: '',
      pec: 'pec',
      cap: '1234',
      provincia: 'roma',
      dimensioneImpresa: 'ENORME',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      denominazione: 'Campo obbligatorio',
      pec: 'Indirizzo email non valido',
      cap: 'Formato non valido',
      provincia: 'Formato non valido',
      dimensioneImpresa: 'Valore non ammesso; valori possibili: MICRO, PICCOLA, MEDIA, GRANDE',
    });
  });

  it('hides the beneficiary of another company (404) and refuses unknown ids', async () => {
    const { body: creato } = await crea('proponente1', 'VRDGPP70A01H501S');
    expect((await chiama('proponente2', 'GET', `${B}/dettaglioBeneficiario/${creato.idBeneficiario}`)).status).toBe(
      404,
    );
    expect(
      await chiama('proponente2', 'POST', `${B}/salvaBeneficiario`, {
        idBeneficiario: creato.idBeneficiario,
        denominazione: 'X',
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Beneficiario non trovato' },
    });
    expect((await chiama('coordinatore', 'GET', `${B}/dettaglioBeneficiario/99999`)).status).toBe(404);
    for (const id of ['abc', '0', '2147483648'])
      expect(await chiama('coordinatore', 'GET', `${B}/dettaglioBeneficiario/${id}`), id).toMatchObject({
        status: 404,
        body: { message: 'Beneficiario non trovato' },
      });
  });
});

describe('getListaBeneficiari/{idProgrammaInvestimento}', () => {
  it('lists the beneficiaries, paged and sorted on request', async () => {
    const tutti = await chiama('proponente1', 'GET', `${B}/getListaBeneficiari/${bozza}`);
    expect(tutti.status).toBe(200);
    expect(tutti.headers['x-total-count']).toBe(String(tutti.body.length));
    expect(tutti.body.length).toBeGreaterThanOrEqual(4);
    const pagina = await chiama(
      'proponente1',
      'GET',
      `${B}/getListaBeneficiari/${bozza}?_start=1&_end=3&_sort=codiceFiscale&_order=DESC`,
    );
    const codici = tutti.body
      .map((b: { codiceFiscale: string }) => b.codiceFiscale)
      .sort()
      .reverse();
    expect(pagina.body.map((b: { codiceFiscale: string }) => b.codiceFiscale)).toEqual(codici.slice(1, 3));
    expect(pagina.headers['x-total-count']).toBe(String(tutti.body.length));
  });

  it('sorts by the name people read: company name, surname and name, or the tax code alone', async () => {
    const programma = await dossier.programma('BOZZA');
    const persona = (await crea('proponente1', CF.persona, programma)).body;
    const azienda = (await crea('proponente1', CF.azienda, programma)).body;
    const soloCodice = (await crea('proponente1', CF.personaVerona, programma)).body;
    // A person as the legacy data hold one: surname and name, no company name (the save now asks for one).
    await dossier.portale.db.execute(
      sql`UPDATE beneficiario SET denominazione = NULL, cognome = 'Zanetti', nome = 'Ada'
        WHERE id_beneficiario = ${persona.idBeneficiario}`,
    );
    // One the legacy data hold by its tax code alone (creating one now always gives it a name).
    await dossier.portale.db.execute(
      sql`UPDATE beneficiario SET denominazione = NULL WHERE id_beneficiario = ${soloCodice.idBeneficiario}`,
    );
    await chiama('proponente1', 'POST', `${B}/salvaBeneficiario`, {
      idBeneficiario: azienda.idBeneficiario,
      denominazione: 'Oleificio Sabino S.r.l.',
    });
    const nomi = async (order: string) =>
      (
        await chiama('proponente1', 'GET', `${B}/getListaBeneficiari/${programma}?_sort=nominativo&_order=${order}`)
      ).body.map(({ nominativo, denominazione }: { nominativo: string; denominazione: string | null }) => [
        nominativo,
        denominazione,
      ]);
    const attesi = [
      [CF.personaVerona, null],
      ['Oleificio Sabino S.r.l.', 'Oleificio Sabino S.r.l.'],
      ['Zanetti Ada', null],
    ];
    expect(await nomi('ASC')).toEqual(attesi);
    expect(await nomi('DESC')).toEqual([...attesi].reverse());
  });

  it('answers 404 for a programme the person does not see, an empty list for one without beneficiaries', async () => {
    expect((await chiama('proponente2', 'GET', `${B}/getListaBeneficiari/${bozza}`)).status).toBe(404);
    const vuoto = await dossier.programma('BOZZA');
    expect((await chiama('proponente1', 'GET', `${B}/getListaBeneficiari/${vuoto}`)).body).toEqual([]);
  });

  it('shows a region only the beneficiaries based or investing in it, and through them the programme', async () => {
    const programma = await dossier.programma('BOZZA', { codRegione: '12' });
    const lazio = (await crea('proponente1', CF.persona, programma)).body;
    const veneto = (await crea('proponente1', CF.azienda, programma)).body;
    await chiama('proponente1', 'POST', `${B}/salvaBeneficiario`, {
      idBeneficiario: lazio.idBeneficiario,
      denominazione: 'Rossi',
      codRegione: '12',
    });
    await chiama('proponente1', 'POST', `${B}/salvaBeneficiario`, {
      idBeneficiario: veneto.idBeneficiario,
      denominazione: 'Veneta',
      codRegione: '05',
    });
    await portaInStato(dossier.portale.db, programma, 'IN_ISTRUTTORIA');
    const ids = async (username: string) =>
      (await chiama(username, 'GET', `${B}/getListaBeneficiari/${programma}`)).body.map(
        (b: { idBeneficiario: number }) => b.idBeneficiario,
      );
    expect(await ids('regione.lazio')).toEqual([lazio.idBeneficiario]);
    expect(await ids('regione.veneto'), 'a programme of Lazio, seen in Veneto through its beneficiary').toEqual([
      veneto.idBeneficiario,
    ]);
    expect((await chiama('regione.veneto', 'GET', `${B}/dettaglioBeneficiario/${lazio.idBeneficiario}`)).status).toBe(
      404,
    );
    expect((await chiama('regione.veneto', 'GET', `${P}/getDatiGeneraliProgramma/${programma}`)).status).toBe(200);
    expect(await ids('banca')).toEqual([lazio.idBeneficiario, veneto.idBeneficiario]);
    expect((await chiama('istruttore2', 'GET', `${B}/getListaBeneficiari/${programma}`)).status, 'not assigned').toBe(
      404,
    );
  });
});

describe('eliminaBeneficiario/{idBeneficiario}', () => {
  it('deletes from a draft, answering the record as it was, and keeps the programme figures', async () => {
    const programma = await dossier.programma('BOZZA');
    const { body: creato } = await crea('proponente1', CF.persona, programma);
    await chiama('proponente1', 'PUT', `${B}/modificaInvestimentoBeneficiario/${creato.idBeneficiario}`, [
      { descrizione: 'Trattore', codRegione: '12', importo: 1000 },
    ]);
    expect(await importoRichiesto(dossier.portale.db, programma)).toBe('1000.00');
    const eliminato = await chiama('proponente1', 'DELETE', `${B}/eliminaBeneficiario/${creato.idBeneficiario}`);
    expect(eliminato).toMatchObject({
      status: 200,
      body: { idBeneficiario: creato.idBeneficiario, totaleInvestimenti: 1000 },
    });
    expect((await chiama('proponente1', 'GET', `${B}/dettaglioBeneficiario/${creato.idBeneficiario}`)).status).toBe(
      404,
    );
    expect(await importoRichiesto(dossier.portale.db, programma)).toBe('0.00');
  });

  it('refuses outside the draft (409) and to roles that never delete (403)', async () => {
    const programma = await dossier.programma('BOZZA');
    const { body: creato } = await crea('proponente1', CF.persona, programma);
    expect((await chiama('istruttore1', 'DELETE', `${B}/eliminaBeneficiario/${creato.idBeneficiario}`)).status).toBe(
      403,
    );
    await portaInStato(dossier.portale.db, programma, 'IN_INTEGRAZIONE');
    expect(await chiama('proponente1', 'DELETE', `${B}/eliminaBeneficiario/${creato.idBeneficiario}`)).toMatchObject({
      status: 409,
      body: {
        message: 'Operazione «Elimina beneficiario» non consentita: il programma è nello stato «In integrazione».',
      },
    });
  });
});
