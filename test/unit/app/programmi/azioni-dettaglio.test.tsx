import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { intero } from '../support/serverFinto';
import { DETTAGLIO, programma, serverDelProgramma, STATI } from './fixtures';

const ISTRUTTORI = [
  { idUtente: 'istruttore1', nominativo: 'Irene Istruttrice', nProgrammiAssegnati: 2 },
  { idUtente: 'istruttore2', nominativo: 'Ivo Istruttore', nProgrammiAssegnati: 0 },
];
const ASSEGNATI_AL_5 = [
  {
    utente: 'istruttore2',
    nominativo: 'Ivo Istruttore',
    assegnatoIl: '2024-05-02T09:00:00.000Z',
    assegnatoDa: 'coordinatore',
  },
];

const portale = (idStato: StatoProgramma, roles: string[]) => {
  const server = serverDelProgramma(idStato, {
    'GET /api/programma/getListaIstruttoriIsmea': ISTRUTTORI,
    'GET /api/programma/listaAssegnatari/5': ASSEGNATI_AL_5,
    'GET /api/programma/getListaProgrammiInvestimento': [],
    'GET /api/programma/getListaStatiProgramma': intero(STATI),
    'GET /api/programma/assegnaPratica/5/istruttore2': programma(5, 'IN_ISTRUTTORIA'),
    'DELETE /api/programma/rimuoviAssegnatario/5/istruttore2': programma(5, 'PRESENTATO'),
    'DELETE /api/programma/eliminaProgrammaInvestimento/5': new Response(null, { status: 204 }),
  });
  return { server, render: () => renderPortal({ path: DETTAGLIO, roles, fetch: server.fetch }) };
};

/** Types the start of a name into the typeahead and picks the suggestion. */
const scegli = async (dialog: HTMLElement, campo: string, opzione: string) => {
  const campoScelta = await within(dialog).findByRole('combobox', { name: campo });
  await waitFor(() => expect(campoScelta).toBeEnabled());
  await userEvent.type(campoScelta, opzione.slice(0, 3));
  await userEvent.click(await screen.findByRole('option', { name: opzione }));
};

describe('programme detail: choosing people and leaving a removed draft', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets the coordinator assign an instructor chosen by name from the ISMEA instructors', async () => {
    const { server, render } = portale('PRESENTATO', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Assegna istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna istruttore' });
    await scegli(dialog, 'Istruttore', 'Ivo Istruttore');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(server.inviate('GET', '/api/programma/assegnaPratica/5/istruttore2')).toHaveLength(1));
  });

  it('offers to remove only the instructors assigned to this programme', async () => {
    const { server, render } = portale('IN_ISTRUTTORIA', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovi istruttore' });
    const istruttore = await within(dialog).findByRole('combobox', { name: 'Istruttore' });
    await waitFor(() => expect(istruttore).toBeEnabled());
    await userEvent.click(istruttore);
    await userEvent.keyboard('{ArrowDown}');
    const opzioni = await screen.findAllByRole('option');
    expect(opzioni.map((opzione) => opzione.textContent)).toEqual(['Ivo Istruttore']);
    await userEvent.click(opzioni[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() =>
      expect(server.inviate('DELETE', '/api/programma/rimuoviAssegnatario/5/istruttore2')).toHaveLength(1),
    );
  });

  it('asks for a choice instead of sending an empty instructor', async () => {
    const { server, render } = portale('PRESENTATO', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Assegna istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna istruttore' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await within(dialog).findByText('Obbligatorio')).toBeInTheDocument();
    expect(server.inviate('GET', '/api/programma/assegnaPratica')).toEqual([]);
  });

  it('takes the proponent back to the call’s programmes once the draft is deleted', async () => {
    const { server, render } = portale('BOZZA', ['MBAC_PROPONENTE']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Elimina bozza 5' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Elimina bozza' })).getByRole('button', { name: 'Conferma' }),
    );

    expect(await screen.findByRole('heading', { name: /Programmi di investimento/ })).toBeInTheDocument();
    expect(server.inviate('DELETE', '/api/programma/eliminaProgrammaInvestimento/5')).toHaveLength(1);
  });

  it('hides an action as soon as the state it needed is gone, without a reload', async () => {
    let stato: StatoProgramma = 'BOZZA';
    const server = serverDelProgramma('BOZZA', {
      'GET /api/programma/getDatiGeneraliProgramma/5': () => programma(5, stato),
      'GET /api/programma/eseguiValidazione/5': () => {
        stato = 'PRESENTATO';
        return programma(5, stato);
      },
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_PROPONENTE'], fetch: server.fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Presenta programma 5' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Presenta programma' })).getByRole('button', {
        name: 'Conferma',
      }),
    );

    expect((await screen.findAllByText('Presentato')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Presenta programma 5' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Elimina bozza 5' })).not.toBeInTheDocument();
  });
});
