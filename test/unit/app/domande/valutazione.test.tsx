import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { pagina, serverFinto, type Rotte } from '../support/serverFinto';
import { dettaglioPath, domanda } from './fixtures-valutazione';

const QUALITA = { idParametro: 1, idBando: 7, descrizione: 'Qualità del programma', livello: 'DOMANDA', ordine: 1 };
const AMBIENTE = {
  idParametro: 2,
  idBando: 7,
  descrizione: 'Sostenibilità ambientale',
  livello: 'BENEFICIARIO',
  ordine: 2,
};
const senzaEvidenza = {
  idAllegatoEvidenza: null,
  nomeFileEvidenza: null,
  categoriaEvidenza: null,
  paginaEvidenza: null,
  lunghezzaMinimaMotivazione: 30,
};
const nessuno = {
  idPunteggio: null,
  valore: null,
  descrizionePunteggio: null,
  note: null,
  motivazione: null,
  ...senzaEvidenza,
  salvataDa: null,
  salvataIl: null,
};
const MOTIVAZIONE = 'Programma coerente con il piano del distretto e documentato';
const dato = (idPunteggio: number, valore: number, descrizionePunteggio: string, note: string | null = null) => ({
  idPunteggio,
  valore,
  descrizionePunteggio,
  note,
  motivazione: MOTIVAZIONE,
  ...senzaEvidenza,
  salvataDa: 'commissione',
  salvataIl: '2025-03-02T10:00:00.000Z',
});
const allegato = (
  idAllegato: number,
  idBeneficiario: number | null,
  descrizioneCategoria: string,
  nomeFile: string,
) => ({
  idAllegato,
  idDomanda: 5,
  idBeneficiario,
  idCategoria: 1,
  descrizioneCategoria,
  dataScadenza: null,
  scaduto: false,
  nomeFile,
  tipoFile: 'pdf',
  dimensione: 1024,
  sha256: 'b'.repeat(64),
  caricatoDa: 'proponente1',
  caricatoDaNome: 'Mario Rossi',
  caricatoIl: '2025-01-10T10:00:00.000Z',
});
const beneficiario = (idBeneficiario: number, denominazione: string) => ({
  idBeneficiario,
  idDomanda: 5,
  codiceFiscale: `0000000000${idBeneficiario}`,
  denominazione,
  investimentoRichiesto: 100000,
  mail: null,
  pec: null,
  nSedi: 1,
  creatoIl: '2025-01-01T10:00:00.000Z',
});

/** Application 5: 'Buona' (20) on its parameter; two of its three beneficiaries 'Buona' (10), the third unscored. */
const BENEFICIARI = [
  beneficiario(11, 'Frantoio Alfa'),
  beneficiario(12, 'Cantina Beta'),
  beneficiario(13, 'Forno Gamma'),
];

const portale = (idStato: StatoDomanda, roles: string[], altre: Rotte = {}) => {
  const server = serverFinto({
    'GET /apigen/domanda/dettaglioProponente/5': domanda(5, idStato),
    'GET /apigen/valutazione/listaValutazioneProgramma/5': [{ ...QUALITA, ...dato(12, 20, 'Buona', 'Coerente') }],
    'GET /apigen/beneficiario/listaBeneficiari/5': BENEFICIARI,
    'GET /apigen/valutazione/listaValutazioneBeneficiario/11': [{ ...AMBIENTE, ...dato(23, 10, 'Buona') }],
    'GET /apigen/valutazione/listaValutazioneBeneficiario/12': [{ ...AMBIENTE, ...dato(23, 10, 'Buona') }],
    'GET /apigen/valutazione/listaValutazioneBeneficiario/13': [{ ...AMBIENTE, ...nessuno }],
    'GET /apigen/valutazione/listaPunteggi/1': [
      { idPunteggio: 10, idParametro: 1, valore: 0, descrizione: 'Insufficiente' },
      { idPunteggio: 11, idParametro: 1, valore: 10, descrizione: 'Sufficiente' },
      { idPunteggio: 12, idParametro: 1, valore: 20, descrizione: 'Buona' },
    ],
    'GET /apigen/valutazione/listaPunteggi/2': [
      { idPunteggio: 21, idParametro: 2, valore: 0, descrizione: 'Assente' },
      { idPunteggio: 22, idParametro: 2, valore: 5, descrizione: 'Parziale' },
      { idPunteggio: 23, idParametro: 2, valore: 10, descrizione: 'Buona' },
    ],
    'GET /apigen/allegato/listaAllegatiDomanda/5': [allegato(41, null, 'Relazione tecnica', 'relazione.pdf')],
    'GET /apigen/beneficiario/listaAllegatiBeneficiario/11': [],
    'GET /apigen/beneficiario/listaAllegatiBeneficiario/12': [],
    'GET /apigen/beneficiario/listaAllegatiBeneficiario/13': [
      allegato(43, 13, 'Preventivi di spesa', 'preventivi.pdf'),
    ],
    'GET /apigen/valutazione/listaAllegatoValutazione/5': [
      {
        idDomanda: 5,
        nomeFile: 'verbale-seduta.pdf',
        tipoFile: 'pdf',
        dimensione: 1024,
        sha256: 'a'.repeat(64),
        caricatoDa: 'commissione',
        caricatoDaNome: 'Luca De Luca',
        caricatoIl: '2025-03-02T10:00:00.000Z',
      },
    ],
    'POST /apigen/valutazione/salvaValutazioneBeneficiario/13': [{ ...AMBIENTE, ...dato(22, 5, 'Parziale') }],
    'GET /apigen/graduatoria/sbloccaValutazione/5': () =>
      jsonAnswer(
        { message: 'La graduatoria del bando è definitiva: la valutazione non può essere riaperta.' },
        { status: 409 },
      ),
    'GET /apigen/valutazione/concludiValutazioneDomanda/5': () =>
      jsonAnswer(
        {
          message: 'La valutazione non può essere conclusa',
          errors: {
            'beneficiari.13.parametri.2': 'Manca il punteggio di «Sostenibilità ambientale» per «Forno Gamma»',
          },
        },
        { status: 409 },
      ),
    ...altre,
  });
  return { server, render: () => renderPortal({ path: dettaglioPath(5), roles, fetch: server.fetch }) };
};

const apriValutazione = async () => userEvent.click(await screen.findByRole('tab', { name: 'Valutazione' }));

describe("the commission's Valutazione tab", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers the allowed scores by name and value, and keeps the total with the beneficiaries’ mean', async () => {
    const { server, render } = portale('IN_VALUTAZIONE', ['MBAC_COMMISSIONE']);
    await render();
    await apriValutazione();

    // 20 + mean(10, 10) = 30 with 3 of the 4 scores given.
    await screen.findByText('Punteggio totale 30: 3 di 4 valutati');
    const qualita = await screen.findByRole('radiogroup', { name: 'Qualità del programma' });
    expect(await within(qualita).findByRole('radio', { name: 'Buona (20 punti)' })).toBeChecked();
    const gamma = screen.getByRole('region', { name: 'Parametri di Forno Gamma' });
    await userEvent.click(await within(gamma).findByRole('radio', { name: 'Parziale (5 punti)' }));
    // 20 + (10 + 10 + 5) / 3 = 20 + 8,33 (half up).
    await screen.findByText('Punteggio totale 28,33: 4 di 4 valutati');

    await userEvent.type(within(gamma).getByLabelText('Note su «Sostenibilità ambientale»'), 'Solo pannelli');
    await userEvent.click(within(gamma).getByLabelText(/^Motivazione di «Sostenibilità ambientale»/));
    await userEvent.paste(MOTIVAZIONE);
    await userEvent.click(within(gamma).getByRole('button', { name: 'Salva punteggi di Forno Gamma' }));
    await screen.findByText('Punteggi salvati');
    const [salvataggio] = server.inviate('POST', '/salvaValutazioneBeneficiario/13');
    expect(JSON.parse(String(salvataggio.body))).toEqual({
      valutazioni: [
        {
          idParametro: 2,
          idPunteggio: 22,
          motivazione: MOTIVAZIONE,
          idAllegatoEvidenza: null,
          paginaEvidenza: null,
          note: 'Solo pannelli',
        },
      ],
    });

    const verbale = screen.getByRole('region', { name: 'Verbale della commissione' });
    expect(within(verbale).getByRole('button', { name: 'Scarica verbale-seduta.pdf' })).toBeInTheDocument();
    expect(within(verbale).getByRole('button', { name: 'Carica verbale della commissione' })).toBeInTheDocument();
  });

  it('waits for the beneficiaries before giving a total or a way to save', async () => {
    let rispondi = () => {};
    const risposta = new Promise<void>((resolve) => (rispondi = resolve));
    const { render } = portale('IN_VALUTAZIONE', ['MBAC_COMMISSIONE'], {
      'GET /apigen/beneficiario/listaBeneficiari/5': async (_request: unknown, url: URL) => {
        await risposta;
        return pagina(BENEFICIARI, url);
      },
    });
    await render();
    await apriValutazione();

    const tab = screen.getByRole('tabpanel');
    await within(tab).findByText('Attendere...');
    expect(within(tab).queryByText(/^Punteggio totale/)).not.toBeInTheDocument();
    expect(within(tab).queryByRole('button', { name: /^Salva punteggi/ })).not.toBeInTheDocument();
    rispondi();
    await screen.findByText('Punteggio totale 30: 3 di 4 valutati');
    expect(screen.getAllByRole('button', { name: /^Salva punteggi/ })).toHaveLength(4);
  });

  it("marks a score's note over the server's 4000 characters, keeps it whole and sends nothing", async () => {
    const { server, render } = portale('IN_VALUTAZIONE', ['MBAC_COMMISSIONE']);
    await render();
    await apriValutazione();
    const gamma = await screen.findByRole('region', { name: 'Parametri di Forno Gamma' });
    await userEvent.click(await within(gamma).findByRole('radio', { name: 'Parziale (5 punti)' }));
    const nota = within(gamma).getByLabelText('Note su «Sostenibilità ambientale»');
    await userEvent.click(nota);
    await userEvent.paste('p'.repeat(4001));
    await userEvent.click(within(gamma).getByRole('button', { name: 'Salva punteggi di Forno Gamma' }));

    expect(within(gamma).getByText('Deve contenere al massimo 4000 caratteri')).toHaveAttribute('role', 'alert');
    expect(nota).toHaveAttribute('aria-invalid', 'true');
    expect(nota).toHaveValue('p'.repeat(4001));
    expect(server.inviate('POST', '/salvaValutazioneBeneficiario/13')).toHaveLength(0);

    await userEvent.type(nota, '{Backspace}');
    await userEvent.click(within(gamma).getByLabelText(/^Motivazione di «Sostenibilità ambientale»/));
    await userEvent.paste(MOTIVAZIONE);
    await userEvent.click(within(gamma).getByRole('button', { name: 'Salva punteggi di Forno Gamma' }));
    await screen.findByText('Punteggi salvati');
    const [salvataggio] = server.inviate('POST', '/salvaValutazioneBeneficiario/13');
    expect(JSON.parse(String(salvataggio.body))).toEqual({
      valutazioni: [
        {
          idParametro: 2,
          idPunteggio: 22,
          motivazione: MOTIVAZIONE,
          idAllegatoEvidenza: null,
          paginaEvidenza: null,
          note: 'p'.repeat(4000),
        },
      ],
    });
  });

  it('lists what stops the conclusion and leads to the missing score', async () => {
    const { render } = portale('IN_VALUTAZIONE', ['MBAC_COMMISSIONE']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: 'Concludi valutazione' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Concludi valutazione' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    const titolo = await screen.findByText(
      'Per concludere la valutazione resta da completare un punteggio (il valore o la motivazione)',
    );
    const elenco = titolo.closest('[role="alert"]') as HTMLElement;
    expect(within(elenco).getByRole('listitem')).toHaveTextContent(
      'Manca il punteggio di «Sostenibilità ambientale» per «Forno Gamma»',
    );
    await userEvent.click(within(elenco).getByRole('button', { name: 'completa in «Valutazione»' }));

    const gamma = await screen.findByRole('region', { name: 'Parametri di Forno Gamma' });
    await waitFor(() => expect(within(gamma).getByRole('radio', { name: 'Assente (0 punti)' })).toHaveFocus());
  });

  it('shows the ministry the scores without a way to change them', async () => {
    const { render } = portale('VALUTATA', ['MBAC_MINISTERO']);
    await render();
    await apriValutazione();

    await screen.findByText('Buona: 20 punti');
    expect(screen.getByText('Note: Coerente')).toBeInTheDocument();
    expect(await screen.findAllByText('Non ancora valutato')).toHaveLength(1);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Salva punteggi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concludi valutazione' })).not.toBeInTheDocument();
    const verbale = screen.getByRole('region', { name: 'Verbale della commissione' });
    expect(await within(verbale).findByRole('button', { name: 'Scarica verbale-seduta.pdf' })).toBeInTheDocument();
    expect(within(verbale).queryByRole('button', { name: /^Carica/ })).not.toBeInTheDocument();
    expect(within(verbale).queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
  });

  it("offers the commission 'Sblocca valutazione' on a concluded one, and says why the server refuses it", async () => {
    const { server, render } = portale('VALUTATA', ['MBAC_COMMISSIONE']);
    await render();

    await userEvent.click(await screen.findByRole('button', { name: /^Sblocca valutazione/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sblocca valutazione' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Conferma' }));
    await screen.findByText('La graduatoria del bando è definitiva: la valutazione non può essere riaperta.');
    expect(server.inviate('GET', '/sbloccaValutazione/5')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Concludi valutazione' })).not.toBeInTheDocument();
  });

  it('has no Valutazione tab before the application is admitted to evaluation', async () => {
    const { render } = portale('IN_ISTRUTTORIA', ['MBAC_MINISTERO']);
    await render();

    await screen.findByRole('tab', { name: 'Istruttoria' });
    expect(screen.queryByRole('tab', { name: 'Valutazione' })).not.toBeInTheDocument();
  });
});
