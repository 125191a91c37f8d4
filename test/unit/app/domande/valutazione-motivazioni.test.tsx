import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { serverFinto, type Rotte } from '../support/serverFinto';
import { dettaglioPath, domanda } from './fixtures-valutazione';

/** DESIGN §5.1: every score has its motivation (the call's shortest length, stated in the form), may cite a file. */
const QUALITA = { idParametro: 1, idBando: 7, descrizione: 'Qualità del programma', livello: 'DOMANDA', ordine: 1 };
const vuoto = {
  idPunteggio: null,
  valore: null,
  descrizionePunteggio: null,
  note: null,
  motivazione: null,
  idAllegatoEvidenza: null,
  nomeFileEvidenza: null,
  categoriaEvidenza: null,
  paginaEvidenza: null,
  lunghezzaMinimaMotivazione: 30,
  salvataDa: null,
  salvataIl: null,
};
const MOTIVAZIONE = 'Cronoprogramma realistico e piano finanziario coerente con gli obiettivi';
const RELAZIONE = {
  idAllegato: 41,
  idDomanda: 5,
  idBeneficiario: null,
  idCategoria: 1,
  descrizioneCategoria: 'Relazione tecnica',
  dataScadenza: null,
  scaduto: false,
  nomeFile: 'relazione.pdf',
  tipoFile: 'pdf',
  dimensione: 1024,
  sha256: 'b'.repeat(64),
  caricatoDa: 'proponente1',
  caricatoDaNome: 'Mario Rossi',
  caricatoIl: '2025-01-10T10:00:00.000Z',
};
const SCORATO = {
  ...QUALITA,
  ...vuoto,
  idPunteggio: 12,
  valore: 20,
  descrizionePunteggio: 'Buona',
  motivazione: MOTIVAZIONE,
  idAllegatoEvidenza: 41,
  nomeFileEvidenza: 'relazione.pdf',
  categoriaEvidenza: 'Relazione tecnica',
  paginaEvidenza: 12,
  salvataDa: 'commissione',
  salvataIl: '2025-03-02T10:00:00.000Z',
};

const portale = (idStato: StatoDomanda, roles: string[], programma: object, altre: Rotte = {}) => {
  const server = serverFinto({
    'GET /apigen/domanda/dettaglioProponente/5': domanda(5, idStato),
    'GET /apigen/valutazione/listaValutazioneProgramma/5': [programma],
    'GET /apigen/beneficiario/listaBeneficiari/5': [],
    'GET /apigen/allegato/listaAllegatiDomanda/5': [RELAZIONE],
    'GET /apigen/valutazione/listaPunteggi/1': [
      { idPunteggio: 11, idParametro: 1, valore: 10, descrizione: 'Sufficiente' },
      { idPunteggio: 12, idParametro: 1, valore: 20, descrizione: 'Buona' },
    ],
    'GET /apigen/valutazione/listaAllegatoValutazione/5': [],
    ...altre,
  });
  return { server, render: () => renderPortal({ path: dettaglioPath(5), roles, fetch: server.fetch }) };
};

const apriValutazione = async () => userEvent.click(await screen.findByRole('tab', { name: 'Valutazione' }));
const motivazioneDi = (dove: HTMLElement) => within(dove).getByLabelText(/^Motivazione di «Qualità del programma»/);
const salva = () => userEvent.click(screen.getByRole('button', { name: 'Salva punteggi della domanda' }));
const scrivi = async (campo: HTMLElement, testo: string) => {
  await userEvent.click(campo);
  await userEvent.paste(testo);
};

describe('the motivation of each score', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('states the shortest length, refuses a short one on its field in the server’s words, keeps all', async () => {
    const { server, render } = portale('IN_VALUTAZIONE', ['MBAC_COMMISSIONE'], { ...QUALITA, ...vuoto });
    await render();
    await apriValutazione();
    const gruppo = await screen.findByRole('region', { name: 'Parametri della domanda' });
    await userEvent.click(await within(gruppo).findByRole('radio', { name: 'Buona (20 punti)' }));
    const motivazione = motivazioneDi(gruppo);
    expect(motivazione).toHaveAccessibleDescription('Almeno 30 caratteri');
    await scrivi(motivazione, 'Programma coerente');
    await scrivi(within(gruppo).getByLabelText('Note su «Qualità del programma»'), 'Vista la relazione');
    await salva();

    const errore = within(gruppo).getByText('La motivazione deve contenere almeno 30 caratteri (ora 18)');
    expect(errore).toHaveAttribute('role', 'alert');
    expect(motivazione).toHaveAttribute('aria-invalid', 'true');
    expect(motivazione).toHaveAccessibleDescription('La motivazione deve contenere almeno 30 caratteri (ora 18)');
    await waitFor(() => expect(motivazione).toHaveFocus());
    expect(motivazione).toHaveValue('Programma coerente');
    expect(within(gruppo).getByLabelText('Note su «Qualità del programma»')).toHaveValue('Vista la relazione');
    expect(within(gruppo).getByRole('radio', { name: 'Buona (20 punti)' })).toBeChecked();
    expect(server.inviate('POST', '/salvaValutazioneProgramma/5')).toHaveLength(0);
  });

  it('shows the server’s refusal on the field it names and loses nothing typed', async () => {
    const { server, render } = portale(
      'IN_VALUTAZIONE',
      ['MBAC_COMMISSIONE'],
      { ...QUALITA, ...vuoto },
      {
        'POST /apigen/valutazione/salvaValutazioneProgramma/5': () =>
          jsonAnswer(
            {
              message: 'Dati non validi',
              errors: { 'valutazioni.0.motivazione': 'La motivazione deve contenere almeno 80 caratteri (ora 72)' },
            },
            { status: 400 },
          ),
      },
    );
    await render();
    await apriValutazione();
    const gruppo = await screen.findByRole('region', { name: 'Parametri della domanda' });
    await userEvent.click(await within(gruppo).findByRole('radio', { name: 'Buona (20 punti)' }));
    await scrivi(motivazioneDi(gruppo), MOTIVAZIONE);
    await salva();

    const errore = await within(gruppo).findByText('La motivazione deve contenere almeno 80 caratteri (ora 72)');
    expect(errore).toHaveAttribute('role', 'alert');
    expect(motivazioneDi(gruppo)).toHaveAttribute('aria-invalid', 'true');
    expect(motivazioneDi(gruppo)).toHaveValue(MOTIVAZIONE);
    expect(within(gruppo).getByRole('radio', { name: 'Buona (20 punti)' })).toBeChecked();
    expect(server.inviate('POST', '/salvaValutazioneProgramma/5')).toHaveLength(1);
  });

  it('refuses a page without its file, then sends the score with its motivation, file and page', async () => {
    const { server, render } = portale(
      'IN_VALUTAZIONE',
      ['MBAC_COMMISSIONE'],
      { ...QUALITA, ...vuoto },
      {
        'POST /apigen/valutazione/salvaValutazioneProgramma/5': [SCORATO],
      },
    );
    await render();
    await apriValutazione();
    const gruppo = await screen.findByRole('region', { name: 'Parametri della domanda' });
    await userEvent.click(await within(gruppo).findByRole('radio', { name: 'Buona (20 punti)' }));
    await scrivi(motivazioneDi(gruppo), `  ${MOTIVAZIONE}  `);
    await userEvent.click(within(gruppo).getByRole('button', { name: 'Cita un’evidenza per «Qualità del programma»' }));
    const scelta = within(gruppo).getByLabelText('Evidenza di «Qualità del programma» (facoltativa)');
    await waitFor(() => expect(scelta).toHaveFocus());
    const pagina = within(gruppo).getByLabelText('Pagina dell’evidenza di «Qualità del programma»');
    await scrivi(pagina, '12');
    await salva();
    expect(within(gruppo).getByText('Indicare l’allegato a cui appartiene la pagina')).toHaveAttribute('role', 'alert');
    expect(pagina).toHaveValue(12);
    expect(server.inviate('POST', '/salvaValutazioneProgramma/5')).toHaveLength(0);

    await userEvent.click(scelta);
    await userEvent.click(await screen.findByRole('option', { name: 'Relazione tecnica: relazione.pdf' }));
    await salva();
    await screen.findByText('Punteggi salvati');
    const [salvataggio] = server.inviate('POST', '/salvaValutazioneProgramma/5');
    expect(JSON.parse(String(salvataggio.body))).toEqual({
      valutazioni: [
        {
          idParametro: 1,
          idPunteggio: 12,
          motivazione: MOTIVAZIONE,
          idAllegatoEvidenza: 41,
          paginaEvidenza: 12,
          note: null,
        },
      ],
    });
  });
});

describe('the applicant’s own scores', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('reads them with motivation and evidence once the ranking is final, not the commission’s files', async () => {
    const { render } = portale('FINANZIABILE', ['MBAC_PROPONENTE'], SCORATO);
    await render();
    await apriValutazione();

    await screen.findByText('Buona: 20 punti');
    expect(screen.getByText(`Motivazione: ${MOTIVAZIONE}`)).toBeInTheDocument();
    expect(screen.getByText('Evidenza: relazione.pdf (Relazione tecnica), pagina 12')).toBeInTheDocument();
    expect(screen.getByText(/accesso agli atti, L\. 241\/1990, art\. 22/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scheda di valutazione in Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verbale della commissione' })).not.toBeInTheDocument();
  });

  it('has no Valutazione tab while the ranking is not final', async () => {
    const { server, render } = portale('VALUTATA', ['MBAC_PROPONENTE'], SCORATO);
    await render();

    await screen.findByRole('tab', { name: 'Allegati' });
    expect(screen.queryByRole('tab', { name: 'Valutazione' })).not.toBeInTheDocument();
    expect(server.inviate('GET', '/listaValutazioneProgramma/5')).toHaveLength(0);
  });
});
