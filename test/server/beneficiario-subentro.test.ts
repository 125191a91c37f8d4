import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { apriDossier, B, CF, importoRichiesto, P, portaInStato, storicoImporti, type Dossier } from './support/dossier';

let dossier: Dossier;

beforeAll(async () => {
  dossier = await apriDossier();
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);
const db = () => dossier.portale.db;

/** A draft programme with one beneficiary holding money, schedule and ESL terms, then moved to `stato`. */
async function conBeneficiario(stato: Parameters<typeof portaInStato>[2], cf: string = CF.persona) {
  const programma = await dossier.programma('BOZZA');
  const { body } = await chiama(
    'proponente1',
    'POST',
    `${B}/creaBeneficiario/${programma}/${cf}?denominazione=Beneficiario%20di%20prova`,
  );
  const id = body.idBeneficiario as number;
  await chiama('proponente1', 'PUT', `${B}/modificaInvestimentoBeneficiario/${id}`, [
    { descrizione: 'Serra', codRegione: '12', importo: 1000 },
  ]);
  await chiama('proponente1', 'PUT', `${B}/modificaFabbisogniBeneficiario/${id}`, [
    { descrizione: 'Serra', importo: 1000 },
  ]);
  await chiama('proponente1', 'PUT', `${B}/modificaCoperturaBeneficiario/${id}`, [
    { tipo: 'FINANZIAMENTO_AGEVOLATO', importo: 1000 },
  ]);
  await chiama('proponente1', 'POST', `${B}/modificaCronoprogramma/${id}`, [
    { descrizione: 'Lavori', dataInizio: '2025-03-01', dataFine: '2025-09-30' },
  ]);
  await chiama('proponente1', 'POST', `${B}/salvaDatiESL/${id}/{idEsl}`, {
    idEsl: await idEslDi(id),
    durataAnni: 5,
    preammortamentoAnni: 1,
    rateAnnue: 2,
  });
  await portaInStato(db(), programma, stato);
  return { programma, id };
}

const idEslDi = async (id: number) =>
  (await chiama('coordinatore', 'GET', `${B}/generaDatiESL/${id}`)).body.idEsl as number;

describe('abilitaBeneficiario / disabilitaBeneficiario', () => {
  it('excludes and readmits a beneficiary with a note, moving the requested amount, in both histories', async () => {
    const { programma, id } = await conBeneficiario('IN_ISTRUTTORIA');
    const escluso = await chiama(
      'istruttore1',
      'PUT',
      `${B}/disabilitaBeneficiario/${id}?note=Requisiti%20non%20dimostrati`,
    );
    expect(escluso).toMatchObject({ status: 200, body: { abilitato: false, note: 'Requisiti non dimostrati' } });
    expect(await importoRichiesto(db(), programma)).toBe('0.00');
    expect(await chiama('istruttore1', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=Ancora`)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Disabilita beneficiario» non consentita: il beneficiario è già disabilitato.' },
    });
    expect(
      (await chiama('coordinatore', 'PUT', `${B}/abilitaBeneficiario/${id}?note=Requisiti%20integrati`)).body.abilitato,
    ).toBe(true);
    expect(await importoRichiesto(db(), programma)).toBe('1000.00');
    expect((await storicoImporti(db(), programma)).slice(-2)).toEqual([
      { precedente: '1000.00', nuovo: '0.00', da: 'istruttore1', ruolo: 'MBAC_ISTR_ISMEA' },
      { precedente: '0.00', nuovo: '1000.00', da: 'coordinatore', ruolo: 'MBAC_COOR_ISMEA' },
    ]);
    const storico = (await chiama('coordinatore', 'GET', `${B}/getStoricoBeneficiario/${id}`)).body;
    expect(storico.slice(-2)).toMatchObject([
      {
        azione: 'DISABILITAZIONE',
        note: 'Requisiti non dimostrati',
        utente: 'istruttore1',
        nominativo: 'Laura Marino',
        ruolo: 'MBAC_ISTR_ISMEA',
      },
      { azione: 'ABILITAZIONE', note: 'Requisiti integrati', utente: 'coordinatore', nominativo: 'Alessandro Ricci' },
    ]);
    const audit = await righe<{ azione: string; note: string }>(
      db(),
      sql`SELECT azione, note FROM programma_audit WHERE id_programma_investimento = ${programma} ORDER BY id_audit`,
    );
    expect(audit).toEqual([
      { azione: 'disabilitaBeneficiario', note: `${CF.persona}: Requisiti non dimostrati` },
      { azione: 'abilitaBeneficiario', note: `${CF.persona}: Requisiti integrati` },
    ]);
    const azioni = (await chiama('coordinatore', 'GET', `/api/programma/getStoricoProgramma/${programma}`)).body;
    expect(azioni.slice(-2).map((voce: { descrizioneAzione: string }) => voce.descrizioneAzione)).toEqual([
      'Disabilita beneficiario',
      'Abilita beneficiario',
    ]);
  });

  it('wants the note, the right role, an assigned instructor and a state under review', async () => {
    const { id } = await conBeneficiario('IN_ISTRUTTORIA');
    expect(await chiama('istruttore1', 'PUT', `${B}/disabilitaBeneficiario/${id}`)).toMatchObject({
      status: 400,
      body: { errors: { note: 'Campo obbligatorio' } },
    });
    expect((await chiama('istruttore1', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=`)).body.errors).toEqual({
      note: 'Campo obbligatorio',
    });
    expect((await chiama('proponente1', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=x`)).status).toBe(403);
    expect((await chiama('validatore', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=x`)).status).toBe(403);
    expect(
      (await chiama('istruttore2', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=x`)).status,
      'not assigned',
    ).toBe(404);
    const { id: approvato } = await conBeneficiario('APPROVATO');
    expect(await chiama('coordinatore', 'PUT', `${B}/disabilitaBeneficiario/${approvato}?note=x`)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Disabilita beneficiario» non consentita: il programma è nello stato «Approvato».' },
    });
  });
});

describe('avviaSubentroBeneficiario / annullaSubentroBeneficiario', () => {
  const nuovo = {
    codiceFiscale: CF.azienda,
    denominazione: 'Subentrante S.r.l.',
    codRegione: '05',
    pec: 'subentrante@pec.it',
  };

  it('replaces the beneficiary: the new one inherits money, schedule and ESL, the old one stays replaced', async () => {
    const { programma, id } = await conBeneficiario('IN_SUBENTRO');
    const prima = await importoRichiesto(db(), programma);
    const avvio = await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, nuovo);
    expect(avvio.status).toBe(201);
    expect(avvio.body).toMatchObject({
      ...nuovo,
      idBeneficiarioVecchio: id,
      // The old record holds the name it was added with (conBeneficiario saves no other): that is how people read it.
      nominativoVecchio: 'Beneficiario di prova',
      statoBeneficiario: 'ATTIVO',
      subentroInCorso: true,
      abilitato: true,
      totaleInvestimenti: 1000,
      totaleFabbisogni: 1000,
      totaleCoperture: 1000,
    });
    const subentrante = avvio.body.idBeneficiario as number;
    const elenco = async (chiamata: string, chi: number) =>
      (await chiama('coordinatore', 'GET', `${B}/${chiamata}/${chi}`)).body.map(
        ({ descrizione, tipo, importo, dataInizio }: Record<string, unknown>) => ({
          descrizione,
          tipo,
          importo,
          dataInizio,
        }),
      );
    for (const chiamata of [
      'listaInvestimentiBeneficiario',
      'listaFabbisogniBeneficiario',
      'listaCopertureBeneficiario',
      'listaCronoprogramma',
    ]) {
      expect(await elenco(chiamata, subentrante), chiamata).toEqual(await elenco(chiamata, id));
    }
    const esl = (await chiama('coordinatore', 'GET', `${B}/generaDatiESL/${subentrante}`)).body;
    expect(esl).toMatchObject({ durataAnni: 5, preammortamentoAnni: 1, rateAnnue: 2, importoFinanziamento: 1000 });
    expect(esl.idEsl).not.toBe(await idEslDi(id));
    expect((await chiama('coordinatore', 'GET', `${B}/dettaglioBeneficiario/${id}`)).body).toMatchObject({
      statoBeneficiario: 'SOSTITUITO',
      subentroInCorso: false,
    });
    expect(await importoRichiesto(db(), programma), 'the money moved, it did not double').toBe(prima);
    const lista = (await chiama('coordinatore', 'GET', `${B}/getListaBeneficiari/${programma}`)).body;
    expect(
      lista.map((b: { idBeneficiario: number; statoBeneficiario: string }) => [b.idBeneficiario, b.statoBeneficiario]),
    ).toEqual([
      [id, 'SOSTITUITO'],
      [subentrante, 'ATTIVO'],
    ]);
    expect((await chiama('proponente1', 'GET', `${P}/getDatiGeneraliProgramma/${programma}`)).body.nBeneficiari).toBe(
      1,
    );
    const storico = (await chiama('coordinatore', 'GET', `${B}/getStoricoBeneficiario/${subentrante}`)).body;
    expect(
      storico.map((voce: { azione: string; idBeneficiario: number }) => [voce.azione, voce.idBeneficiario]),
    ).toEqual([
      ['CREAZIONE', id],
      ['INVESTIMENTI', id],
      ['FABBISOGNI', id],
      ['COPERTURE', id],
      ['CRONOPROGRAMMA', id],
      ['DATI_ESL', id],
      ['SOSTITUZIONE', id],
      ['SUBENTRO', subentrante],
    ]);
    expect(storico.slice(-2).map((voce: { descrizione: string }) => voce.descrizione)).toEqual([
      'Sostituito per subentro da Subentrante S.r.l. (00743110157)',
      'Subentrato a Beneficiario di prova (RSSMRA80A01H501U)',
    ]);
    const azioni = (await chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${programma}`)).body;
    expect(azioni.at(-1)).toMatchObject({
      descrizioneAzione: 'Avvia subentro',
      note: 'Beneficiario di prova (RSSMRA80A01H501U) sostituito da Subentrante S.r.l. (00743110157)',
    });
  });

  it('cancels the takeover: the old one is active again as it was, the new one is gone', async () => {
    const { programma, id } = await conBeneficiario('IN_SUBENTRO');
    const { body: subentrante } = await chiama(
      'istruttore1',
      'POST',
      `${B}/avviaSubentroBeneficiario/${programma}/${id}`,
      nuovo,
    );
    const annullato = await chiama('istruttore1', 'POST', `${B}/annullaSubentroBeneficiario/${id}`);
    expect(annullato).toMatchObject({
      status: 200,
      body: { idBeneficiario: id, statoBeneficiario: 'ATTIVO', codiceFiscale: CF.persona, totaleInvestimenti: 1000 },
    });
    expect(
      (await chiama('coordinatore', 'GET', `${B}/dettaglioBeneficiario/${subentrante.idBeneficiario}`)).status,
    ).toBe(404);
    expect((await chiama('coordinatore', 'GET', `${B}/getListaBeneficiari/${programma}`)).body).toHaveLength(1);
    expect((await chiama('coordinatore', 'GET', `${B}/getStoricoBeneficiario/${id}`)).body.at(-1)).toMatchObject({
      azione: 'ANNULLAMENTO_SUBENTRO',
      descrizione: 'Annullato il subentro di Subentrante S.r.l. (00743110157)',
      utente: 'istruttore1',
    });
    expect(await chiama('istruttore1', 'POST', `${B}/annullaSubentroBeneficiario/${id}`)).toMatchObject({
      status: 404,
      body: { message: 'Beneficiario non trovato' },
    });
    expect(
      (await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, nuovo)).status,
      'and it can start again',
    ).toBe(201);
  });

  it('refuses outside a takeover (409), other roles (403), a wrong code (400), a code already in (409)', async () => {
    const { programma, id } = await conBeneficiario('APPROVATO');
    expect(
      await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, nuovo),
    ).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Avvia subentro» non consentita: il programma è nello stato «Approvato».' },
    });
    await portaInStato(db(), programma, 'IN_SUBENTRO');
    expect(
      (await chiama('proponente1', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, nuovo)).status,
    ).toBe(403);
    const sbagliato = await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, {
      ...nuovo,
      codiceFiscale: '00743110158',
    });
    expect(sbagliato.body.errors).toEqual({ codiceFiscale: expect.stringContaining('Codice fiscale non valido') });
    expect(
      (
        await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, {
          codiceFiscale: CF.azienda,
        })
      ).body.errors,
    ).toEqual({
      denominazione: 'Campo obbligatorio',
    });
    expect(
      (
        await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, {
          ...nuovo,
          codiceFiscale: CF.persona,
        })
      ).status,
    ).toBe(409);
    expect(
      (await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma + 1}/${id}`, nuovo)).status,
      'another programme',
    ).toBe(404);
    expect(
      (await chiama('coordinatore', 'POST', `${B}/annullaSubentroBeneficiario/${id}`)).status,
      'nothing to cancel',
    ).toBe(404);
  });

  it('cannot cancel a takeover of an earlier round, nor replace a replaced beneficiary', async () => {
    const { programma, id } = await conBeneficiario('IN_SUBENTRO');
    await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, nuovo);
    expect(
      (
        await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, {
          ...nuovo,
          codiceFiscale: CF.altraAzienda,
        })
      ).body,
    ).toEqual({
      requestId: expect.any(String),
      message: 'Operazione «Avvia subentro» non consentita: il beneficiario è stato sostituito con un subentro.',
    });
    await portaInStato(db(), programma, 'APPROVATO');
    await portaInStato(db(), programma, 'IN_SUBENTRO');
    expect(await chiama('coordinatore', 'POST', `${B}/annullaSubentroBeneficiario/${id}`)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Annulla subentro» non consentita: non c’è un subentro in corso da annullare.' },
    });
  });
});

describe('getCodiceCDP / salvaCodiceCDP', () => {
  it('is saved by the agency once the programme is validated, and read by whoever sees the beneficiary', async () => {
    const { id } = await conBeneficiario('APPROVATO');
    expect((await chiama('banca', 'GET', `${B}/getCodiceCDP/${id}`)).body).toEqual({
      idBeneficiario: id,
      codiceCdp: null,
    });
    expect(
      (await chiama('istruttore1', 'POST', `${B}/salvaCodiceCDP/${id}`, { codiceCdp: 'CDP/2025/000042' })).body,
    ).toEqual({ idBeneficiario: id, codiceCdp: 'CDP/2025/000042' });
    expect((await chiama('proponente1', 'GET', `${B}/getCodiceCDP/${id}`)).body.codiceCdp).toBe('CDP/2025/000042');
    expect((await chiama('proponente1', 'POST', `${B}/salvaCodiceCDP/${id}`, { codiceCdp: 'X' })).status).toBe(403);
    expect(
      (await chiama('coordinatore', 'POST', `${B}/salvaCodiceCDP/${id}`, { codiceCdp: 'cdp 1' })).body.errors,
    ).toEqual({ codiceCdp: 'Formato non valido' });
    const { id: inBozza } = await conBeneficiario('BOZZA');
    expect((await chiama('coordinatore', 'POST', `${B}/salvaCodiceCDP/${inBozza}`, { codiceCdp: 'CDP1' })).status).toBe(
      409,
    );
  });
});

describe('getStoricoBeneficiario', () => {
  it('is not for the bank nor for a region', async () => {
    const { id } = await conBeneficiario('IN_ISTRUTTORIA');
    expect((await chiama('banca', 'GET', `${B}/getStoricoBeneficiario/${id}`)).status).toBe(403);
    expect((await chiama('regione.lazio', 'GET', `${B}/getStoricoBeneficiario/${id}`)).status).toBe(403);
    expect((await chiama('proponente2', 'GET', `${B}/getStoricoBeneficiario/${id}`)).status).toBe(404);
  });
});
