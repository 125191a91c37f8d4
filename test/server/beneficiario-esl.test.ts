import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { roundToCents } from '../../server/src/domain/decimal';
import { computeEsl, type EslInput } from '../../server/src/domain/esl';
import { apriDossier, B, CF, portaInStato, type Dossier } from './support/dossier';

let dossier: Dossier;
let programma: number;
let id: number;
let idEsl: number;

/**
 * The example of docs/esl.md: 1,000,000 eligible, 200,000 grant, 500,000 loan at 0.5% against 3.5%, 10 years, 2 of
 * grace, half-yearly.
 */
beforeAll(async () => {
  dossier = await apriDossier();
  programma = await dossier.programma('BOZZA');
  id = (
    await dossier.chiama(
      'proponente1',
      'POST',
      `${B}/creaBeneficiario/${programma}/${CF.azienda}?denominazione=Beneficiario%20di%20prova`,
    )
  ).body.idBeneficiario;
  const metti = (verbo: string, chiamata: string, body: unknown) =>
    dossier.chiama('proponente1', verbo, `${B}/${chiamata}/${id}`, body);
  await metti('PUT', 'modificaInvestimentoBeneficiario', [
    { descrizione: 'Stabilimento', codRegione: '12', importo: 1_000_000 },
  ]);
  await metti('PUT', 'modificaFabbisogniBeneficiario', [{ descrizione: 'Stabilimento', importo: 1_000_000 }]);
  await metti('PUT', 'modificaCoperturaBeneficiario', [
    { tipo: 'CONTRIBUTO_CAPITALE', importo: 200_000 },
    { tipo: 'FINANZIAMENTO_AGEVOLATO', importo: 500_000 },
    { tipo: 'MEZZI_PROPRI', importo: 300_000 },
  ]);
  idEsl = (await dossier.chiama('proponente1', 'GET', `${B}/generaDatiESL/${id}`)).body.idEsl;
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);
const genera = (username = 'coordinatore') => chiama(username, 'GET', `${B}/generaDatiESL/${id}`);
const termini = { durataAnni: 10, preammortamentoAnni: 2, rateAnnue: 2 };
const tassi = { tassoAgevolato: 0.5, tassoRiferimento: 3.5, tassoAttualizzazione: 3.5 };

describe('generaDatiESL/{idBeneficiario}', () => {
  it('answers the amounts of the beneficiary and why it cannot compute yet, field by field', async () => {
    const { status, body } = await genera('proponente1');
    expect(status).toBe(200);
    expect(body).toEqual({
      idEsl,
      idBeneficiario: id,
      investimentoAmmissibile: 1_000_000,
      contributoCapitale: 200_000,
      importoFinanziamento: 500_000,
      durataAnni: null,
      preammortamentoAnni: null,
      rateAnnue: null,
      tassoAgevolato: null,
      tassoRiferimento: null,
      tassoAttualizzazione: null,
      calcolato: false,
      errori: {
        durataAnni: 'Indicare la durata',
        preammortamentoAnni: 'Indicare il periodo di preammortamento',
        rateAnnue: 'Indicare il numero di rate annue',
        tassoAgevolato: 'Indicare il tasso agevolato',
        tassoRiferimento: 'Indicare il tasso di riferimento',
        tassoAttualizzazione: 'Indicare il tasso di attualizzazione',
      },
      eslFinanziamento: null,
      eslTotale: null,
      eslPercentuale: null,
      piano: [],
    });
  });
});

describe('salvaDatiESL/{idBeneficiario}/{idEsl}', () => {
  it('saves the terms and answers the computation so far', async () => {
    const { status, body } = await chiama('proponente1', 'POST', `${B}/salvaDatiESL/${id}/${idEsl}`, termini);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...termini, calcolato: false });
    expect(Object.keys(body.errori)).toEqual(['tassoAgevolato', 'tassoRiferimento', 'tassoAttualizzazione']);
  });

  it('checks the terms with the ESL rules: a whole number of instalments, grace shorter than the loan', async () => {
    const frazione = await chiama('proponente1', 'POST', `${B}/salvaDatiESL/${id}/${idEsl}`, {
      durataAnni: 10.3,
      preammortamentoAnni: 2,
      rateAnnue: 2,
    });
    expect(frazione.body.errors).toEqual({ durataAnni: 'La durata deve corrispondere a un numero intero di rate' });
    const lunga = await chiama('proponente1', 'POST', `${B}/salvaDatiESL/${id}/${idEsl}`, {
      durataAnni: 2,
      preammortamentoAnni: 2,
      rateAnnue: 2,
    });
    expect(lunga.body.errors).toEqual({ durataAnni: 'La durata deve essere maggiore del periodo di preammortamento' });
    const rate = await chiama('proponente1', 'POST', `${B}/salvaDatiESL/${id}/${idEsl}`, {
      durataAnni: 60,
      preammortamentoAnni: 2,
      rateAnnue: 3,
    });
    expect(rate.body.errors).toEqual({
      durataAnni: 'Deve essere minore o uguale a 50',
      rateAnnue: 'Valore non ammesso; valori possibili: 1, 2, 4, 12',
    });
  });
});

describe('salvaTassiESL/{idBeneficiario}/{idEsl}', () => {
  it('takes the id from the body when the client leaves {idEsl} unfilled, however it arrives', async () => {
    expect(await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/{idEsl}`, { idEsl, ...tassi })).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Salva tassi ESL» non consentita: il programma è nello stato «Bozza».' },
    });
    await portaInStato(dossier.portale.db, programma, 'IN_ISTRUTTORIA');
    for (const segnaposto of ['{idEsl}', '%7BidEsl%7D', 'undefined', 'null', '']) {
      const { status, body } = await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/${segnaposto}`, {
        idEsl,
        ...tassi,
      });
      expect(status, segnaposto).toBe(200);
      expect(body).toMatchObject({ ...tassi, calcolato: true });
    }
  });

  it("refuses a missing id, a body id other than the path's, an id of another beneficiary, a bad segment", async () => {
    expect((await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/{idEsl}`, tassi)).body.errors).toEqual({
      idEsl: 'Indicare idEsl nel percorso o nel corpo della richiesta',
    });
    expect(
      (await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/${idEsl}`, { ...tassi, idEsl: idEsl + 1 })).body
        .errors,
    ).toEqual({
      idEsl: `Diverso da quello del percorso (${idEsl})`,
    });
    expect(await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/${idEsl + 1000}`, tassi)).toMatchObject({
      status: 404,
      body: { message: 'Dati ESL non trovati per il beneficiario' },
    });
    expect(await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/abc`, tassi)).toMatchObject({
      status: 404,
      body: { message: 'Dati ESL non trovati per il beneficiario' },
    });
  });

  it('checks the rates: the subsidised not above the reference one, within 0 to 100, at most 6 decimals', async () => {
    const { body } = await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/${idEsl}`, {
      tassoAgevolato: 4,
      tassoRiferimento: 3.5,
      tassoAttualizzazione: 3.1234567,
    });
    expect(body.errors).toEqual({
      tassoAgevolato: 'Il tasso agevolato non può superare il tasso di riferimento',
      tassoAttualizzazione: 'Al massimo 6 decimali',
    });
    expect(
      (await chiama('istruttore1', 'POST', `${B}/salvaTassiESL/${id}/${idEsl}`, { ...tassi, tassoRiferimento: 101 }))
        .body.errors,
    ).toEqual({
      tassoRiferimento: 'Deve essere minore o uguale a 100',
    });
    expect(
      (await chiama('proponente1', 'POST', `${B}/salvaTassiESL/${id}/${idEsl}`, tassi)).status,
      'the rates are the agency’s',
    ).toBe(403);
  });
});

describe('the ESL answer', () => {
  it('is computeEsl on the stored data, with the worked example of docs/esl.md', async () => {
    const [salvato] = await righe<EslInput>(
      dossier.portale.db,
      sql`SELECT (SELECT sum(importo) FROM investimento
        WHERE id_beneficiario = ${id})::text AS "investimentoAmmissibile",
          (SELECT importo FROM copertura WHERE id_beneficiario = ${id}
          AND tipo = 'CONTRIBUTO_CAPITALE')::text AS "contributoCapitale",
          (SELECT importo FROM copertura WHERE id_beneficiario = ${id}
          AND tipo = 'FINANZIAMENTO_AGEVOLATO')::text AS "importoFinanziamento",
          durata_anni::text AS "durataAnni", preammortamento_anni::text AS "preammortamentoAnni",
          rate_annue AS "rateAnnue",
          tasso_agevolato::text AS "tassoAgevolato", tasso_riferimento::text AS "tassoRiferimento",
          tasso_attualizzazione::text AS "tassoAttualizzazione"
        FROM esl WHERE id_esl = ${idEsl}`,
    );
    const atteso = computeEsl(salvato);
    if (!atteso.ok) throw new Error('the stored data must be complete');
    const { body } = await genera('proponente1');
    expect(body).toMatchObject({
      calcolato: true,
      errori: {},
      eslTotale: 282766.2,
      eslPercentuale: 28.28,
      eslFinanziamento: 82766.2,
    });
    expect(body.eslTotale).toBe(atteso.esl.eslTotale.toNumber());
    expect(body.eslPercentuale).toBe(atteso.esl.eslPercentuale.toNumber());
    expect(body.piano).toHaveLength(20);
    body.piano.forEach((periodo: Record<string, number>, k: number) => {
      const { agevolato, riferimento, risparmioAttualizzato, fattoreSconto } = atteso.esl.periodi[k];
      expect(periodo).toMatchObject({
        periodo: k + 1,
        mesi: (k + 1) * 6,
        rataAgevolata: roundToCents(agevolato.rata).toNumber(),
        debitoResiduoRiferimento: roundToCents(riferimento.debitoResiduo).toNumber(),
        risparmioAttualizzato: roundToCents(risparmioAttualizzato).toNumber(),
        fattoreSconto: fattoreSconto.toDecimalPlaces(8).toNumber(),
      });
    });
    expect(body.piano[4]).toMatchObject({
      rataAgevolata: 31918.21,
      interessiAgevolati: 1250,
      rataRiferimento: 36099.79,
      risparmio: 4181.58,
      fattoreSconto: 0.91691254,
    });
  });

  it('follows the coverage: a bigger grant raises the ESL by as much', async () => {
    await portaInStato(dossier.portale.db, programma, 'IN_INTEGRAZIONE');
    await chiama('proponente1', 'PUT', `${B}/modificaCoperturaBeneficiario/${id}`, [
      { tipo: 'CONTRIBUTO_CAPITALE', importo: 250_000 },
      { tipo: 'FINANZIAMENTO_AGEVOLATO', importo: 500_000 },
      { tipo: 'MEZZI_PROPRI', importo: 250_000 },
    ]);
    expect((await genera()).body).toMatchObject({
      contributoCapitale: 250_000,
      eslTotale: 332766.2,
      eslPercentuale: 33.28,
    });
  });

  it('is read by the authorised bank of a submitted programme, not by another bank nor other companies', async () => {
    expect((await genera('banca')).status).toBe(200);
    const altraBanca = await dossier.portale.portal.issuer.forRoles(['MBAC_BANCA'], { abi: '02008' });
    const risposta = await dossier.portale.portal.app.inject({
      url: `${B}/generaDatiESL/${id}`,
      headers: { authorization: `Bearer ${altraBanca}` },
    });
    expect(risposta.statusCode).toBe(404);
    expect((await genera('proponente2')).status).toBe(404);
    expect((await genera('commissione')).status).toBe(403);
  });
});
