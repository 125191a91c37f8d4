import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { CUAA, DETTAGLIO, domanda, serverDelleDomande } from './fixtures';

const STORICO = [
  {
    idAudit: 1,
    eseguitoIl: '2025-03-01T09:00:00.000Z',
    azione: 'inoltra',
    descrizioneAzione: 'Inoltra domanda',
    utente: 'proponente1',
    nominativo: 'Giovanni Bianchi',
    ruolo: 'MBAC_PROPONENTE',
    descrizioneRuolo: 'Proponente',
    statoDa: 'BOZZA',
    descrizioneStatoDa: 'Bozza',
    statoA: 'INOLTRATA',
    descrizioneStatoA: 'Inoltrata',
    note: null,
  },
  {
    idAudit: 2,
    eseguitoIl: '2025-03-02T09:00:00.000Z',
    azione: 'prendiInCarico',
    descrizioneAzione: 'Prendi in carico',
    utente: 'istruttore.dc',
    nominativo: 'Sara Conti',
    ruolo: 'MBAC_ISTRUTTORE',
    descrizioneRuolo: 'Istruttore distretti del cibo',
    statoDa: 'INOLTRATA',
    descrizioneStatoDa: 'Inoltrata',
    statoA: 'IN_ISTRUTTORIA',
    descrizioneStatoA: 'In istruttoria',
    note: 'Presa per la verifica dei documenti',
  },
];

describe("the application's Storico tab", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('shows the proponent who did what, from which state to which, by name and never by code', async () => {
    const fake = serverDelleDomande({
      'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'IN_ISTRUTTORIA'),
      'GET /apigen/domanda/getStoricoDomanda/12': STORICO,
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Storico' }));
    const tabella = await screen.findByRole('table', { name: 'Storico della domanda' });
    const righe = within(tabella)
      .getAllByRole('row')
      .filter((riga) => within(riga).queryAllByRole('cell').length > 0);
    expect(righe).toHaveLength(2);
    const celle = (riga: HTMLElement) =>
      within(riga)
        .getAllByRole('cell')
        .map((cella) => cella.textContent);
    // The latest first.
    expect(celle(righe[1])).toEqual(expect.arrayContaining(['Giovanni Bianchi', 'Proponente', 'Bozza', 'Inoltrata']));
    expect(celle(righe[0])).toEqual(
      expect.arrayContaining([
        'Sara Conti',
        'Istruttore distretti del cibo',
        'Prendi in carico',
        'Inoltrata',
        'In istruttoria',
        'Presa per la verifica dei documenti',
      ]),
    );
    expect(tabella).not.toHaveTextContent(/IN_ISTRUTTORIA|MBAC_|istruttore\.dc|prendiInCarico/);
  });
});
