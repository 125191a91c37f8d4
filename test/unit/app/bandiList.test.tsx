import { testoDelBlob } from '../support/testoDelBlob';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { queryDi, serverFinto } from './support/serverFinto';

const BANDI = [
  { idBando: 1, descrizione: 'Contratti di filiera 2024', numeroProgrammi: 12, tipologia: 'V' },
  { idBando: 2, descrizione: 'Distretti del cibo 2024', numeroProgrammi: 4, tipologia: 'DC' },
  { idBando: 3, descrizione: 'Filiera forestale', numeroProgrammi: 0, tipologia: 'F' },
];
const LISTA = 'GET /api/bando/getListaBandi';

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Lista bandi', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the calls with their columns, 10 per page, on the home page', async () => {
    const server = serverFinto({ [LISTA]: BANDI });
    await renderPortal({ fetch: server.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lista bandi' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Istanza/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Programmi o domande presentati/ })).toBeInTheDocument();
    expect(within(rowOf('Contratti di filiera 2024')).getByRole('cell', { name: '12 programmi' })).toBeInTheDocument();
    expect(queryDi(server.inviate('GET', '/api/bando/getListaBandi')[0])).toMatchObject({ _start: '0', _end: '10' });
  });

  it('counts applications on a food-district call and programmes on any other', async () => {
    const bandi = [
      ...BANDI,
      { idBando: 4, descrizione: 'Distretti del cibo 2025', numeroProgrammi: 1, tipologia: 'DC' },
    ];
    await renderPortal({ fetch: serverFinto({ [LISTA]: bandi }).fetch });

    const conteggio = async (name: string) => {
      await screen.findByRole('cell', { name });
      return within(rowOf(name)).getAllByRole('cell')[1].textContent;
    };
    expect(await conteggio('Distretti del cibo 2024')).toBe('4 domande');
    expect(await conteggio('Distretti del cibo 2025')).toBe('1 domanda');
    expect(await conteggio('Contratti di filiera 2024')).toBe('12 programmi');
    expect(await conteggio('Filiera forestale')).toBe('0 programmi');
  });

  it("opens each call's programmes by type: V, DC, and any other type", async () => {
    await renderPortal({ fetch: serverFinto({ [LISTA]: BANDI }).fetch });

    const link = async (name: string) =>
      (await screen.findByRole('link', { name: `Dettaglio ${name}` })).getAttribute('href');
    expect(await link('Contratti di filiera 2024')).toBe('/listaProgrammi/1');
    expect(await link('Distretti del cibo 2024')).toBe('/listaProgrammiDC/2');
    expect(await link('Filiera forestale')).toBe('/listaProgrammiF/3');
  });

  it.each([['MBAC_ISTRUTTORE'], ['MBAC_COMMISSIONE']])(
    "offers %s 'Dettaglio' only on the food-district calls it may open",
    async (ruolo) => {
      await renderPortal({ fetch: serverFinto({ [LISTA]: BANDI }).fetch, roles: [ruolo] });

      expect(await screen.findByRole('link', { name: 'Dettaglio Distretti del cibo 2024' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Dettaglio Contratti di filiera 2024' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Dettaglio Filiera forestale' })).not.toBeInTheDocument();
    },
  );

  it("offers 'Scarica riepilogo' on type V calls only, and downloads it under the server's file name", async () => {
    // jsdom has no object URLs: this stands in for the browser's, to see the file it is handed.
    const salvato = vi.fn((_file: Blob) => 'blob:riepilogo');
    Object.assign(URL, { createObjectURL: salvato, revokeObjectURL: () => undefined });
    const scaricati: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      scaricati.push(this.download);
    });
    const server = serverFinto({
      [LISTA]: BANDI,
      'GET /api/bando/generaExcelRiepilogoBando/1': new Response('xlsx', {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="riepilogo-bando-1.xlsx"',
        },
      }),
    });
    await renderPortal({ fetch: server.fetch, roles: ['MBAC_VALI_ISMEA'] });

    const download = await screen.findByRole('button', { name: 'Scarica riepilogo Contratti di filiera 2024' });
    expect(screen.getAllByRole('button', { name: /Scarica riepilogo/ })).toHaveLength(1);
    await userEvent.click(download);
    await waitFor(() => expect(scaricati).toEqual(['riepilogo-bando-1.xlsx']));
    expect(await testoDelBlob(salvato.mock.calls[0][0] as Blob)).toBe('xlsx');
  });

  it("does not offer 'Scarica riepilogo' to a proponent", async () => {
    await renderPortal({ fetch: serverFinto({ [LISTA]: BANDI }).fetch, roles: ['MBAC_PROPONENTE'] });

    expect(await screen.findByRole('link', { name: 'Dettaglio Contratti di filiera 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scarica riepilogo/ })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFinto({
      [LISTA]: new Response(JSON.stringify({ message: 'Servizio non disponibile' }), { status: 503 }),
    });
    await renderPortal({ fetch: server.fetch });

    // The ministry's home also shows its work queues, each a section with its own (empty) table: the calls' is not.
    // Each part appears when its own answer is drawn, in any order: both are awaited.
    await waitFor(() =>
      expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-labelledby'))).toEqual([
        'le-mie-attivita',
        'graduatorie-da-finalizzare',
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByText('Non ci sono elementi').filter((alert) => !alert.closest('section'))).toHaveLength(1),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load the call list', expect.any(Error)));
  });
});
