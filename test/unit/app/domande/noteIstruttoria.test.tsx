import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { DETTAGLIO, domanda, serverDelleDomande } from './fixtures';

const SALVA_NOTA = '/apigen/istruttoria/salvaNotaIstruttoria/12';

describe('the review notes of an application', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('marks a note over 4000 characters, keeps it whole and sends nothing; once saved, the field empties', async () => {
    const fake = serverDelleDomande({
      'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'IN_ISTRUTTORIA', { inCaricoAMe: true }),
      'GET /apigen/istruttoria/listaNoteIstruttoria/12': [],
      'GET /apigen/istruttoria/listaAllegatiIstruttoria/12': [],
      [`POST ${SALVA_NOTA}`]: (request) => ({ idNota: 1, idDomanda: 12, ...JSON.parse(String(request.body)) }),
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_ISTRUTTORE'], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Istruttoria' }));
    const note = await screen.findByRole('region', { name: 'Note istruttorie' });
    const nota = await within(note).findByRole('textbox', { name: /Nuova nota istruttoria/ });
    await userEvent.click(nota);
    await userEvent.paste('n'.repeat(4001));
    await userEvent.click(within(note).getByRole('button', { name: 'Salva nota' }));

    expect(await within(note).findByText('Deve contenere al massimo 4000 caratteri')).toHaveAttribute('role', 'alert');
    expect(nota).toHaveAttribute('aria-invalid', 'true');
    expect(nota).toHaveValue('n'.repeat(4001));
    expect(fake.inviate('POST', SALVA_NOTA)).toHaveLength(0);

    await userEvent.type(nota, '{Backspace}');
    await userEvent.click(within(note).getByRole('button', { name: 'Salva nota' }));
    await waitFor(() => expect(fake.inviate('POST', SALVA_NOTA)).toHaveLength(1));
    expect(JSON.parse(String(fake.inviate('POST', SALVA_NOTA)[0].body))).toEqual({
      idDomanda: 12,
      testo: 'n'.repeat(4000),
    });
    // Saved, the field is empty for the next note.
    await waitFor(() => expect(nota).toHaveValue(''));
  });
});
