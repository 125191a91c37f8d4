import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { beneficiario, BENEFICIARIO, corpo, ESL, PROGRAMMA, servizio } from './servizio';

const COPERTURE_SBAGLIATE =
  'Il totale delle coperture (900,00 €) deve essere uguale al totale dei fabbisogni (1.000,00 €): mancano 100,00 €';

describe("a beneficiary's page", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('leads back to the programme and shows, to the proponent of a draft, only the actions of a draft', async () => {
    const { fetch } = servizio('BOZZA');
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beneficiario RSSMRA80A01H501U: Mario Rossi' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(trail).getByRole('link', { name: 'Programma 5' })).toHaveAttribute('href', PROGRAMMA);
    expect(await screen.findByRole('button', { name: 'Elimina beneficiario RSSMRA80A01H501U' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disabilita beneficiario/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avvia subentro/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Storico' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Checklist' })).not.toBeInTheDocument();
  });

  it('names a person by surname and name, and the beneficiary it took over from by name', async () => {
    const subentrato = beneficiario('IN_SUBENTRO', {
      denominazione: null,
      nominativo: 'Zanetti Ada',
      idBeneficiarioVecchio: 6,
      nominativoVecchio: 'Frantoio Verdi S.r.l.',
    });
    const { fetch } = servizio('IN_SUBENTRO', (_request, path) =>
      path === '/api/beneficiario/dettaglioBeneficiario/7' ? jsonAnswer(subentrato) : undefined,
    );
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_BANCA'], fetch });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beneficiario RSSMRA80A01H501U: Zanetti Ada' }),
    ).toBeInTheDocument();
    expect((await screen.findByText('Subentrato a')).nextElementSibling).toHaveTextContent('Frantoio Verdi S.r.l.');
  });

  it("does not offer the bank the 'Documenti' tab, whose attachments it may not read", async () => {
    const { fetch } = servizio('APPROVATO');
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_BANCA'], fetch });

    expect(await screen.findByRole('tab', { name: 'ESL' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Documenti' })).not.toBeInTheDocument();
  });

  it("opens attachments, criminal-record and antimafia papers (expired flagged), ISMEA's two checklists", async () => {
    const checklist = (tipo: string, descrizione: string) => ({
      idChecklist: null,
      idProgrammaInvestimento: 5,
      idBeneficiario: 7,
      tipo,
      ambito: 'BENEFICIARIO',
      completa: false,
      aggiornataDa: null,
      aggiornataDaNome: null,
      aggiornataIl: null,
      voci: [{ idVoce: 1, descrizione, esito: null, note: null }],
      allegato: null,
    });
    const { fetch, inviate } = servizio('IN_ISTRUTTORIA', (_request, path) => {
      if (path.endsWith('/getChecklistDocumentaleBeneficiario/7'))
        return jsonAnswer(checklist('DOCUMENTALE', 'Visura camerale del beneficiario'));
      if (path.endsWith('/getChecklistVerificheBeneficiario/7'))
        return jsonAnswer(checklist('VERIFICHE', 'Regolarità contributiva (DURC)'));
      if (path.endsWith('/listaDocumentiCasellarioAntimafia/7')) {
        return jsonAnswer([
          {
            idDocumento: 4,
            idBeneficiario: 7,
            tipo: 'INFORMATIVA_ANTIMAFIA',
            dataCaricamento: '2025-01-10',
            numeroProtocollo: 'PR-2025-0042',
            opzioni: null,
            scadenza: '2026-01-10',
            valido: false,
            scaduto: true,
            nomeFile: 'antimafia.pdf',
          },
        ]);
      }
      if (path.endsWith('/riepilogoChecklist/5')) return jsonAnswer({ completa: false, checklist: [] });
      if (path.endsWith('/verificaPresenzaAllegatiChecklist/5')) return jsonAnswer({ presenti: false, numero: 0 });
      return undefined;
    });
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_ISTR_ISMEA'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Documenti' }));
    await waitFor(() => expect(inviate('GET', '/getCategorieAllegatoBeneficiario/5')).not.toHaveLength(0));
    const casellario = within(await screen.findByRole('region', { name: 'Casellario e antimafia' }));
    const riga = (await casellario.findByRole('cell', { name: 'PR-2025-0042' })).closest('tr') as HTMLElement;
    expect(within(riga).getByRole('cell', { name: 'Informativa antimafia' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'Sì' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Checklist' }));
    expect(await screen.findByText('Visura camerale del beneficiario')).toBeInTheDocument();
    expect(await screen.findByText('Regolarità contributiva (DURC)')).toBeInTheDocument();
  });

  it('removes a draft beneficiary after confirmation and returns to the programme', async () => {
    const { fetch, inviate } = servizio('BOZZA', (request, path) =>
      request.method === 'DELETE' && path === '/api/beneficiario/eliminaBeneficiario/7'
        ? jsonAnswer(beneficiario('BOZZA'))
        : undefined,
    );
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Elimina beneficiario RSSMRA80A01H501U' }));
    expect(await screen.findByText(/Eliminare il beneficiario dalla bozza del programma/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Programma 5: Filiera 5' })).toBeInTheDocument();
    expect(inviate('DELETE', '/eliminaBeneficiario/7')).toHaveLength(1);
  });

  it('lets the coordinator exclude a beneficiary under review with a note, and not remove it', async () => {
    const { fetch, inviate } = servizio('IN_ISTRUTTORIA', (request, path) =>
      request.method === 'PUT' && path === '/api/beneficiario/disabilitaBeneficiario/7'
        ? jsonAnswer(beneficiario('IN_ISTRUTTORIA', { abilitato: false }))
        : undefined,
    );
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_COOR_ISMEA'], fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Disabilita beneficiario RSSMRA80A01H501U' }));
    expect(screen.queryByRole('button', { name: /Elimina beneficiario/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Disabilita beneficiario' });
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Requisiti non dimostrati');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Disabilita beneficiario: operazione completata')).toBeInTheDocument();
    expect(
      new URL(inviate('PUT', '/disabilitaBeneficiario/7')[0].url, 'http://localhost').searchParams.get('note'),
    ).toBe('Requisiti non dimostrati');
  });

  it("saves the coverage typed by keyboard, keeps it with the server's error when it differs from needs", async () => {
    let tentativi = 0;
    const { fetch, inviate } = servizio('BOZZA', (request, path) => {
      if (path !== '/api/beneficiario/modificaCoperturaBeneficiario/7') return undefined;
      tentativi += 1;
      if (tentativi > 1) return jsonAnswer(corpo(request));
      return jsonAnswer(
        { message: 'Dati non validi: controlla i campi indicati', errors: { coperture: COPERTURE_SBAGLIATE } },
        { status: 400 },
      );
    });
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Coperture' }));
    const contributo = await screen.findByRole('textbox', { name: 'Contributo in conto capitale' });
    await userEvent.click(contributo);
    await userEvent.keyboard('600');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Finanziamento agevolato' })).toHaveFocus();
    await userEvent.keyboard('300');
    expect(screen.getByText(/mancano 100,00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva coperture' }));

    expect((await screen.findByText(COPERTURE_SBAGLIATE)).closest('[role="alert"]')).not.toBeNull();
    expect(corpo(inviate('PUT', '/modificaCoperturaBeneficiario/7')[0])).toEqual([
      { tipo: 'CONTRIBUTO_CAPITALE', importo: 600 },
      { tipo: 'FINANZIAMENTO_AGEVOLATO', importo: 300 },
    ]);
    expect(contributo).toHaveValue('600,00 €');
    expect(screen.getByRole('textbox', { name: 'Finanziamento agevolato' })).toHaveValue('300,00 €');

    await userEvent.type(screen.getByRole('textbox', { name: 'Mezzi propri' }), '100{Enter}');
    expect(await screen.findByText('Coperture salvate')).toBeInTheDocument();
    expect(corpo(inviate('PUT', '/modificaCoperturaBeneficiario/7')[1])).toHaveLength(3);
  });

  it("saves the investments whole and shows the server's error on the line it names", async () => {
    const { fetch, inviate } = servizio('BOZZA', (_request, path) => {
      if (path === '/api/beneficiario/listaInvestimentiBeneficiario/7') {
        return jsonAnswer([{ idInvestimento: 1, descrizione: 'Trattore', codRegione: '12', importo: 1000 }]);
      }
      if (path !== '/api/beneficiario/modificaInvestimentoBeneficiario/7') return undefined;
      return jsonAnswer(
        {
          message: 'Dati non validi: controlla i campi indicati',
          errors: { '0.importo': 'Deve essere minore o uguale a 9999999999999.99' },
        },
        { status: 400 },
      );
    });
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Investimenti' }));
    const importo = await screen.findByRole('textbox', { name: /Importo/ });
    expect(importo).toHaveValue('1.000,00 €');
    await userEvent.clear(importo);
    await userEvent.type(importo, '2.500,50');
    await userEvent.tab();
    expect(screen.getByText(/Totale: 2\.500,50/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva investimenti' }));

    expect(await screen.findByText('Deve essere minore o uguale a 9999999999999.99')).toBeInTheDocument();
    expect(corpo(inviate('PUT', '/modificaInvestimentoBeneficiario/7')[0])).toEqual([
      { descrizione: 'Trattore', codRegione: '12', importo: 2500.5 },
    ]);
  });

  it("marks the registry data the server's schema refuses, keeps what was typed and sends nothing", async () => {
    const { fetch, inviate } = servizio('BOZZA', (request, path) =>
      path === '/api/beneficiario/salvaBeneficiario' ? jsonAnswer(corpo(request)) : undefined,
    );
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Dati' }));
    const cognome = await screen.findByRole('textbox', { name: 'Cognome' });
    const provincia = screen.getByRole('textbox', { name: 'Provincia' });
    const mail = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(cognome);
    await userEvent.click(cognome);
    await userEvent.paste('R'.repeat(101));
    await userEvent.clear(provincia);
    await userEvent.type(provincia, 'Rm');
    await userEvent.type(mail, 'mario.rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati anagrafici' }));

    expect(await screen.findByText('Deve contenere al massimo 100 caratteri')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Formato non valido')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Indirizzo email non valido')).toHaveAttribute('role', 'alert');
    for (const campo of [cognome, provincia, mail]) expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(cognome).toHaveValue('R'.repeat(101));
    expect(provincia).toHaveValue('Rm');
    expect(mail).toHaveValue('mario.rossi');
    expect(inviate('POST', '/salvaBeneficiario')).toHaveLength(0);

    await userEvent.type(cognome, '{Backspace}');
    await userEvent.clear(provincia);
    await userEvent.type(provincia, 'RM');
    await userEvent.type(mail, '@colli.it');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati anagrafici' }));
    await waitFor(() => expect(inviate('POST', '/salvaBeneficiario')).toHaveLength(1));
    expect(corpo(inviate('POST', '/salvaBeneficiario')[0])).toMatchObject({
      idBeneficiario: 7,
      cognome: 'R'.repeat(100),
      provincia: 'RM',
      mail: 'mario.rossi@colli.it',
    });
  });

  it("marks an investment's description over the server's 500 characters and does not save the list", async () => {
    const { fetch, inviate } = servizio('BOZZA', (request, path) => {
      if (path === '/api/beneficiario/listaInvestimentiBeneficiario/7')
        return jsonAnswer([{ idInvestimento: 1, descrizione: 'Trattore', codRegione: '12', importo: 1000 }]);
      return path === '/api/beneficiario/modificaInvestimentoBeneficiario/7' ? jsonAnswer(corpo(request)) : undefined;
    });
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Investimenti' }));
    const descrizione = await screen.findByRole('textbox', { name: /Descrizione/ });
    await userEvent.clear(descrizione);
    await userEvent.click(descrizione);
    await userEvent.paste('T'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Salva investimenti' }));

    expect(await screen.findByText('Deve contenere al massimo 500 caratteri')).toBeInTheDocument();
    expect(descrizione).toHaveAttribute('aria-invalid', 'true');
    expect(descrizione).toHaveValue('T'.repeat(501));
    expect(inviate('PUT', '/modificaInvestimentoBeneficiario/7')).toHaveLength(0);

    await userEvent.type(descrizione, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Salva investimenti' }));
    await waitFor(() => expect(inviate('PUT', '/modificaInvestimentoBeneficiario/7')).toHaveLength(1));
    expect(corpo(inviate('PUT', '/modificaInvestimentoBeneficiario/7')[0])).toEqual([
      { descrizione: 'T'.repeat(500), codRegione: '12', importo: 1000 },
    ]);
  });

  it('shows the ESL in euro and as a share of the eligible investment, saves the terms with the ESL id', async () => {
    const { fetch, inviate } = servizio('BOZZA', (_request, path) =>
      path === '/api/beneficiario/salvaDatiESL/7/3' ? jsonAnswer({ ...ESL, durataAnni: 8 }) : undefined,
    );
    await renderPortal({ path: BENEFICIARIO, roles: ['MBAC_PROPONENTE'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'ESL' }));
    expect(await screen.findByText(/282\.766,20\s€, pari al 28,28 %/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salva tassi/ })).not.toBeInTheDocument();
    const durata = screen.getByRole('textbox', { name: /Durata/ });
    await userEvent.clear(durata);
    await userEvent.type(durata, '8');
    await userEvent.click(screen.getByRole('button', { name: /Salva durata e rate/ }));

    await waitFor(() => expect(inviate('POST', '/salvaDatiESL/7/3')).toHaveLength(1));
    expect(corpo(inviate('POST', '/salvaDatiESL/7/3')[0])).toEqual({
      idEsl: 3,
      durataAnni: 8,
      preammortamentoAnni: 2,
      rateAnnue: 2,
    });
  });
});
