import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { DETTAGLIO, programma, serverDelProgramma } from './fixtures';

const VERIFICA_APPROVAZIONE = 'GET /api/allegato/verificaEsistenzaFileApprovazione/5';
const CUP = 'J84E24000120001';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('offered means possible (issue 10)', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it('offers the region the opinion action only when an opinion waits for its region, else says why', async () => {
    const senza = serverDelProgramma('IN_ISTRUTTORIA', {
      'GET /api/programma/getDatiGeneraliProgramma/5': { ...programma(5, 'IN_ISTRUTTORIA'), parereDaEsprimere: false },
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_REGIONE'], fetch: senza.fetch });
    expect(await screen.findByText(/Inserisci parere regionale: non disponibile\./)).toHaveTextContent(
      'per questo programma non ci sono pareri in attesa',
    );
    expect(screen.queryByRole('button', { name: /Inserisci parere regionale/ })).not.toBeInTheDocument();
    cleanup();

    const con = serverDelProgramma('IN_ISTRUTTORIA', {
      'GET /api/programma/getDatiGeneraliProgramma/5': { ...programma(5, 'IN_ISTRUTTORIA'), parereDaEsprimere: true },
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_REGIONE'], fetch: con.fetch });
    expect(await screen.findByRole('button', { name: 'Inserisci parere regionale 5' })).toBeInTheDocument();
    expect(screen.queryByText(/non disponibile/)).not.toBeInTheDocument();
  });

  it('says inside the approval dialog that the approval file is missing, and offers its upload there', async () => {
    const server = serverDelProgramma('VALIDATO', { [VERIFICA_APPROVAZIONE]: { esiste: false } });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_MINISTERO'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Approva programma 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva programma' });
    expect(
      await within(dialog).findByText('Manca il file di approvazione: caricalo qui, poi conferma l’approvazione.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Carica.*File di approvazione/)).toBeInTheDocument();
  });

  it('does not speak of a missing file once the approval file is there', async () => {
    const server = serverDelProgramma('VALIDATO', { [VERIFICA_APPROVAZIONE]: { esiste: true } });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_MINISTERO'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Approva programma 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva programma' });
    expect(await within(dialog).findByText('Caricato')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Manca il file di approvazione/)).not.toBeInTheDocument();
  });
});

describe('errors where they belong (issue 10)', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it("marks the dialog's field the server's 400 names, with the server's words", async () => {
    const server = serverDelProgramma('VALIDATO', {
      [VERIFICA_APPROVAZIONE]: { esiste: true },
      'PUT /api/programma/approvazioneprogramma/5': jsonAnswer(
        {
          message: 'Dati non validi: controlla i campi indicati',
          errors: { codiceCup: 'Il CUP è già assegnato a un altro programma' },
        },
        { status: 400 },
      ),
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_MINISTERO'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Approva programma 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva programma' });
    await userEvent.type(within(dialog).getByLabelText(/CUP/), CUP);
    await userEvent.type(within(dialog).getByLabelText(/COR/), '1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await within(dialog).findByText('Il CUP è già assegnato a un altro programma')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(dialog).getByLabelText(/CUP/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/COR/)).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows a 409's list of what is missing inside the dialog, one item each", async () => {
    const server = serverDelProgramma('BOZZA', {
      'GET /api/programma/eseguiValidazione/5': jsonAnswer(
        {
          message:
            'Il programma non può essere presentato: indicare il titolo del programma; ' +
            'aggiungere almeno un beneficiario.',
        },
        { status: 409 },
      ),
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_PROPONENTE'], cuaa: ['01234567897'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Presenta programma 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presenta programma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    const rifiuto = (await within(dialog).findByText(/Il programma non può essere presentato:/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(rifiuto).toBeInTheDocument();
    expect(
      within(rifiuto)
        .getAllByRole('listitem')
        .map((voce) => voce.textContent),
    ).toEqual(['indicare il titolo del programma', 'aggiungere almeno un beneficiario']);
    await waitFor(() => expect(dialog).toBeInTheDocument());
  });
});
