import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { pagina, serverFinto } from './support/serverFinto';

const incarico = (id: number, stato: string, descrizioneIncarico: string, scadenza: string | null) => ({
  idProgrammaInvestimento: id,
  idBando: 2,
  cuaa: '01234567897',
  denominazione: `Filiera ${id}`,
  codRegione: '12',
  idStato: stato,
  descrizioneStato: stato === 'IN_INTEGRAZIONE' ? 'In integrazione' : 'Preavviso di rigetto',
  statoDal: '2024-05-01T10:00:00.000Z',
  azione: stato === 'IN_INTEGRAZIONE' ? 'inviaIntegrazioni' : 'inviaControDeduzioni',
  descrizioneIncarico,
  scadenzaControdeduzioni: scadenza,
  giorniInIntegrazione: null,
  integrazioneScaduta: false,
});

const INCARICHI = [
  incarico(7, 'IN_INTEGRAZIONE', 'Inviare le integrazioni richieste', null),
  {
    ...incarico(8, 'PREAVVISO_RIGETTO', 'Rispondere al preavviso di rigetto', '2024-05-11'),
    statoDal: '2024-05-03T10:00:00.000Z',
  },
];

const BOZZA = {
  idDomanda: 41,
  idBando: 3,
  cuaaProponente: '01234567897',
  denominazione: 'Distretto dei Castelli',
  idStato: 'BOZZA',
  descrizioneStato: 'Bozza',
  statoDal: '2024-05-02T10:00:00.000Z',
  azione: 'inoltra',
  descrizioneIncarico: 'Completare e inoltrare la domanda',
  // What its forwarding would find missing first: a site of a beneficiary.
  primaMancanza: 'beneficiari.9.sedi',
};

describe("the proponent's work queue", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('shows the integration requests and the notices of rejection waiting for them, with the deadline', async () => {
    const server = serverFinto({
      'GET /api/bando/getListaBandi': [],
      'GET /api/programma/getListaIncarichi': (_request, url) => pagina(INCARICHI, url),
      'GET /apigen/domanda/getListaIncarichi': (_request, url) => pagina([BOZZA], url),
    });
    await renderPortal({ roles: ['MBAC_PROPONENTE'], fetch: server.fetch });

    await screen.findByRole('heading', { name: 'Le mie attività' });
    // One list for both halves, oldest first: the draft (2 May) between the two programmes (1 and 3 May).
    const coda = await screen.findByRole('table', { name: 'Le mie attività' });
    await within(coda).findByRole('cell', { name: 'Distretto dei Castelli' });
    expect(
      within(coda)
        .getAllByRole('row')
        .slice(1)
        .map((riga) => within(riga).getAllByRole('cell')[1].textContent),
    ).toEqual(['Filiera 7', 'Distretto dei Castelli', 'Filiera 8']);
    const integrazione = (await within(coda).findByRole('cell', { name: 'Inviare le integrazioni richieste' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(integrazione).getByRole('cell', { name: 'Filiera 7' })).toBeInTheDocument();
    const preavviso = within(coda)
      .getByRole('cell', { name: 'Rispondere al preavviso di rigetto' })
      .closest('tr') as HTMLElement;
    expect(within(preavviso).getByRole('cell', { name: '11/05/2024' })).toBeInTheDocument();
    expect(
      within(preavviso).getByRole('link', { name: 'Apri Filiera 8: Rispondere al preavviso di rigetto' }),
    ).toHaveAttribute('href', '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/8');

    // Its food-district draft opens where its work is: the beneficiaries, one of which lacks a site.
    expect(
      within(coda).getByRole('link', { name: 'Apri Distretto dei Castelli: Completare e inoltrare la domanda' }),
    ).toHaveAttribute('href', '/dettaglioProgrammaDC/idBando/3/idDomanda/41?scheda=beneficiari');
    expect(screen.getAllByRole('table', { name: /attività|Programmi|Domande/ })).toHaveLength(1);
  });
});
