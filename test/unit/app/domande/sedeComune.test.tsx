import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { pagina } from '../support/serverFinto';
import { CUAA, DETTAGLIO, domanda, serverDelleDomande } from './fixtures';

const COMUNI = [
  { codiceIstat: '058091', denominazione: 'Roma', siglaProvincia: 'RM', codRegione: '12', descrizioneRegione: 'Lazio' },
  {
    codiceIstat: '003131',
    denominazione: 'Romagnano Sesia',
    siglaProvincia: 'NO',
    codRegione: '01',
    descrizioneRegione: 'Piemonte',
  },
  {
    codiceIstat: '023091',
    denominazione: 'Verona',
    siglaProvincia: 'VR',
    codRegione: '05',
    descrizioneRegione: 'Veneto',
  },
].map((comune) => ({
  ...comune,
  descrizione: `${comune.denominazione} (${comune.siglaProvincia}), ${comune.descrizioneRegione}`,
}));

const BENEFICIARIO = {
  idBeneficiario: 30,
  idDomanda: 12,
  codiceFiscale: '00743110157',
  denominazione: 'Oleificio Sabino',
  investimentoRichiesto: 1000,
  mail: null,
  pec: null,
  nSedi: 0,
  creatoIl: '2025-03-01T10:00:00.000Z',
};

const SEDE = {
  idSede: 1,
  idBeneficiario: 30,
  indirizzo: 'Via Salaria 10',
  cap: '00199',
  codiceIstatComune: '058091',
  comune: 'Roma',
  siglaProvincia: 'RM',
  codRegione: '12',
  descrizioneRegione: 'Lazio',
};

/** Municipalities whose name starts with `nome`, as the server answers them. */
const cercaComuni = (_request: unknown, url: URL) => {
  const nome = (url.searchParams.get('nome') ?? '').toLowerCase();
  return pagina(
    COMUNI.filter((comune) => comune.denominazione.toLowerCase().startsWith(nome)),
    url,
  );
};

const server = () =>
  serverDelleDomande({
    'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'BOZZA'),
    'GET /apigen/beneficiario/listaBeneficiari/12': [BENEFICIARIO],
    'GET /apigen/sedi/listaSediBeneficiario/30': [],
    'GET /apigen/beneficiario/listaAllegatiBeneficiario/30': [],
    'GET /apigen/beneficiario/getCategorieAllegatoBeneficiario': [],
    'GET /apigen/comuni/getListaComuni': cercaComuni,
    'GET /apigen/comuni/getComune/058091': COMUNI[0],
    'POST /apigen/beneficiario/salvaBeneficiario': BENEFICIARIO,
    'POST /apigen/sedi/aggiungiSedeBeneficiario/30': SEDE,
  });

describe("a beneficiary's site: the municipality chosen by name", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it("typing 'Rom' offers 'Roma (RM), Lazio'; the site is sent with Rome's ISTAT code", async () => {
    const fake = server();
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    await userEvent.click(await screen.findByRole('button', { name: /Oleificio Sabino/ }));
    const sedi = await screen.findByRole('region', { name: 'Sedi operative di Oleificio Sabino' });
    await userEvent.type(within(sedi).getByRole('textbox', { name: 'Indirizzo' }), 'Via Salaria 10');
    await userEvent.type(within(sedi).getByRole('textbox', { name: 'CAP' }), '00199');
    const comune = within(sedi).getByRole('combobox', { name: 'Comune' });
    await userEvent.type(comune, 'Rom');
    // 'Ro' finds the same two: the options are read once the whole typed name has been asked.
    const cercato = (nome: string) =>
      fake.inviate('GET', 'getListaComuni?').some((richiesta) => richiesta.url.includes(`nome=${nome}`));
    await waitFor(() => expect(cercato('Rom')).toBe(true));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((opzione) => opzione.textContent)).toEqual([
        'Roma (RM), Lazio',
        'Romagnano Sesia (NO), Piemonte',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(comune).toHaveValue('Roma (RM), Lazio');
    await userEvent.click(within(sedi).getByRole('button', { name: 'Aggiungi sede a Oleificio Sabino' }));

    await waitFor(() => expect(fake.inviate('POST', '/apigen/sedi/aggiungiSedeBeneficiario/30')).toHaveLength(1));
    const [invio] = fake.inviate('POST', '/apigen/sedi/aggiungiSedeBeneficiario/30');
    expect(JSON.parse(String(invio.body))).toMatchObject({
      indirizzo: 'Via Salaria 10',
      cap: '00199',
      codiceIstatComune: '058091',
    });
  });

  it('marks a postcode not of 5 digits and an address over 300 characters, keeps them, sends none', async () => {
    const fake = server();
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    await userEvent.click(await screen.findByRole('button', { name: /Oleificio Sabino/ }));
    const sedi = await screen.findByRole('region', { name: 'Sedi operative di Oleificio Sabino' });
    const indirizzo = within(sedi).getByRole('textbox', { name: 'Indirizzo' });
    const cap = within(sedi).getByRole('textbox', { name: 'CAP' });
    await userEvent.click(indirizzo);
    await userEvent.paste('V'.repeat(301));
    await userEvent.type(cap, '0019');
    await userEvent.type(within(sedi).getByRole('combobox', { name: 'Comune' }), 'Rom');
    await userEvent.click(await screen.findByRole('option', { name: 'Roma (RM), Lazio' }));
    await userEvent.click(within(sedi).getByRole('button', { name: 'Aggiungi sede a Oleificio Sabino' }));

    expect(await within(sedi).findByText('Deve contenere al massimo 300 caratteri')).toHaveAttribute('role', 'alert');
    expect(within(sedi).getByText('Formato non valido')).toHaveAttribute('role', 'alert');
    expect(indirizzo).toHaveValue('V'.repeat(301));
    expect(cap).toHaveValue('0019');
    expect(fake.inviate('POST', '/apigen/sedi/aggiungiSedeBeneficiario/30')).toHaveLength(0);

    await userEvent.type(indirizzo, '{Backspace}');
    await userEvent.type(cap, '9');
    await userEvent.click(within(sedi).getByRole('button', { name: 'Aggiungi sede a Oleificio Sabino' }));
    await waitFor(() => expect(fake.inviate('POST', '/apigen/sedi/aggiungiSedeBeneficiario/30')).toHaveLength(1));
    const [invio] = fake.inviate('POST', '/apigen/sedi/aggiungiSedeBeneficiario/30');
    expect(JSON.parse(String(invio.body))).toMatchObject({ indirizzo: 'V'.repeat(300), cap: '00199' });
  });

  it("marks a beneficiary's name over 300 characters and a malformed email, keeps them, sends nothing", async () => {
    const fake = server();
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    await userEvent.click(await screen.findByRole('button', { name: /Oleificio Sabino/ }));
    const nome = await screen.findByRole('textbox', { name: /Ragione sociale o nome e cognome/ });
    const mail = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(nome);
    await userEvent.click(nome);
    await userEvent.paste('O'.repeat(301));
    await userEvent.type(mail, 'oleificio.it');
    const salva = screen.getByRole('button', { name: 'Salva i dati di Oleificio Sabino' });
    await userEvent.click(salva);

    expect(await screen.findByText('Deve contenere al massimo 300 caratteri')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Indirizzo email non valido')).toHaveAttribute('role', 'alert');
    expect(nome).toHaveValue('O'.repeat(301));
    expect(mail).toHaveValue('oleificio.it');
    expect(fake.inviate('POST', '/apigen/beneficiario/salvaBeneficiario')).toHaveLength(0);

    await userEvent.type(nome, '{Backspace}');
    await userEvent.clear(mail);
    await userEvent.type(mail, 'info@oleificio.it');
    await userEvent.click(salva);
    await waitFor(() => expect(fake.inviate('POST', '/apigen/beneficiario/salvaBeneficiario')).toHaveLength(1));
    const [invio] = fake.inviate('POST', '/apigen/beneficiario/salvaBeneficiario');
    expect(JSON.parse(String(invio.body))).toMatchObject({ denominazione: 'O'.repeat(300), mail: 'info@oleificio.it' });
  });

  it("adding a site keeps the beneficiary's data being changed; the rest is read again", async () => {
    let aggiunta = false;
    const fake = serverDelleDomande({
      'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'BOZZA'),
      // Read again after the site is added: one site more, and the PEC another person saved meanwhile.
      'GET /apigen/beneficiario/listaBeneficiari/12': () => [
        aggiunta ? { ...BENEFICIARIO, nSedi: 1, pec: 'oleificio@pec.it' } : BENEFICIARIO,
      ],
      'GET /apigen/sedi/listaSediBeneficiario/30': () => (aggiunta ? [SEDE] : []),
      'GET /apigen/beneficiario/listaAllegatiBeneficiario/30': [],
      'GET /apigen/beneficiario/getCategorieAllegatoBeneficiario': [],
      'GET /apigen/comuni/getListaComuni': cercaComuni,
      'GET /apigen/comuni/getComune/058091': COMUNI[0],
      'POST /apigen/sedi/aggiungiSedeBeneficiario/30': () => {
        aggiunta = true;
        return SEDE;
      },
    });
    await renderPortal({ path: DETTAGLIO(12), roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('tab', { name: 'Beneficiari' }));
    await userEvent.click(await screen.findByRole('button', { name: /Oleificio Sabino/ }));
    const mail = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(mail, 'info@oleificio.it');

    const sedi = screen.getByRole('region', { name: 'Sedi operative di Oleificio Sabino' });
    await userEvent.type(within(sedi).getByRole('textbox', { name: 'Indirizzo' }), 'Via Salaria 10');
    await userEvent.type(within(sedi).getByRole('textbox', { name: 'CAP' }), '00199');
    await userEvent.type(within(sedi).getByRole('combobox', { name: 'Comune' }), 'Rom');
    await userEvent.click(await screen.findByRole('option', { name: 'Roma (RM), Lazio' }));
    await userEvent.click(within(sedi).getByRole('button', { name: 'Aggiungi sede a Oleificio Sabino' }));

    expect(await within(sedi).findByText('Via Salaria 10, 00199 Roma (RM), Lazio')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'PEC' })).toHaveValue('oleificio@pec.it'));
    expect(mail).toHaveValue('info@oleificio.it');
    expect(fake.inviate('POST', '/apigen/beneficiario/salvaBeneficiario')).toHaveLength(0);
    // The site's form is empty again, for the next one.
    expect(within(sedi).getByRole('textbox', { name: 'Indirizzo' })).toHaveValue('');
  });
});
