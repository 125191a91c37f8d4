import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from '../support/memoryDataProvider';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { BANDO, programma } from './fixtures';

const DETTAGLIO = '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/5';
const ISTRUTTORI = [
  { id: 'istruttore1', idUtente: 'istruttore1', nominativo: 'Irene Istruttrice', nProgrammiAssegnati: 2 },
  { id: 'istruttore2', idUtente: 'istruttore2', nominativo: 'Ivo Istruttore', nProgrammiAssegnati: 0 },
];
const ASSEGNATI_AL_5 = [{ id: 'istruttore2', utente: 'istruttore2', nominativo: 'Ivo Istruttore', assegnatoIl: '2024-05-02T09:00:00.000Z', assegnatoDa: 'coordinatore' }];

const portale = (idStato: Parameters<typeof programma>[1], roles: string[]) => {
  const dataProvider = memoryDataProvider({ bandi: [BANDO], programmi: [programma(5, idStato)], istruttoriIsmea: ISTRUTTORI });
  const elenchi = memoryDataProvider({ istruttoriIsmea: ISTRUTTORI, programmi: [] });
  vi.mocked(dataProvider.getList).mockImplementation(async (resource, params) =>
    resource === 'assegnatariProgramma'
      ? { data: (String(params.filter?.id) === '5' ? ASSEGNATI_AL_5 : []) as never[], total: 1 }
      : elenchi.getList(resource, params),
  );
  return { dataProvider, render: () => renderPortal({ path: DETTAGLIO, roles, dataProvider }) };
};

const scegli = async (dialog: HTMLElement, campo: string, opzione: string) => {
  await userEvent.click(await within(dialog).findByRole('combobox', { name: campo }));
  await userEvent.click(await screen.findByRole('option', { name: opzione }));
};

describe('programme detail: choosing people and leaving a removed draft', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets the coordinator assign an instructor chosen by name from the ISMEA instructors', async () => {
    const { dataProvider, render } = portale('PRESENTATO', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Assegna istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna istruttore' });
    await scegli(dialog, 'Istruttore', 'Ivo Istruttore');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() =>
      expect(dataProvider.action).toHaveBeenCalledWith('programmi', 'assegna', expect.objectContaining({ params: { utente: 'istruttore2' } })),
    );
  });

  it('offers to remove only the instructors assigned to this programme', async () => {
    const { dataProvider, render } = portale('IN_ISTRUTTORIA', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovi istruttore' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Istruttore' }));
    const opzioni = await screen.findAllByRole('option');
    expect(opzioni.map((opzione) => opzione.textContent)).toEqual(['Ivo Istruttore']);
    await userEvent.click(opzioni[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    await waitFor(() =>
      expect(dataProvider.action).toHaveBeenCalledWith('programmi', 'rimuoviAssegnatario', expect.objectContaining({ params: { utente: 'istruttore2' } })),
    );
  });

  it('asks for a choice instead of sending an empty instructor', async () => {
    const { dataProvider, render } = portale('PRESENTATO', ['MBAC_COOR_ISMEA']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Assegna istruttore 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna istruttore' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await within(dialog).findByText('Obbligatorio')).toBeInTheDocument();
    expect(dataProvider.action).not.toHaveBeenCalled();
  });

  it('takes the proponent back to the call’s programmes once the draft is deleted', async () => {
    const { dataProvider, render } = portale('BOZZA', ['MBAC_PROPONENTE']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Elimina bozza 5' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Elimina bozza' })).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { name: /Programmi di investimento/ })).toBeInTheDocument();
    expect(dataProvider.action).toHaveBeenCalledWith('programmi', 'elimina', expect.objectContaining({ record: expect.objectContaining({ id: 5 }) as RaRecord }));
  });

  it('hides an action as soon as the state it needed is gone, without a reload', async () => {
    const programmi = [programma(5, 'BOZZA')];
    const dataProvider = memoryDataProvider({ bandi: [BANDO], programmi });
    vi.mocked(dataProvider.action).mockImplementation(async () => {
      programmi[0] = programma(5, 'PRESENTATO');
      return programmi[0];
    });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_PROPONENTE'], dataProvider });

    await userEvent.click(await screen.findByRole('button', { name: 'Presenta programma 5' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Presenta programma' })).getByRole('button', { name: 'Conferma' }));

    expect((await screen.findAllByText('Presentato')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Presenta programma 5' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Elimina bozza 5' })).not.toBeInTheDocument();
  });
});
