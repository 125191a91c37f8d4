import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { beneficiario, BENEFICIARIO, PROGRAMMA, servizio } from './servizio';

const CF_NON_VALIDO =
  'Codice fiscale non valido: 16 caratteri per una persona fisica o ' +
  '11 cifre per una persona giuridica, con il carattere di controllo';

describe("the programme's 'Beneficiari' tab", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('lists the beneficiaries with a link to each, and adds one by fiscal code where the proponent may', async () => {
    // As the server answers a record that holds only its tax code: named by that code.
    const nuovo = beneficiario('BOZZA', {
      idBeneficiario: 8,
      codiceFiscale: '00743110157',
      denominazione: null,
      nominativo: '00743110157',
    });
    const { fetch, inviate } = servizio('BOZZA', (request, path) => {
      if (path === '/api/beneficiario/dettaglioBeneficiario/8') return jsonAnswer(nuovo);
      if (request.method !== 'POST' || !path.startsWith('/api/beneficiario/creaBeneficiario/5/')) return undefined;
      // The server's refusal, as if the browser's own check of the code had been bypassed.
      if (path.endsWith('/RSSMRA80A01H501U'))
        return jsonAnswer(
          { message: 'Dati non validi: controlla i campi indicati', errors: { codiceFiscale: CF_NON_VALIDO } },
          { status: 400 },
        );
      return jsonAnswer(nuovo, { status: 201 });
    });
    await renderPortal({ path: PROGRAMMA, roles: ['MBAC_PROPONENTE'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    expect(await screen.findByRole('cell', { name: 'RSSMRA80A01H501U' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1.000,00\u00a0€' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dettaglio RSSMRA80A01H501U' })).toHaveAttribute('href', BENEFICIARIO);

    const codice = screen.getByRole('textbox', { name: /Codice fiscale del beneficiario/ });
    await userEvent.type(codice, 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi beneficiario' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(CF_NON_VALIDO),
    );
    expect(codice).toHaveAttribute('aria-invalid', 'true');
    expect(codice).toHaveValue('ABC');
    expect(inviate('POST', '/creaBeneficiario/')).toHaveLength(0);

    await userEvent.clear(codice);
    await userEvent.type(codice, 'RSSMRA80A01H501U');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi beneficiario' }));
    await waitFor(() => expect(inviate('POST', '/creaBeneficiario/5/RSSMRA80A01H501U')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(CF_NON_VALIDO),
    );
    expect(codice).toHaveAttribute('aria-invalid', 'true');
    expect(codice).toHaveValue('RSSMRA80A01H501U');

    await userEvent.clear(codice);
    await userEvent.type(codice, '00743110157');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi beneficiario' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficiario 00743110157' })).toBeInTheDocument();
    expect(inviate('POST', '/creaBeneficiario/5/00743110157')).toHaveLength(1);
  });

  it('names each beneficiary as people read it, a person by surname and name, and sorts by that name', async () => {
    const persona = beneficiario('IN_ISTRUTTORIA', {
      denominazione: null,
      cognome: 'Zanetti',
      nome: 'Ada',
      nominativo: 'Zanetti Ada',
    });
    const azienda = beneficiario('IN_ISTRUTTORIA', {
      idBeneficiario: 8,
      codiceFiscale: '00743110157',
      denominazione: 'Oleificio Sabino S.r.l.',
      nominativo: 'Oleificio Sabino S.r.l.',
    });
    const { fetch, inviate } = servizio('IN_ISTRUTTORIA', (_request, path) =>
      path === '/api/beneficiario/getListaBeneficiari/5'
        ? jsonAnswer([persona, azienda], { headers: { 'X-Total-Count': '2' } })
        : undefined,
    );
    await renderPortal({ path: PROGRAMMA, roles: ['MBAC_COOR_ISMEA'], fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    const tabella = await screen.findByRole('table', { name: 'Beneficiari del programma 5' });
    expect(await within(tabella).findByRole('cell', { name: 'Zanetti Ada' })).toBeInTheDocument();
    expect(within(tabella).getByRole('cell', { name: 'Oleificio Sabino S.r.l.' })).toBeInTheDocument();
    await userEvent.click(within(tabella).getByRole('button', { name: /^Beneficiario/ }));
    await waitFor(() => expect(inviate('GET', '_sort=nominativo')).not.toHaveLength(0));
  });

  it('offers no addition to a role or in a state the server would refuse', async () => {
    const { fetch } = servizio('IN_ISTRUTTORIA');
    await renderPortal({ path: PROGRAMMA, roles: ['MBAC_PROPONENTE'], fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    expect(await screen.findByRole('cell', { name: 'RSSMRA80A01H501U' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Aggiungi beneficiario' })).not.toBeInTheDocument(),
    );
  });
});
