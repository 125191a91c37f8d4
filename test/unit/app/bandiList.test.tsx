import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from './support/memoryDataProvider';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

const BANDI = [
  { id: 1, idBando: 1, descrizione: 'Contratti di filiera 2024', numeroProgrammi: 12, tipologia: 'V' },
  { id: 2, idBando: 2, descrizione: 'Distretti del cibo 2024', numeroProgrammi: 4, tipologia: 'DC' },
  { id: 3, idBando: 3, descrizione: 'Filiera forestale', numeroProgrammi: 0, tipologia: 'F' },
];

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Lista bandi', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the calls with their columns, 10 per page, on the home page', async () => {
    const dataProvider = memoryDataProvider({ bandi: BANDI });
    await renderPortal({ dataProvider });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lista bandi' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Istanza/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Numero programmi presentati/ })).toBeInTheDocument();
    expect(within(rowOf('Contratti di filiera 2024')).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('bandi', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
  });

  it("opens each call's programmes by type: V, DC, and any other type", async () => {
    await renderPortal({ dataProvider: memoryDataProvider({ bandi: BANDI }) });

    const link = async (name: string) => (await screen.findByRole('link', { name: `Dettaglio ${name}` })).getAttribute('href');
    expect(await link('Contratti di filiera 2024')).toBe('/listaProgrammi/1');
    expect(await link('Distretti del cibo 2024')).toBe('/listaProgrammiDC/2');
    expect(await link('Filiera forestale')).toBe('/listaProgrammiF/3');
  });

  it("offers 'Scarica riepilogo' on type V calls only, and downloads it", async () => {
    const dataProvider = memoryDataProvider({ bandi: BANDI });
    await renderPortal({ dataProvider, roles: ['MBAC_VALI_ISMEA'] });

    const download = await screen.findByRole('button', { name: 'Scarica riepilogo Contratti di filiera 2024' });
    expect(screen.getAllByRole('button', { name: /Scarica riepilogo/ })).toHaveLength(1);
    await userEvent.click(download);
    expect(dataProvider.download).toHaveBeenCalledWith('bandi', 'scaricaRiepilogo', expect.objectContaining({ idBando: 1 }));
  });

  it("does not offer 'Scarica riepilogo' to a proponent", async () => {
    await renderPortal({ dataProvider: memoryDataProvider({ bandi: BANDI }), roles: ['MBAC_PROPONENTE'] });

    expect(await screen.findByRole('link', { name: 'Dettaglio Contratti di filiera 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scarica riepilogo/ })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataProvider = memoryDataProvider({});
    const otherLists = memoryDataProvider({});
    vi.mocked(dataProvider.getList).mockImplementation(async (resource, params) =>
      resource === 'bandi' ? Promise.reject(new Error('Servizio non disponibile')) : otherLists.getList(resource, params),
    );
    await renderPortal({ dataProvider });

    expect(await screen.findByText('Non ci sono elementi')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load the call list', expect.any(Error)));
  });
});
