import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import type { ProponenteRecord } from '../../../../contract/proponenti/schema';
import { fakeFetch, jsonAnswer, type SentRequest } from '../../dataProvider/fakeFetch';
import { programma } from '../programmi/fixtures';
import { setScreenWidth } from '../support/renderList';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';

const DETTAGLIO = '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/5';
const API = 'http://programmi.test/api/programma';

const datiGenerali = (idStato: StatoProgramma, titolo: string | null) =>
  programma(5, idStato, { titolo, importoRichiesto: 1234.5 });

const proponente = (idStato: StatoProgramma, extra: Partial<ProponenteRecord> = {}): ProponenteRecord => ({
  idProponente: 7,
  idProgrammaInvestimento: 5,
  idStato,
  descrizioneStato: idStato,
  cuaa: '01234567897',
  denominazione: 'Filiera 5',
  mail: null,
  pec: null,
  rappresentanteLegale: null,
  referente: null,
  bancaAutorizzata: null,
  ...extra,
});

type Risposta = (request: SentRequest) => Response | undefined;

/**
 * The portal on the real data provider; only `fetch` is fake: it answers the programme, its proponent and `risposte`.
 */
async function apriScheda(
  roles: string[],
  dati: object,
  letto: ProponenteRecord,
  risposte: Risposta = () => undefined,
) {
  const { fetch, sent } = fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/programma/getDatiGeneraliProgramma/5') return jsonAnswer(dati);
    if (path === '/api/programma/getDettaglioProponente/5') return jsonAnswer(letto);
    return risposte(request) ?? jsonAnswer([]);
  });
  await renderPortal({ path: DETTAGLIO, roles, fetch });

  await userEvent.click(await screen.findByRole('tab', { name: 'Proponente' }));
  await screen.findByRole('navigation', { name: 'Passaggi' });
  return sent;
}

const passo = (nome: string) =>
  within(screen.getByRole('navigation', { name: 'Passaggi' })).getByRole('button', { name: new RegExp(`^${nome}`) });
const inviati = (sent: SentRequest[], chiamata: string) =>
  sent.filter((request) => request.url.includes(`/${chiamata}`));

// Each case types through several steps of the whole portal: twice the portal's allowance, for a loaded machine.
describe('proponent wizard', { timeout: 2 * PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
  });

  it('keeps steps 2 to 5 disabled and edit mode off until the general data are saved', async () => {
    const salvato = {
      ...datiGenerali('BOZZA', 'Filiera del grano duro'),
      descrizione: null,
      dataInizio: null,
      dataFine: null,
      note: null,
    };
    const sent = await apriScheda(['MBAC_PROPONENTE'], datiGenerali('BOZZA', null), proponente('BOZZA'), (request) =>
      request.url.includes('/salvaDatiGeneraliProgramma') ? jsonAnswer(salvato) : undefined,
    );

    // The first step with missing data would be 'Recapiti', but a disabled step before it sends the wizard to the
    // first.
    expect(screen.getByRole('heading', { name: 'Dati generali del programma' })).toBeInTheDocument();
    for (const nome of ['Recapiti', 'Rappresentante legale', 'Referente', 'Banca autorizzata'])
      expect(passo(nome)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avanti' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Titolo/ })).not.toBeInTheDocument();
    expect(screen.getByText('1.234,50 €')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(screen.queryByRole('textbox', { name: /Importo richiesto/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Titolo del programma/ }), 'Filiera del grano duro');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati generali' }));

    await waitFor(() => expect(passo('Recapiti')).toBeEnabled());
    const [salva] = inviati(sent, 'salvaDatiGeneraliProgramma');
    expect(JSON.parse(String(salva.body))).toEqual({
      idProgrammaInvestimento: 5,
      titolo: 'Filiera del grano duro',
      descrizione: null,
      dataInizio: null,
      dataFine: null,
      note: null,
    });
    expect(await screen.findByText('Salva dati generali: operazione completata')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('heading', { name: 'Recapiti' })).toHaveFocus();
    expect(inviati(sent, 'salvaDatiGeneraliProgramma')).toHaveLength(1);
  });

  it("bounds the programme's start by its call's opening, and shows the server's refusal on it", async () => {
    const dati = { ...datiGenerali('BOZZA', 'Filiera'), dataInizio: null, dataFine: null, aperturaBando: '2025-03-01' };
    // The server's answer to a start before the opening (test/server/programma-gestione.test.ts).
    const rifiuto = {
      message: 'Dati non validi: controlla i campi indicati',
      errors: { dataInizio: "Non può precedere l'apertura del bando (01/03/2025)" },
    };
    await apriScheda(['MBAC_PROPONENTE'], dati, proponente('BOZZA'), (request) =>
      request.url.includes('/salvaDatiGeneraliProgramma') ? jsonAnswer(rifiuto, { status: 400 }) : undefined,
    );
    await userEvent.click(passo('Dati generali'));
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const inizio = screen.getByLabelText('Data inizio');
    expect(inizio).toHaveAttribute('min', '2025-03-01');
    expect(screen.getByLabelText('Data fine')).toHaveAttribute('min', '2025-03-01');

    await userEvent.type(inizio, '2025-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Salva dati generali' }));
    expect(await screen.findByText("Non può precedere l'apertura del bando (01/03/2025)")).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('keeps the step and what was typed when the server refuses, with its Italian message on the field', async () => {
    const rifiuto = {
      message: 'Dati non validi: controlla i campi indicati',
      errors: { pec: 'Indirizzo email non valido' },
    };
    const sent = await apriScheda(
      ['MBAC_PROPONENTE'],
      datiGenerali('BOZZA', 'Filiera'),
      proponente('BOZZA'),
      (request) => (request.url.includes('/salvaMailProponente') ? jsonAnswer(rifiuto, { status: 400 }) : undefined),
    );

    // With the general data saved the wizard opens at the first step still to fill in.
    expect(screen.getByRole('heading', { name: 'Recapiti' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'non-una-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Indirizzo email non valido')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(inviati(sent, 'salvaMailProponente')).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'info@colli.it');
    await userEvent.type(screen.getByRole('textbox', { name: /^PEC/ }), 'colli@legalmail.it');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^PEC/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(inviati(sent, 'salvaMailProponente').map((request) => request.url)).toEqual([
      `${API}/salvaMailProponente/7?mail=info%40colli.it&pec=colli%40legalmail.it`,
    ]);
    expect(screen.getByRole('heading', { name: 'Recapiti' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('info@colli.it');
    expect(screen.getByRole('textbox', { name: /^PEC/ })).toHaveValue('colli@legalmail.it');
    expect(screen.getByRole('textbox', { name: /^PEC/ })).toHaveFocus();
    expect(screen.getByText('Indirizzo email non valido')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Dati non validi: controlla i campi indicati')).toBeInTheDocument();
  });

  it("marks a legal representative's name over 100 characters, keeps it whole and sends nothing", async () => {
    const sent = await apriScheda(
      ['MBAC_PROPONENTE'],
      datiGenerali('BOZZA', 'Filiera'),
      proponente('BOZZA', { mail: 'info@colli.it' }),
      (request) => (request.url.includes('/salvaRappresentanteLegale') ? jsonAnswer(proponente('BOZZA')) : undefined),
    );
    expect(screen.getByRole('heading', { name: 'Rappresentante legale' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Codice fiscale/ }), 'RSSMRA80A01H501U');
    const nome = screen.getByRole('textbox', { name: /^Nome/ });
    await userEvent.click(nome);
    await userEvent.paste('M'.repeat(101));
    await userEvent.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    expect(await screen.findByText('Deve contenere al massimo 100 caratteri')).toHaveAttribute('role', 'alert');
    expect(nome).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveValue('M'.repeat(101));
    expect(inviati(sent, 'salvaRappresentanteLegale')).toHaveLength(0);

    await userEvent.type(nome, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() => expect(inviati(sent, 'salvaRappresentanteLegale')).toHaveLength(1));
    expect(JSON.parse(String(inviati(sent, 'salvaRappresentanteLegale')[0].body))).toMatchObject({
      codiceFiscale: 'RSSMRA80A01H501U',
      nome: 'M'.repeat(100),
      cognome: 'Rossi',
    });
  });

  it('shows a refusal without field errors as a message, and still keeps the step', async () => {
    const conflitto = {
      message: 'Operazione «Salva referente» non consentita: il programma è nello stato «Presentato».',
    };
    await apriScheda(
      ['MBAC_PROPONENTE'],
      datiGenerali('BOZZA', 'Filiera'),
      proponente('BOZZA', { mail: 'info@colli.it' }),
      (request) => (request.url.includes('/salvaReferente') ? jsonAnswer(conflitto, { status: 409 }) : undefined),
    );

    await userEvent.click(passo('Referente'));
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cognome/ }), 'Bianchi');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'anna@colli.it');
    await userEvent.click(screen.getByRole('button', { name: 'Avanti' }));

    expect(await screen.findByText(conflitto.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Referente' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('Bianchi');
  });

  it('shows everything read-only, without Modifica, to those the policy does not let edit', async () => {
    const salvati = proponente('IN_ISTRUTTORIA', {
      mail: 'info@colli.it',
      referente: { nome: 'Anna', cognome: 'Bianchi', telefono: null, mail: 'anna@colli.it' },
      bancaAutorizzata: { abi: '03069', denominazione: 'Intesa Sanpaolo S.p.A.', iban: null },
    });
    await apriScheda(['MBAC_ISTR_ISMEA'], datiGenerali('IN_ISTRUTTORIA', 'Filiera'), salvati);

    expect(screen.getByRole('heading', { name: 'Rappresentante legale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica' })).not.toBeInTheDocument();
    await userEvent.click(passo('Banca autorizzata'));
    expect(screen.getByText('Intesa Sanpaolo S.p.A.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
  });

  it('offers Modifica to the proponent only while the policy allows: not once the programme is submitted', async () => {
    await apriScheda(
      ['MBAC_PROPONENTE'],
      datiGenerali('PRESENTATO', 'Filiera'),
      proponente('PRESENTATO', { mail: 'info@colli.it' }),
    );
    expect(screen.getByRole('heading', { name: 'Rappresentante legale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica' })).not.toBeInTheDocument();
  });

  it('on a phone puts the five steps one under the other, each still reached with the keyboard', async () => {
    setScreenWidth(390);
    const salvati = proponente('IN_ISTRUTTORIA', {
      mail: 'info@colli.it',
      bancaAutorizzata: { abi: '03069', denominazione: 'Intesa Sanpaolo S.p.A.', iban: null },
    });
    await apriScheda(['MBAC_ISTR_ISMEA'], datiGenerali('IN_ISTRUTTORIA', 'Filiera'), salvati);

    const elenco = within(screen.getByRole('navigation', { name: 'Passaggi' })).getByRole('list');
    expect(elenco).toHaveClass('MuiStepper-vertical');
    // Only list items in the list: the lines between the steps are drawn inside them.
    expect(Array.from(elenco.children, (figlio) => figlio.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);

    passo('Dati generali del programma').focus();
    for (const nome of ['Recapiti', 'Rappresentante legale', 'Referente', 'Banca autorizzata']) {
      await userEvent.tab();
      expect(passo(nome)).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Banca autorizzata' })).toHaveFocus();
    expect(screen.getByText('Intesa Sanpaolo S.p.A.')).toBeInTheDocument();
  });
});
