import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriDossier, B, CF, importoRichiesto, portaInStato, storicoImporti, type Dossier } from './support/dossier';

let dossier: Dossier;
let programma: number;
let id: number;

beforeAll(async () => {
  dossier = await apriDossier();
  programma = await dossier.programma('BOZZA');
  id = (
    await dossier.chiama(
      'proponente1',
      'POST',
      `${B}/creaBeneficiario/${programma}/${CF.persona}?denominazione=Beneficiario%20di%20prova`,
    )
  ).body.idBeneficiario;
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);
const db = () => dossier.portale.db;
const investimenti = (body: unknown, username = 'proponente1', chi = id) =>
  chiama(username, 'PUT', `${B}/modificaInvestimentoBeneficiario/${chi}`, body);
const fabbisogni = (body: unknown, chi = id) =>
  chiama('proponente1', 'PUT', `${B}/modificaFabbisogniBeneficiario/${chi}`, body);
const coperture = (body: unknown, chi = id) =>
  chiama('proponente1', 'PUT', `${B}/modificaCoperturaBeneficiario/${chi}`, body);
const senzaId = (voci: Record<string, unknown>[], chiave: string) => voci.map(({ [chiave]: _id, ...voce }) => voce);

describe('investments', () => {
  it('replaces the whole list and answers it as stored, in order, with new ids', async () => {
    const voci = [
      { descrizione: 'Linea di imbottigliamento', codRegione: '12', importo: 150000.1 },
      { descrizione: 'Cella frigorifera', codRegione: '05', importo: 0.2 },
    ];
    const { status, body } = await investimenti(voci);
    expect(status).toBe(200);
    expect(senzaId(body, 'idInvestimento')).toEqual(voci);
    expect((await chiama('proponente1', 'GET', `${B}/listaInvestimentiBeneficiario/${id}`)).body).toEqual(body);
    expect((await chiama('proponente1', 'GET', `${B}/dettaglioBeneficiario/${id}`)).body.totaleInvestimenti).toBe(
      150000.3,
    );
  });

  it("sets the programme's requested amount to the exact sum, writing the amount history at each change", async () => {
    expect(await importoRichiesto(db(), programma)).toBe('150000.30');
    await investimenti([
      { descrizione: 'Linea', codRegione: '12', importo: 0.1 },
      { descrizione: 'Cella', codRegione: '12', importo: 0.2 },
    ]);
    expect(await importoRichiesto(db(), programma), '0.1 + 0.2 in decimals').toBe('0.30');
    await investimenti([{ descrizione: 'Linea', codRegione: '12', importo: 0.3 }]);
    expect(await storicoImporti(db(), programma)).toEqual([
      { precedente: '1000000.00', nuovo: '150000.30', da: 'proponente1', ruolo: 'MBAC_PROPONENTE' },
      { precedente: '150000.30', nuovo: '0.30', da: 'proponente1', ruolo: 'MBAC_PROPONENTE' },
    ]);
    const storico = await chiama('proponente1', 'GET', `${B}/getStoricoBeneficiario/${id}`);
    expect(storico.body.at(-1)).toMatchObject({
      azione: 'INVESTIMENTI',
      descrizione: 'Investimenti: 1 voci, totale 0,30 € (prima 0,30 €)',
      utente: 'proponente1',
    });
  });

  it('refuses more than 2 decimals, negative amounts, unknown regions and a body that is not a list', async () => {
    const { status, body } = await investimenti([
      { descrizione: 'A', codRegione: '12', importo: 1.005 },
      { descrizione: '', codRegione: '1', importo: -1 },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      '1.descrizione': 'Campo obbligatorio',
      '1.codRegione': 'Formato non valido',
      '1.importo': 'Deve essere maggiore o uguale a 0',
    });
    expect((await investimenti([{ descrizione: 'A', codRegione: '12', importo: 1.005 }])).body.errors).toEqual({
      '0.importo': 'Al massimo 2 decimali',
    });
    expect((await investimenti({ descrizione: 'A' })).body.errors).toEqual({ body: 'Deve essere un elenco' });
  });
});

describe('needs and coverage', () => {
  it('saves the needs, then coverage that adds up to them, each source once', async () => {
    const voci = [
      { descrizione: 'Investimenti materiali', importo: 1000 },
      { descrizione: 'Spese generali', importo: 234.56 },
    ];
    expect(senzaId((await fabbisogni(voci)).body, 'idFabbisogno')).toEqual(voci);
    const fonti = [
      { tipo: 'CONTRIBUTO_CAPITALE', importo: 400 },
      { tipo: 'FINANZIAMENTO_AGEVOLATO', importo: 500 },
      { tipo: 'FINANZIAMENTO_BANCARIO', importo: 200 },
      { tipo: 'MEZZI_PROPRI', importo: 134.56 },
    ];
    const salvate = await coperture(fonti);
    expect(salvate.status).toBe(200);
    expect(senzaId(salvate.body, 'idCopertura')).toEqual(fonti);
    expect((await chiama('proponente1', 'GET', `${B}/listaCopertureBeneficiario/${id}`)).body).toEqual(salvate.body);
    expect(
      (await chiama('proponente1', 'GET', `${B}/listaFabbisogniBeneficiario/${id}`)).body.map(
        (f: { importo: number }) => f.importo,
      ),
    ).toEqual([1000, 234.56]);
  });

  it('refuses coverage that does not equal the needs, naming both totals and the difference in euro', async () => {
    const poche = await coperture([{ tipo: 'MEZZI_PROPRI', importo: 1000 }]);
    expect(poche).toMatchObject({
      status: 400,
      body: {
        message: 'Dati non validi: controlla i campi indicati',
        errors: {
          coperture:
            'Il totale delle coperture (1.000,00 €) deve essere uguale ' +
            'al totale dei fabbisogni (1.234,56 €): mancano 234,56 €',
        },
      },
    });
    const troppe = await coperture([
      { tipo: 'MEZZI_PROPRI', importo: 1234.56 },
      { tipo: 'FINANZIAMENTO_BANCARIO', importo: 1000000 },
    ]);
    expect(troppe.body.errors.coperture).toBe(
      'Il totale delle coperture (1.001.234,56 €) deve essere uguale al ' +
        'totale dei fabbisogni (1.234,56 €): eccedono di 1.000.000,00 €',
    );
    expect(await coperture([])).toMatchObject({
      status: 400,
      body: { errors: { coperture: expect.stringContaining('mancano 1.234,56 €') } },
    });
  });

  it('refuses a source given twice and an unknown source', async () => {
    const doppia = await coperture([
      { tipo: 'MEZZI_PROPRI', importo: 1000 },
      { tipo: 'MEZZI_PROPRI', importo: 234.56 },
    ]);
    expect(doppia.body.errors).toEqual({ '1.tipo': 'Fonte di copertura già indicata' });
    const ignota = await coperture([{ tipo: 'REGALO', importo: 1234.56 }]);
    expect(ignota.body.errors['0.tipo']).toBe(
      'Valore non ammesso; valori possibili: CONTRIBUTO_CAPITALE, ' +
        'FINANZIAMENTO_AGEVOLATO, FINANZIAMENTO_BANCARIO, MEZZI_PROPRI',
    );
  });

  it('keeps the coverage when the needs change, the totals telling them apart', async () => {
    await fabbisogni([{ descrizione: 'Investimenti materiali', importo: 2000 }]);
    const { body } = await chiama('proponente1', 'GET', `${B}/dettaglioBeneficiario/${id}`);
    expect(body).toMatchObject({ totaleFabbisogni: 2000, totaleCoperture: 1234.56 });
  });
});

describe('schedule', () => {
  const salva = (body: unknown) => chiama('proponente1', 'POST', `${B}/modificaCronoprogramma/${id}`, body);

  it('saves the phases within the programme dates', async () => {
    const fasi = [
      { descrizione: 'Progettazione', dataInizio: '2025-01-01', dataFine: '2025-06-30' },
      { descrizione: 'Realizzazione', dataInizio: '2025-07-01', dataFine: '2027-12-31' },
    ];
    expect(senzaId((await salva(fasi)).body, 'idFase')).toEqual(fasi);
    expect((await chiama('banca', 'GET', `${B}/listaCronoprogramma/${id}`)).status, 'a draft is not the bank’s').toBe(
      404,
    );
    expect(senzaId((await chiama('coordinatore', 'GET', `${B}/listaCronoprogramma/${id}`)).body, 'idFase')).toEqual(
      fasi,
    );
  });

  it('refuses an end before the start, dates outside the programme, and dates that do not exist', async () => {
    const { status, body } = await salva([
      { descrizione: 'A', dataInizio: '2025-05-01', dataFine: '2025-04-30' },
      { descrizione: 'B', dataInizio: '2024-12-31', dataFine: '2025-01-31' },
      { descrizione: 'C', dataInizio: '2027-01-01', dataFine: '2028-01-01' },
    ]);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      '0.dataFine': 'La data di fine non può precedere la data di inizio',
      '1.dataInizio': "La fase non può iniziare prima dell'inizio del programma (01/01/2025)",
      '2.dataFine': 'La fase non può finire dopo la fine del programma (31/12/2027)',
    });
    expect((await salva([{ descrizione: 'A', dataInizio: '2025-02-30', dataFine: '2025-03-01' }])).body.errors).toEqual(
      {
        '0.dataInizio': 'Data non valida: usare il formato AAAA-MM-GG',
      },
    );
  });
});

describe('who may change the money', () => {
  it('the proponent in draft and integration, the coordinator in review too; others 403, other firms 404', async () => {
    const voci = [{ descrizione: 'Linea', codRegione: '12', importo: 10 }];
    expect((await investimenti(voci, 'istruttore1')).status).toBe(403);
    expect((await investimenti(voci, 'banca')).status).toBe(403);
    expect((await investimenti(voci, 'proponente2')).status).toBe(404);
    await portaInStato(db(), programma, 'IN_ISTRUTTORIA');
    expect(await investimenti(voci)).toMatchObject({
      status: 409,
      body: {
        message: 'Operazione «Modifica beneficiario» non consentita: il programma è nello stato «In istruttoria».',
      },
    });
    expect((await investimenti(voci, 'coordinatore')).status).toBe(200);
    expect((await storicoImporti(db(), programma)).at(-1)).toEqual({
      precedente: '0.30',
      nuovo: '10.00',
      da: 'coordinatore',
      ruolo: 'MBAC_COOR_ISMEA',
    });
    await portaInStato(db(), programma, 'IN_INTEGRAZIONE');
    expect((await investimenti(voci)).status).toBe(200);
    await portaInStato(db(), programma, 'VALIDATO');
    expect((await investimenti(voci, 'coordinatore')).status).toBe(409);
  });
});

describe('changes at the same time', () => {
  it('take turns on the programme: each amount history row starts where the one before ended', async () => {
    const altro = await dossier.programma('BOZZA');
    const chi = (
      await chiama(
        'proponente1',
        'POST',
        `${B}/creaBeneficiario/${altro}/${CF.azienda}?denominazione=Beneficiario%20di%20prova`,
      )
    ).body.idBeneficiario;
    const voci = (k: number) => [{ descrizione: 'Linea', codRegione: '12', importo: 100 * (k + 1) }];
    const risposte = await Promise.all(Array.from({ length: 8 }, (_, k) => investimenti(voci(k), 'proponente1', chi)));
    expect(risposte.map((risposta) => risposta.status)).toEqual(Array(8).fill(200));
    const storico = await storicoImporti(db(), altro);
    expect(storico).toHaveLength(8);
    storico.slice(1).forEach((riga, k) => expect(riga.precedente).toBe(storico[k].nuovo));
    expect(await importoRichiesto(db(), altro)).toBe(storico.at(-1)?.nuovo);
  });
});
