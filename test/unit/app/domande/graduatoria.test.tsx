import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Graduatoria, RigaGraduatoria } from '../../../../contract/graduatoria/record';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { serverFinto } from '../support/serverFinto';
import { setScreenWidth } from '../support/renderList';
import { ID_BANDO } from './fixtures-valutazione';

const riga = (
  posizione: number,
  denominazioneProponente: string,
  punteggio: number,
  importoRichiesto: number,
  esito: RigaGraduatoria['esito'],
  budgetResiduo: number,
  spareggio: RigaGraduatoria['spareggio'],
  dataInoltro = `2025-02-0${posizione}T09:00:00.000Z`,
): RigaGraduatoria => ({
  posizione,
  idDomanda: 20 + posizione,
  denominazione: `Distretto ${denominazioneProponente}`,
  denominazioneProponente,
  punteggio,
  punteggi: [
    { idParametro: 1, descrizione: 'Qualità del programma', livello: 'DOMANDA', valore: punteggio - 8.33 },
    { idParametro: 2, descrizione: 'Sostenibilità ambientale', livello: 'BENEFICIARIO', valore: 8.33 },
  ],
  dataInoltro,
  importoRichiesto,
  sopraSoglia: punteggio >= 35,
  esito,
  budgetResiduo,
  spareggio,
});

/**
 * Written by hand: minimum 35, budget 1.000.000. Positions 2 and 3 tie on 50 (2 forwarded first); the
 * budget left after 2 (300.000) does not cover 3 (350.000), so 3 and 4 are not funded; 5 is under the minimum.
 */
const PROVVISORIA: Graduatoria = {
  idBando: ID_BANDO,
  descrizioneBando: 'Bando Distretti del Cibo di prova',
  definitiva: false,
  punteggioMinimo: 35,
  budget: 1_000_000,
  versioneRegola: 'Regola di calcolo dei punteggi, versione 1',
  finalizzataIl: null,
  dataDecreto: null,
  righe: [
    riga(1, 'Consorzio Alfa', 60, 400_000, 'FINANZIABILE', 600_000, 'PUNTEGGIO'),
    riga(2, 'Cantina Beta', 50, 300_000, 'FINANZIABILE', 300_000, 'INOLTRO'),
    riga(3, 'Forno Gamma', 50, 350_000, 'AMMESSA_NON_FINANZIATA', 300_000, 'PUNTEGGIO'),
    riga(4, 'Oleificio Delta', 40, 100_000, 'AMMESSA_NON_FINANZIATA', 300_000, 'PUNTEGGIO'),
    riga(5, 'Caseificio Epsilon', 20, 50_000, 'ESCLUSA', 300_000, null),
  ],
};

const portale = (roles: string[]) => {
  let finalizzata = false;
  const server = serverFinto({
    [`GET /apigen/graduatoria/visualizzaGraduatoria/${ID_BANDO}`]: () =>
      finalizzata ? { ...PROVVISORIA, definitiva: true, finalizzataIl: '2025-06-30T10:00:00.000Z' } : PROVVISORIA,
    [`GET /apigen/graduatoria/downloadExcel/${ID_BANDO}`]: new Response('xlsx', {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="graduatoria-provvisoria-bando-${ID_BANDO}.xlsx"`,
      },
    }),
    [`GET /apigen/graduatoria/finalizzaGraduatoria/${ID_BANDO}`]: () => {
      finalizzata = true;
      return { ...PROVVISORIA, definitiva: true, finalizzataIl: '2025-06-30T10:00:00.000Z' };
    },
  });
  return { server, render: () => renderPortal({ path: `/graduatoria/${ID_BANDO}`, roles, fetch: server.fetch }) };
};

const PROPONENTI = ['Consorzio Alfa', 'Cantina Beta', 'Forno Gamma', 'Oleificio Delta', 'Caseificio Epsilon'];

const perche = async (posizione: number) => {
  const nome = `Perché qui: ${PROPONENTI[posizione - 1]}, posizione ${posizione}`;
  const pulsante = await screen.findByRole('button', { name: nome });
  await userEvent.click(pulsante);
  expect(pulsante).toHaveAttribute('aria-expanded', 'true');
  return document.getElementById(String(pulsante.getAttribute('aria-controls'))) as HTMLElement;
};

describe("a DC call's ranking", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a provisional ranking: outcomes by name, threshold and budget, a chart that says so', async () => {
    const { render } = portale(['MBAC_COMMISSIONE']);
    await render();

    await screen.findByRole('heading', { name: 'Graduatoria: Bando Distretti del Cibo di prova' });
    expect(screen.getByText('Provvisoria')).toBeInTheDocument();
    expect(screen.getByText('Punteggio minimo').nextElementSibling).toHaveTextContent('35');
    expect(screen.getByText('Budget').nextElementSibling).toHaveTextContent(/^1\.000\.000,00\s€$/);
    const tabella = screen.getByRole('table', { name: 'Domande in graduatoria' });
    const gamma = within(tabella)
      .getByRole('rowheader', { name: /Forno Gamma/ })
      .closest('tr') as HTMLElement;
    expect(within(gamma).getByText('Ammessa non finanziata')).toBeInTheDocument();
    expect(within(gamma).getByText(/^300\.000,00\s€$/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Punteggi della graduatoria, soglia e linea di finanziamento' }),
    ).toHaveAccessibleDescription(
      'Barre dei punteggi in ordine di graduatoria; soglia minima a 35 punti; ' +
        '2 domande sopra la linea di finanziamento.',
    );
    // Finalising is the ministry's.
    expect(screen.queryByRole('button', { name: /^Finalizza graduatoria/ })).not.toBeInTheDocument();
  });

  it('explains each row: scores per parameter, the tie-break, the threshold and the budget', async () => {
    const { render } = portale(['MBAC_COMMISSIONE']);
    await render();

    const prima = await perche(1);
    expect(within(prima).getByText('Qualità del programma: 51,67')).toBeInTheDocument();
    expect(within(prima).getByText('Sostenibilità ambientale: 8,33 (media dei beneficiari)')).toBeInTheDocument();
    expect(within(prima).getByText('Sopra la posizione 2 per punteggio: 60 contro 50.')).toBeInTheDocument();
    expect(
      within(prima).getByText(
        /^Finanziata: richiede 400\.000,00\s€, il budget passa da 1\.000\.000,00\s€ a 600\.000,00\s€\.$/,
      ),
    ).toBeInTheDocument();
    const seconda = await perche(2);
    expect(
      within(seconda).getByText(/^Pari punteggio con la posizione 3: sopra perché inoltrata prima/),
    ).toBeInTheDocument();
    const terza = await perche(3);
    expect(
      within(terza).getByText(
        /^Non finanziata: richiede 350\.000,00\s€, il budget residuo di 300\.000,00\s€ non la copre\.$/,
      ),
    ).toBeInTheDocument();
    const quarta = await perche(4);
    expect(within(quarta).getByText(/^Non finanziata: una domanda che la precede non è coperta/)).toBeInTheDocument();
    const quinta = await perche(5);
    expect(within(quinta).getByText('Sotto il punteggio minimo di 35: esclusa.')).toBeInTheDocument();
    expect(within(quinta).getByText('Ultima della graduatoria.')).toBeInTheDocument();
  });

  it("on a phone shows one card a row, in the ranking's order, each explaining itself", async () => {
    setScreenWidth(390);
    const { render } = portale(['MBAC_COMMISSIONE']);
    await render();

    const elenco = await screen.findByRole('list', { name: 'Domande in graduatoria' });
    expect(elenco.tagName).toBe('OL');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const schede = within(elenco).getAllByRole('listitem');
    expect(schede.map((scheda) => scheda.querySelector('.scheda-titolo')?.textContent)).toEqual([
      'Consorzio Alfa',
      'Cantina Beta',
      'Forno Gamma',
      'Oleificio Delta',
      'Caseificio Epsilon',
    ]);
    const gamma = within(schede[2]);
    expect(gamma.getByText('Programma: Distretto Forno Gamma')).toBeInTheDocument();
    expect(gamma.getByText('Posizione').nextElementSibling).toHaveTextContent('3');
    expect(gamma.getByText('Esito').nextElementSibling).toHaveTextContent('Ammessa non finanziata');
    expect(gamma.getByText('Budget residuo').nextElementSibling).toHaveTextContent(/^300\.000,00\s€$/);

    const spiegazione = await perche(3);
    expect(schede[2]).toContainElement(spiegazione);
    expect(
      within(spiegazione).getByText(
        /^Non finanziata: richiede 350\.000,00\s€, il budget residuo di 300\.000,00\s€ non la copre\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('downloads the ranking in Excel under the name the server gives', async () => {
    // jsdom has no object URLs: this stands in for the browser's, to see the file it is handed.
    Object.assign(URL, { createObjectURL: () => 'blob:graduatoria', revokeObjectURL: () => undefined });
    const scaricati: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      scaricati.push(this.download);
    });
    const { render } = portale(['MBAC_COMMISSIONE']);
    await render();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Graduatoria in Excel Bando Distretti del Cibo di prova' }),
    );
    await waitFor(() => expect(scaricati).toEqual([`graduatoria-provvisoria-bando-${ID_BANDO}.xlsx`]));
  });

  it('lets the ministry finalise after confirming, and then says the ranking is final', async () => {
    const { server, render } = portale(['MBAC_MINISTERO']);
    await render();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Finalizza graduatoria Bando Distretti del Cibo di prova' }),
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Finalizza graduatoria' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conferma' }));

    await screen.findByText('Definitiva');
    expect(server.inviate('GET', `/finalizzaGraduatoria/${ID_BANDO}`)).toHaveLength(1);
    expect(screen.queryByText('Provvisoria')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Finalizza graduatoria/ })).not.toBeInTheDocument(),
    );
  });
});
