import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { isCodiceFiscale } from '../../contract/validators/codice-fiscale';
import { ibanValido } from '../../contract/validators/iban';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { B, P } from './support/dossier';
import { apriPortale, CUAA_P1, CUAA_P1_VENETO, CUAA_P2, type Portale } from './support/programmi';

let portale: Portale;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    await seedIfEmpty(database.db);
  });
});
afterAll(async () => portale?.close());

const query = <T>(testo: ReturnType<typeof sql>) => righe<T>(portale.db, testo);

describe('the demo dossiers', () => {
  it("answer every seeded programme's proponent detail, whatever the surnames (De Luca included)", async () => {
    const programmi = await query<{ id: number }>(
      sql`SELECT id_programma_investimento AS id FROM programma_investimento ORDER BY 1`,
    );
    expect(programmi.length).toBeGreaterThan(100);
    const risposte = await Promise.all(
      programmi.map(({ id }) => portale.chiama('ministero', 'GET', `${P}/getDettaglioProponente/${id}`)),
    );
    const falliti = risposte.flatMap((risposta, i) => (risposta.status === 200 ? [] : [programmi[i].id]));
    expect(falliti).toEqual([]);
    const referenti: string[] = risposte.flatMap((risposta) => risposta.body.referente?.mail ?? []);
    expect(referenti.length).toBe(programmi.length);
    for (const mail of referenti) expect(mail).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9-]+\.it$/);
  });

  it('give the demo companies complete proponents, the legal representative being the search surname', async () => {
    const proponenti = await query<{
      cuaa: string;
      pec: string;
      cognome: string;
      cercato: string;
      iban: string | null;
      abi: string | null;
    }>(
      sql`SELECT pr.cuaa, pr.pec, rl.cognome, p.cognome_proponente AS cercato, p.iban_banca AS iban, p.abi_banca AS abi
        FROM programma_investimento p JOIN proponente pr USING (id_proponente) JOIN rappresentante_legale rl
        USING (id_proponente)
        JOIN referente rf USING (id_proponente) WHERE pr.cuaa IN (${CUAA_P1}, ${CUAA_P1_VENETO}, ${CUAA_P2})`,
    );
    expect(new Set(proponenti.map((p) => p.cuaa))).toEqual(new Set([CUAA_P1, CUAA_P1_VENETO, CUAA_P2]));
    for (const proponente of proponenti) {
      expect(proponente.pec).toMatch(/@legalmail\.it$/);
      expect(proponente.cognome).toBe(proponente.cercato);
    }
    // A programme paid through a bank has a valid IBAN of that bank; one with no bank yet has none.
    const conBanca = proponenti.filter((p) => p.abi !== null);
    expect(conBanca.length).toBeGreaterThan(0);
    expect(conBanca.map((p) => [p.iban !== null && ibanValido(p.iban), p.iban?.slice(5, 10)])).toEqual(
      conBanca.map((p) => [true, p.abi]),
    );
    expect(proponenti.filter((p) => p.abi === null).map((p) => p.iban)).toEqual(
      proponenti.filter((p) => p.abi === null).map(() => null),
    );
  });

  it('name as people those who act for a company or a region without a demo user, never by their account', async () => {
    const programmi = await query<{ id: number; cuaa: string }>(
      sql`SELECT id_programma_investimento AS id, cuaa FROM programma_investimento
        WHERE cuaa NOT IN (${CUAA_P1}, ${CUAA_P1_VENETO}, ${CUAA_P2}) ORDER BY cuaa, 1`,
    );
    const cuaa = programmi.find((programma, i) => programmi[i + 1]?.cuaa === programma.cuaa)!.cuaa;
    const diUnaSocieta = programmi.filter((programma) => programma.cuaa === cuaa);
    const nomi = new Set<string>();
    for (const { id } of diUnaSocieta) {
      const proponente = await portale.chiama('ministero', 'GET', `${P}/getDettaglioProponente/${id}`);
      const { nome, cognome } = proponente.body.rappresentanteLegale;
      const storico = await portale.chiama('ministero', 'GET', `${P}/getStoricoProgramma/${id}`);
      expect(storico.body[0]).toMatchObject({ descrizioneAzione: 'Nuovo programma', nominativo: `${nome} ${cognome}` });
      nomi.add(`${nome} ${cognome}`);
    }
    expect(diUnaSocieta.length).toBeGreaterThan(1);
    expect(nomi.size).toBe(1);

    const [parere] = await query<{ id: number }>(
      sql`SELECT id_programma_investimento AS id FROM programma_parere_regione
        WHERE cod_regione NOT IN ('12', '05') AND espresso_da IS NOT NULL LIMIT 1`,
    );
    const pareri = await portale.chiama('ministero', 'GET', `${P}/listaParereRegione/${parere.id}`);
    const dato = pareri.body.find((voce: { esito: string | null }) => voce.esito !== null);
    expect(dato.espressoDa).toMatch(/^regione\.\d\d$/);
    expect(dato.espressoDaNome).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( [A-Z][a-z]+)?$/);
  });

  it('have beneficiaries with valid fiscal codes in Lazio and Veneto, people and companies', async () => {
    const beneficiari = await query<{ codiceFiscale: string; codRegione: string }>(
      sql`SELECT codice_fiscale AS "codiceFiscale", cod_regione AS "codRegione" FROM beneficiario`,
    );
    expect(beneficiari.length).toBeGreaterThan(200);
    expect(beneficiari.every((b) => isCodiceFiscale(b.codiceFiscale))).toBe(true);
    expect(new Set(beneficiari.map((b) => b.codRegione))).toEqual(new Set(['12', '05']));
    expect(
      beneficiari.some((b) => b.codiceFiscale.length === 16) && beneficiari.some((b) => b.codiceFiscale.length === 11),
    ).toBe(true);
  });

  it('add up: investments make the requested amount, coverage equals needs, phases in its dates', async () => {
    const scarti = await query<{ id: number }>(
      sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p
        WHERE p.importo_richiesto <> (SELECT coalesce(sum(i.importo), 0) FROM beneficiario b JOIN investimento i
        USING (id_beneficiario)
          WHERE b.id_programma_investimento = p.id_programma_investimento AND b.stato = 'ATTIVO' AND b.abilitato)
        UNION SELECT b.id_beneficiario FROM beneficiario b
        WHERE (SELECT sum(importo) FROM fabbisogno f WHERE f.id_beneficiario = b.id_beneficiario)
          <> (SELECT sum(importo) FROM copertura c WHERE c.id_beneficiario = b.id_beneficiario)
        UNION SELECT c.id_beneficiario FROM cronoprogramma c JOIN beneficiario b USING (id_beneficiario)
          JOIN programma_investimento p USING (id_programma_investimento) WHERE c.data_inizio < p.data_inizio
          OR c.data_fine > p.data_fine`,
    );
    expect(scarti).toEqual([]);
  });

  it('show a takeover under way and a beneficiary excluded by its instructor, in the amount history', async () => {
    const [subentro] = await query<{ vecchio: number; nuovo: number; programma: number }>(
      sql`SELECT id_beneficiario_vecchio AS vecchio, id_beneficiario AS nuovo, id_programma_investimento AS programma
        FROM beneficiario WHERE id_beneficiario_vecchio IS NOT NULL`,
    );
    const nuovo = await portale.chiama('coordinatore', 'GET', `${B}/dettaglioBeneficiario/${subentro.nuovo}`);
    expect(nuovo.body).toMatchObject({
      idBeneficiarioVecchio: subentro.vecchio,
      subentroInCorso: true,
      idStato: 'IN_SUBENTRO',
    });
    const [escluso] = await query<{ id: number; programma: number }>(
      sql`SELECT id_beneficiario AS id, id_programma_investimento AS programma FROM beneficiario WHERE NOT abilitato`,
    );
    const storico = await portale.chiama(
      'ministero',
      'GET',
      `${P}/getStoricoImportiProgrammaInvestimento/${escluso.programma}`,
    );
    expect(storico.body.at(-1)).toMatchObject({ campo: 'importoRichiesto', ruolo: 'MBAC_ISTR_ISMEA' });
  });

  it('give the bank the ESL of the programmes it finances', async () => {
    const [programma] = await query<{ id: number }>(
      sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p
        WHERE p.abi_banca = '03069' AND p.id_stato = 'APPROVATO' ORDER BY 1 LIMIT 1`,
    );
    const { body: beneficiari } = await portale.chiama('banca', 'GET', `${B}/getListaBeneficiari/${programma.id}`);
    expect(beneficiari.length).toBeGreaterThan(0);
    const esl = await portale.chiama('banca', 'GET', `${B}/generaDatiESL/${beneficiari[0].idBeneficiario}`);
    expect(esl.body).toMatchObject({ calcolato: true });
    expect(esl.body.eslTotale).toBeGreaterThan(esl.body.contributoCapitale);
  });
});
