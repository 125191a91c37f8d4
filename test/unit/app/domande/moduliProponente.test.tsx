import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { CUAA, DETTAGLIO, domanda, serverDelleDomande } from './fixtures';

const SALVA_MAIL = '/apigen/domanda/salvaMailProponente/52';
const SALVA_REFERENTE = '/apigen/domanda/salvaReferente/52';

describe("the proponent's forms of a draft", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('saving one form re-reads the application and keeps what is being typed in another', async () => {
    let salvata = false;
    const fake = serverDelleDomande({
      // After the save the application is read again, a new record with the contacts in it.
      'GET /apigen/domanda/dettaglioProponente/12': () =>
        Response.json(domanda(12, 'BOZZA', salvata ? { mail: 'info@castelli.it', pec: 'castelli@pec.it' } : {})),
      [`POST ${SALVA_MAIL}`]: () => {
        salvata = true;
        return Response.json(domanda(12, 'BOZZA', { mail: 'info@castelli.it', pec: 'castelli@pec.it' }));
      },
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Proponente' }));
    const legale = await screen.findByRole('region', { name: 'Rappresentante legale' });
    await userEvent.type(within(legale).getByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA80A01H501U');
    const recapiti = screen.getByRole('region', { name: 'Recapiti' });
    await userEvent.type(within(recapiti).getByRole('textbox', { name: 'Email' }), 'info@castelli.it');
    await userEvent.type(within(recapiti).getByRole('textbox', { name: 'PEC' }), 'castelli@pec.it');
    await userEvent.click(within(recapiti).getByRole('button', { name: 'Salva Recapiti' }));

    expect(await screen.findByText('Recapiti: dati salvati')).toBeInTheDocument();
    await waitFor(() => expect(fake.inviate('GET', '/dettaglioProponente/12').length).toBeGreaterThan(1));
    const codiceFiscale = within(screen.getByRole('region', { name: 'Rappresentante legale' })).getByRole('textbox', {
      name: 'Codice fiscale',
    });
    expect(codiceFiscale).toHaveValue('RSSMRA80A01H501U');
  });

  it('keeps the fiscal code typed to add a beneficiary while the application is read again', async () => {
    let salvata = false;
    let rileggi = () => {};
    const riletta = new Promise<void>((resolve) => (rileggi = resolve));
    const aggiornata = domanda(12, 'BOZZA', { denominazione: 'Distretto dei Castelli' });
    const fake = serverDelleDomande({
      // The application saved by the dialog is read again late, while the person is already typing elsewhere.
      'GET /apigen/domanda/dettaglioProponente/12': async () => {
        if (!salvata) return Response.json(domanda(12, 'BOZZA'));
        await riletta;
        return Response.json(aggiornata);
      },
      'POST /apigen/domanda/salvaDatiGeneraliDomanda': () => {
        salvata = true;
        return Response.json(aggiornata);
      },
      'GET /apigen/beneficiario/listaBeneficiari/12': [],
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('button', { name: /^Modifica dati generali/ }));
    const generali = await screen.findByRole('dialog', { name: 'Modifica dati generali' });
    const programma = within(generali).getByRole('textbox', { name: /Programma del distretto/ });
    await userEvent.clear(programma);
    await userEvent.type(programma, 'Distretto dei Castelli');
    await userEvent.click(within(generali).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(fake.inviate('GET', '/dettaglioProponente/12').length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('tab', { name: 'Beneficiari' }));
    const codice = await screen.findByRole('textbox', { name: /Codice fiscale del beneficiario/ });
    await userEvent.type(codice, '00743110157');
    rileggi();

    expect(await screen.findByRole('heading', { level: 1, name: /Distretto dei Castelli/ })).toBeInTheDocument();
    expect(codice).toHaveValue('00743110157');
  });

  it("marks a referent's surname over the server's 100 characters, keeps it and sends nothing", async () => {
    const fake = serverDelleDomande({
      'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'BOZZA'),
      [`POST ${SALVA_REFERENTE}`]: domanda(12, 'BOZZA'),
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Proponente' }));
    const referente = await screen.findByRole('region', { name: 'Referente' });
    const cognome = within(referente).getByRole('textbox', { name: 'Cognome' });
    await userEvent.type(within(referente).getByRole('textbox', { name: 'Nome' }), 'Anna');
    await userEvent.click(cognome);
    await userEvent.paste('B'.repeat(101));
    await userEvent.type(within(referente).getByRole('textbox', { name: 'Email' }), 'anna@castelli.it');
    await userEvent.click(within(referente).getByRole('button', { name: 'Salva Referente' }));

    expect(await within(referente).findByText('Deve contenere al massimo 100 caratteri')).toBeInTheDocument();
    expect(cognome).toHaveAttribute('aria-invalid', 'true');
    expect(cognome).toHaveValue('B'.repeat(101));
    expect(fake.inviate('POST', SALVA_REFERENTE)).toHaveLength(0);

    await userEvent.type(cognome, '{Backspace}');
    await userEvent.click(within(referente).getByRole('button', { name: 'Salva Referente' }));
    await waitFor(() => expect(fake.inviate('POST', SALVA_REFERENTE)).toHaveLength(1));
    expect(JSON.parse(String(fake.inviate('POST', SALVA_REFERENTE)[0].body))).toMatchObject({
      nome: 'Anna',
      cognome: 'B'.repeat(100),
      mail: 'anna@castelli.it',
    });
  });
});
