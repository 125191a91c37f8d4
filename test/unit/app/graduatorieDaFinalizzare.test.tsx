import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { pagina, serverFinto } from './support/serverFinto';

const PRONTA = {
  idBando: 3,
  descrizioneBando: 'I Bando Distretti del Cibo – Avviso 2023',
  domandeValutate: 20,
  prontaDal: '2024-05-02T08:30:00.000Z',
  descrizioneIncarico: 'Finalizzare la graduatoria',
};

describe("the ministry's rankings to finalise", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('lists the calls whose ranking waits for it, each leading to its Graduatoria page', async () => {
    const server = serverFinto({
      'GET /api/bando/getListaBandi': [],
      'GET /api/programma/getListaIncarichi': (_request, url) => pagina([], url),
      'GET /apigen/graduatoria/getListaGraduatorieDaFinalizzare': [PRONTA],
    });
    await renderPortal({ roles: ['MBAC_MINISTERO'], fetch: server.fetch });

    const coda = await screen.findByRole('table', { name: 'Graduatorie da finalizzare' });
    const riga = (await within(coda).findByRole('cell', { name: 'Finalizzare la graduatoria' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(riga).getByRole('cell', { name: 'I Bando Distretti del Cibo – Avviso 2023' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: '20' })).toBeInTheDocument();
    expect(
      within(riga).getByRole('link', { name: 'Apri graduatoria: I Bando Distretti del Cibo – Avviso 2023' }),
    ).toHaveAttribute('href', '/graduatoria/3');
  });

  it('is not shown to the commission, which cannot finalise', async () => {
    const server = serverFinto({
      'GET /api/bando/getListaBandi': [],
      'GET /apigen/graduatoria/getListaGraduatorieDaFinalizzare': [PRONTA],
    });
    await renderPortal({ roles: ['MBAC_COMMISSIONE'], fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'Lista bandi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Graduatorie da finalizzare' })).not.toBeInTheDocument();
  });
});
