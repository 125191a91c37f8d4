import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraduatoriaPubblica } from '../../../contract/graduatoria/pubblica';
import { i18nProvider } from '../../../i18n';
import { GraduatoriaPubblicaPagina } from '../../../src/pubblico/GraduatoriaPubblica';
import { bandoPubblico } from '../../../src/pubblico/indirizzo';
import { setScreenWidth } from '../app/support/renderList';
import { jsonAnswer } from '../dataProvider/fakeFetch';

const PUBBLICATA: GraduatoriaPubblica = {
  idBando: 7,
  descrizioneBando: 'Bando Distretti del Cibo di prova',
  punteggioMinimo: 35,
  budget: 1_000_000,
  versioneRegola: 'Regola di calcolo dei punteggi, versione 1',
  finalizzataIl: '2025-06-30T10:00:00.000Z',
  dataDecreto: '2025-07-15',
  parametri: [{ idParametro: 1, descrizione: 'Qualità del programma', livello: 'DOMANDA' }],
  righe: [
    {
      posizione: 1,
      idDomanda: 21,
      denominazione: 'Distretto dei Colli',
      denominazioneProponente: 'Consorzio Alfa',
      punteggio: 60,
      punteggi: [{ idParametro: 1, valore: 60 }],
      dataInoltro: '2025-02-01T09:00:00.000Z',
      importoRichiesto: 400_000,
      sopraSoglia: true,
      esito: 'FINANZIABILE',
      budgetResiduo: 600_000,
      spareggio: null,
    },
  ],
};

const t = (chiave: string, valori?: Record<string, unknown>) => i18nProvider.translate(chiave, valori);

describe('the public page of a final ranking', () => {
  beforeAll(() => i18nProvider.loadScreenTexts());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is reached at <base>pubblico/graduatorie/<idBando> and nowhere else', () => {
    expect(bandoPubblico('/contratti-filiera-fe/pubblico/graduatorie/7', '/contratti-filiera-fe/')).toBe(7);
    expect(bandoPubblico('/contratti-filiera-fe/graduatoria/7', '/contratti-filiera-fe/')).toBeNull();
  });

  it('answers a mistyped public address with the public «not found», never the staff sign-in', async () => {
    for (const sbagliato of ['pubblico/graduatorie/abc', 'pubblico/graduatorie/', 'pubblico/graduatoria/7'])
      expect(bandoPubblico(`/contratti-filiera-fe/${sbagliato}`, '/contratti-filiera-fe/')).toBe('non-valido');
    const fetch = vi.fn(async () => jsonAnswer(PUBBLICATA));
    vi.stubGlobal('fetch', fetch);
    render(<GraduatoriaPubblicaPagina idBando={null} t={t} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Graduatoria non trovata: non esiste o non è ancora definitiva.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the published rows with outcomes by name, the decree and the open data', async () => {
    const fetch = vi.fn(async () => jsonAnswer(PUBBLICATA));
    vi.stubGlobal('fetch', fetch);
    render(<GraduatoriaPubblicaPagina idBando={7} t={t} />);

    await screen.findByRole('heading', { name: 'Graduatoria definitiva: Bando Distretti del Cibo di prova' });
    expect(fetch).toHaveBeenCalledWith('/dati-aperti/graduatorie/7');
    const riga = within(screen.getByRole('rowheader', { name: 'Distretto dei Colli' }).closest('tr') as HTMLElement);
    expect(riga.getByText('Consorzio Alfa')).toBeInTheDocument();
    expect(riga.getByText('Finanziabile')).toBeInTheDocument();
    expect(screen.getByText(/Adottata con decreto del 15\/0?7\/2025\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dati aperti in CSV' })).toHaveAttribute(
      'href',
      '/dati-aperti/graduatorie/7/graduatoria.csv',
    );
  });

  it("on a phone shows one card a row, in the ranking's order, with no table to scroll", async () => {
    setScreenWidth(390);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer(PUBBLICATA)),
    );
    render(<GraduatoriaPubblicaPagina idBando={7} t={t} />);

    const elenco = await screen.findByRole('list', { name: 'Domande in graduatoria' });
    expect(elenco.tagName).toBe('OL');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [scheda] = within(elenco).getAllByRole('listitem');
    expect(within(scheda).getByText('Distretto dei Colli')).toBeInTheDocument();
    expect(within(scheda).getByText('Società capofila').nextElementSibling).toHaveTextContent('Consorzio Alfa');
    expect(within(scheda).getByText('Esito').nextElementSibling).toHaveTextContent('Finanziabile');
    expect(within(scheda).getByText('Budget residuo').nextElementSibling).toHaveTextContent(/^600\.000,00\s€$/);
  });

  it('says so when the ranking is not final yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer({ message: 'Risorsa non trovata' }, { status: 404 })),
    );
    render(<GraduatoriaPubblicaPagina idBando={7} t={t} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Graduatoria non trovata: non esiste o non è ancora definitiva.',
    );
  });
});
