import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apriDossier, B, CF, portaInStato, type Dossier } from './support/dossier';

let dossier: Dossier;
beforeAll(async () => {
  dossier = await apriDossier();
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);

interface Notifica {
  titolo: string;
  testo: string;
  link: string;
}

/** The person's notifications about one programme, newest first. */
async function notificheDi(username: string, programma: number): Promise<Notifica[]> {
  const risposta = await chiama(username, 'GET', '/api/notifiche/getNotificheUtente');
  expect(risposta.status).toBe(200);
  return (risposta.body as Notifica[]).filter((n) => n.link.endsWith(`/idProgrammaInvestimento/${programma}`));
}

async function conBeneficiario(stato: Parameters<typeof portaInStato>[2]) {
  const programma = await dossier.programma('BOZZA');
  const { body } = await chiama(
    'proponente1',
    'POST',
    `${B}/creaBeneficiario/${programma}/${CF.persona}?denominazione=Beneficiario%20di%20prova`,
  );
  await chiama('proponente1', 'PUT', `${B}/modificaInvestimentoBeneficiario/${body.idBeneficiario}`, [
    { descrizione: 'Serra', codRegione: '12', importo: 1000 },
  ]);
  await portaInStato(dossier.portale.db, programma, stato);
  return { programma, id: body.idBeneficiario as number };
}

describe('notifications on changes of beneficiaries', () => {
  it('the instructor disables: proponent and coordinators are told, with the note; not the instructor', async () => {
    const { programma, id } = await conBeneficiario('IN_ISTRUTTORIA');
    expect(
      (await chiama('istruttore1', 'PUT', `${B}/disabilitaBeneficiario/${id}?note=Requisiti%20non%20dimostrati`))
        .status,
    ).toBe(200);
    for (const username of ['proponente1', 'coordinatore']) {
      const [ultima] = await notificheDi(username, programma);
      expect(ultima, username).toMatchObject({ titolo: 'Azienda 01234567897: Disabilita beneficiario' });
      expect(ultima.testo).toContain(CF.persona);
      expect(ultima.testo).toContain('Note: Requisiti non dimostrati');
      expect(ultima.link).toContain(`/idProgrammaInvestimento/${programma}`);
    }
    expect(await notificheDi('istruttore1', programma)).toEqual([]);
    expect(await notificheDi('proponente2', programma), 'another company').toEqual([]);

    expect((await chiama('coordinatore', 'PUT', `${B}/abilitaBeneficiario/${id}?note=Integrato`)).status).toBe(200);
    expect((await notificheDi('istruttore1', programma))[0]).toMatchObject({
      titolo: 'Azienda 01234567897: Abilita beneficiario',
    });
    expect((await notificheDi('proponente1', programma))[0].titolo).toBe('Azienda 01234567897: Abilita beneficiario');
    expect((await notificheDi('coordinatore', programma))[0].titolo, 'the coordinator acted').toBe(
      'Azienda 01234567897: Disabilita beneficiario',
    );
  });

  it('a takeover started and cancelled is told to the proponent and the assigned instructor', async () => {
    const { programma, id } = await conBeneficiario('IN_SUBENTRO');
    const subentro = await chiama('coordinatore', 'POST', `${B}/avviaSubentroBeneficiario/${programma}/${id}`, {
      codiceFiscale: CF.azienda,
      denominazione: 'Serre Pontine srl',
      codRegione: '12',
    });
    expect(subentro.status, JSON.stringify(subentro.body)).toBe(201);
    for (const username of ['proponente1', 'istruttore1']) {
      const [ultima] = await notificheDi(username, programma);
      expect(ultima, username).toMatchObject({ titolo: 'Azienda 01234567897: Avvia subentro' });
      expect(ultima.testo).toContain(`Subentra Serre Pontine srl (${CF.azienda})`);
    }
    expect((await chiama('istruttore1', 'POST', `${B}/annullaSubentroBeneficiario/${id}`)).status).toBe(200);
    expect((await notificheDi('proponente1', programma))[0].titolo).toBe('Azienda 01234567897: Annulla subentro');
    expect((await notificheDi('coordinatore', programma))[0].titolo).toBe('Azienda 01234567897: Annulla subentro');
    expect((await notificheDi('istruttore1', programma))[0].titolo, 'the instructor acted').toBe(
      'Azienda 01234567897: Avvia subentro',
    );
  });

  it('amounts changed after submission reach the staff; changes in a draft tell nobody', async () => {
    const { programma, id } = await conBeneficiario('IN_INTEGRAZIONE');
    expect(await notificheDi('coordinatore', programma), "the draft's investments").toEqual([]);
    const investimenti = await chiama('proponente1', 'PUT', `${B}/modificaInvestimentoBeneficiario/${id}`, [
      { descrizione: 'Serra', codRegione: '12', importo: 1500.5 },
    ]);
    expect(investimenti.status, JSON.stringify(investimenti.body)).toBe(200);
    for (const username of ['istruttore1', 'coordinatore']) {
      const [ultima] = await notificheDi(username, programma);
      expect(ultima, username).toMatchObject({
        titolo: 'Azienda 01234567897: Importi del beneficiario modificati',
      });
      expect(ultima.testo).toContain('Investimenti: 1 voci, totale 1.500,50 € (prima 1.000,00 €)');
    }
    expect(await notificheDi('proponente1', programma), 'the proponent acted').toEqual([]);

    await chiama('coordinatore', 'PUT', `${B}/modificaFabbisogniBeneficiario/${id}`, [
      { descrizione: 'Serra', importo: 1500.5 },
    ]);
    expect((await notificheDi('proponente1', programma))[0].testo).toContain('Fabbisogni: 1 voci, totale 1.500,50 €');
  });
});
