import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Beneficiario } from '../../contract/beneficiari/record';
import type { Programma } from '../../contract/programmi/record';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_VI_2025 } from '../support/bandi-dimostrativi';

const portalUrl = inject('portalUrl');
const appUrl = `${portalUrl}/contratti-filiera-fe/`;
const CUAA_PROPONENTE1 = '01234567897';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * The API as proponente1, for what the test needs set up and cannot do through its screens (a programme of its own).
 */
async function api() {
  const client = new CodeFlowClient({
    issuer: `${portalUrl}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: appUrl,
  });
  const { access_token } = await client.logIn('proponente1', 'demo');
  return async <T>(method: string, path: string): Promise<T> => {
    const response = await fetch(`${portalUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** Opens a deep link of the portal as proponente1, signing in on the way. */
async function apriComeProponente(percorso: string): Promise<Page> {
  browser = await openSignedIn(inject('chromiumPath'), 'proponente1', `${appUrl}${percorso.replace(/^\//, '')}`);
  return browser.page;
}

/**
 * Opens a tab and waits until it is the selected one. A click that lands while the page is redrawn after a save is
 * lost (seen once on a slow host, after the ESL's save): as a person would, it clicks again until the tab opens.
 */
const tab = async (page: Page, nome: string) => {
  const scheda = page.getByRole('tab', { name: nome, exact: true });
  await expect
    .poll(
      async () => {
        if ((await scheda.getAttribute('aria-selected')) !== 'true') await scheda.click();
        return scheda.getAttribute('aria-selected');
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe('true');
};

describe("a programme's beneficiaries through the portal", () => {
  it('proponente1 adds a beneficiary to a draft of its own, enters its money plan and the ESL terms', async () => {
    const chiama = await api();
    const bandi = await chiama<{ idBando: number; descrizione: string }[]>('GET', '/api/bando/getListaBandi');
    const idBando = bandi.find((bando) => bando.descrizione === BANDO_VI_2025)!.idBando;
    const bozza = await chiama<Programma>(
      'POST',
      `/api/programma/creaProgrammaInvestimento/${idBando}/${CUAA_PROPONENTE1}` +
        `?denominazione=${encodeURIComponent('Filiera del test beneficiari')}&codRegione=12`,
    );
    const programma =
      `/dettaglioProgrammaInvestimento/idBando/${idBando}` +
      `/idProgrammaInvestimento/${bozza.idProgrammaInvestimento}`;
    const page = await apriComeProponente(programma);

    await tab(page, 'Beneficiari');
    const codice = page.getByRole('textbox', { name: /Codice fiscale del beneficiario/ });
    await codice.fill('RSSMRA80A01H501X');
    await page.getByRole('button', { name: 'Aggiungi beneficiario' }).click();
    await page.getByRole('alert').filter({ hasText: 'Codice fiscale non valido' }).waitFor();
    await expectAccessible(page, 'beneficiari del programma, con un codice fiscale rifiutato');
    // A fiscal code the portal does not know: its name is asked on its own field, in the same form.
    await codice.fill('RSSMRA80A01H501U');
    await page.getByRole('button', { name: 'Aggiungi beneficiario' }).click();
    const nome = page.getByRole('textbox', { name: /Ragione sociale o nome del beneficiario/ });
    await page.getByRole('alert').filter({ hasText: 'Il portale non conosce questo codice fiscale' }).waitFor();
    await expect.poll(() => nome.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'beneficiari del programma, con il nome chiesto');
    await nome.fill('Rossi Mario');
    await page.getByRole('button', { name: 'Aggiungi beneficiario' }).click();
    await page.getByRole('heading', { level: 1, name: 'Beneficiario RSSMRA80A01H501U: Rossi Mario' }).waitFor();
    await expectAccessible(page, 'dati del beneficiario');

    await page.getByLabel('Denominazione').fill('Mario Rossi');
    await page.getByRole('button', { name: 'Salva dati anagrafici' }).click();
    await page.getByRole('heading', { level: 1, name: 'Beneficiario RSSMRA80A01H501U: Mario Rossi' }).waitFor();

    await tab(page, 'Investimenti');
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await page.getByLabel('Descrizione').fill('Linea di trasformazione');
    await page.getByRole('combobox', { name: 'Regione' }).click();
    await page.getByRole('option', { name: 'Lazio' }).click();
    await page.getByLabel('Importo').fill('1.000.000');
    await page.getByRole('button', { name: 'Salva investimenti' }).click();
    await page.getByText('Investimenti: salvataggio completato').waitFor();
    await page.getByText('Totale: 1.000.000,00').waitFor();
    await expectAccessible(page, 'investimenti del beneficiario');

    await tab(page, 'Fabbisogni');
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await page.getByLabel('Descrizione').fill('Impianti');
    await page.getByLabel('Importo').fill('1000000');
    await page.getByRole('button', { name: 'Salva fabbisogni' }).click();
    await page.getByText('Fabbisogni: salvataggio completato').waitFor();

    // The coverage with the keyboard alone: Tab from field to field, Enter to save.
    await tab(page, 'Coperture');
    await page.getByText(/Totale dei fabbisogni salvati: 1\.000\.000,00/).waitFor();
    await page.getByRole('textbox', { name: 'Contributo in conto capitale' }).focus();
    await page.keyboard.type('200.000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('500000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('MEZZI_PROPRI');
    await page.keyboard.type('200000');
    await page.keyboard.press('Enter');
    // The form's own alert (the toast says it too, at times with the same words).
    await page
      .getByRole('tabpanel', { name: 'Coperture' })
      .getByRole('alert')
      .filter({ hasText: 'deve essere uguale al totale dei fabbisogni' })
      .filter({ hasText: 'mancano 100.000,00' })
      .waitFor();
    // What was typed stays, shown the Italian way once the field is left.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Mezzi propri' }).inputValue()).resolves.toBe('200.000,00 €');
    await expect(page.getByRole('textbox', { name: 'Contributo in conto capitale' }).inputValue()).resolves.toBe(
      '200.000,00 €',
    );
    await expectAccessible(page, 'coperture rifiutate dal server');
    await page.getByRole('textbox', { name: 'Mezzi propri' }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('300000');
    await page.keyboard.press('Enter');
    await page.getByText('Coperture salvate').waitFor();
    await page.getByText(/le coperture pareggiano i fabbisogni/).waitFor();

    await tab(page, 'ESL');
    await page.getByText(/Investimento ammissibile/).waitFor();
    await page.getByRole('textbox', { name: /Durata/ }).fill('10');
    await page.getByRole('textbox', { name: /Preammortamento/ }).fill('2');
    await page.getByRole('combobox', { name: /Rate per anno/ }).click();
    await page.getByRole('option', { name: 'Semestrale (2)' }).click();
    const salvataggio = page.waitForResponse((response) => response.url().includes('/salvaDatiESL/') && response.ok());
    await page.getByRole('button', { name: /Salva durata e rate/ }).click();
    const esl = (await (await salvataggio).json()) as { calcolato: boolean; errori: Record<string, string> };
    // In a draft the rates are still the agency's to set: the page says what the computation waits for.
    expect(esl.calcolato).toBe(false);
    await page.getByText("L'ESL non si può ancora calcolare").waitFor();
    await page.getByText(Object.values(esl.errori)[0]).first().waitFor();
    await expectAccessible(page, 'ESL del beneficiario in bozza');

    await tab(page, 'Storico');
    await page
      .getByRole('cell', { name: /Coperture: 3 voci/ })
      .first()
      .waitFor();
    await page.getByRole('cell', { name: 'Importo richiesto' }).first().waitFor();
    await expectAccessible(page, 'storico del beneficiario');

    await page.getByRole('link', { name: `Programma ${bozza.idProgrammaInvestimento}` }).click();
    await tab(page, 'Beneficiari');
    await page.getByRole('link', { name: 'Dettaglio RSSMRA80A01H501U' }).waitFor();
  });

  it('proponente1 reads the computed ESL of a beneficiary of a programme already submitted', async () => {
    const chiama = await api();
    const programmi = await chiama<Programma[]>('GET', '/api/programma/getListaProgrammiInvestimento');
    const presentato = programmi.find((programma) => programma.idStato !== 'BOZZA' && programma.nBeneficiari > 0)!;
    const [beneficiario] = await chiama<Beneficiario[]>(
      'GET',
      `/api/beneficiario/getListaBeneficiari/${presentato.idProgrammaInvestimento}`,
    );
    const esl = await chiama<{ eslTotale: number; eslPercentuale: number }>(
      'GET',
      `/api/beneficiario/generaDatiESL/${beneficiario.idBeneficiario}`,
    );
    const page = await apriComeProponente(
      `/dettaglioProgrammaInvestimento/idBando/${presentato.idBando}` +
        `/idProgrammaInvestimento/${presentato.idProgrammaInvestimento}/beneficiario/${beneficiario.idBeneficiario}`,
    );

    await tab(page, 'ESL');
    const euro = new Intl.NumberFormat('it-IT', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    const percento = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });
    await page
      .getByText(`${euro.format(esl.eslTotale)}\u00a0€, pari al ${percento.format(esl.eslPercentuale)} %`, {
        exact: false,
      })
      .waitFor();
    await expect(page.getByRole('button', { name: /Salva/ }).count()).resolves.toBe(0);
    await expectAccessible(page, 'ESL calcolato, in sola lettura');
  });
});
