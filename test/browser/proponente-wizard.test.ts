import type { Locator, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Bando } from '../../contract/bandi/record';
import type { DatiGeneraliProgramma } from '../../contract/programmi/record';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_VI_2025 } from '../support/bandi-dimostrativi';

const portalUrl = inject('portalUrl');
const appUrl = `${portalUrl}/contratti-filiera-fe/`;
/** proponente1's second company: a programme of its own, created here, that no other test touches. */
const CUAA = '09876543217';
const IBAN = 'IT09X0306903200000012345678';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A new draft of proponente1's, through the API with the token the portal uses: the screen under test starts empty. */
async function nuovaBozza(page: Page, token: string, bandi: Bando[]): Promise<DatiGeneraliProgramma> {
  const bando = bandi.find((candidate) => candidate.descrizione === BANDO_VI_2025);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(
    `${portalUrl}/api/programma/creaProgrammaInvestimento/${bando?.idBando}/${CUAA}`,
    {
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
    },
  );
  expect(response.status()).toBe(201);
  return (await response.json()) as DatiGeneraliProgramma;
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);

/** Tab (or Shift+Tab) until the target has the focus: the way a keyboard user reaches a control. */
async function tabFino(page: Page, target: Locator, tasto: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let pressioni = 0; pressioni < 80; pressioni++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(tasto);
  }
  const attivo = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Il fuoco non raggiunge ${String(target)}; è su ${attivo}`);
}

async function scrivi(page: Page, campo: Locator, testo: string) {
  await tabFino(page, campo);
  await page.keyboard.type(testo);
}

/** From the page's top, to the 'Proponente' tab with the arrow keys, opened with Enter. */
async function apriSchedaProponente(page: Page) {
  await tabFino(page, page.getByRole('tab', { name: 'Dati generali', exact: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Passaggi' }).waitFor();
}

async function avanti(page: Page, prossimo: string) {
  await tabFino(page, page.getByRole('button', { name: 'Avanti', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: prossimo }).waitFor();
  // The saved step's message fades out on its timer: axe must not measure its colours halfway through.
  await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
  expect(await isFocused(page.getByRole('heading', { name: prossimo })), `il fuoco va al titolo «${prossimo}»`).toBe(
    true,
  );
}

const passo = (page: Page, nome: string) =>
  page.getByRole('navigation', { name: 'Passaggi' }).getByRole('button', { name: new RegExp(`^${nome}`) });

describe('proponent wizard with the keyboard alone', () => {
  it('proponente1 fills in a new draft step by step, then finds the saved data after a reload', async () => {
    let bandiLetti: Promise<Response> | undefined;
    browser = await openSignedIn(inject('chromiumPath'), 'proponente1', appUrl, {
      beforeOpening: (pagina) => {
        bandiLetti = pagina.waitForResponse(
          (response) => response.url().includes('/api/bando/getListaBandi') && response.ok(),
        );
      },
    });
    const { page } = browser;
    const risposta = await bandiLetti!;
    const token = risposta
      .request()
      .headers()
      .authorization.replace(/^Bearer /, '');
    const programma = await nuovaBozza(page, token, (await risposta.json()) as Bando[]);
    const titolo = `Filiera del grano duro ${programma.idProgrammaInvestimento}`;

    await page.goto(
      `${appUrl}dettaglioProgrammaInvestimento/idBando/${programma.idBando}` +
        `/idProgrammaInvestimento/${programma.idProgrammaInvestimento}`,
    );
    await page.getByRole('tab', { name: 'Dati generali', exact: true }).waitFor();
    await apriSchedaProponente(page);
    expect(await passo(page, 'Recapiti').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Avanti', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page, 'procedura proponente, in lettura');

    await tabFino(page, page.getByRole('button', { name: 'Modifica', exact: true }));
    await page.keyboard.press('Enter');
    await scrivi(page, page.getByRole('textbox', { name: /Titolo del programma/ }), titolo);
    await scrivi(
      page,
      page.getByRole('textbox', { name: /Descrizione/ }),
      'Accordo di filiera per il grano duro del Veneto',
    );
    await expectAccessible(page, 'passo «Dati generali del programma»');
    await tabFino(page, page.getByRole('button', { name: 'Salva dati generali' }));
    await page.keyboard.press('Space');
    await page.getByText('Salva dati generali: operazione completata').waitFor();
    await avanti(page, 'Recapiti');

    await scrivi(page, page.getByRole('textbox', { name: /^Email/ }), 'info@cantine-piave');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Indirizzo email non valido' }).waitFor();
    await page.keyboard.type('.it');
    await scrivi(page, page.getByRole('textbox', { name: /^PEC/ }), 'cantine-piave@legalmail.it');
    await expectAccessible(page, 'passo «Recapiti», dopo un errore');
    await avanti(page, 'Rappresentante legale');

    await scrivi(page, page.getByRole('textbox', { name: /Codice fiscale/ }), 'rssmra80a01h501u');
    await scrivi(page, page.getByRole('textbox', { name: /^Nome/ }), 'Mario');
    await scrivi(page, page.getByRole('textbox', { name: /^Cognome/ }), 'Rossi');
    await scrivi(page, page.getByLabel(/Data di nascita/), '01011980');
    await expectAccessible(page, 'passo «Rappresentante legale»');
    await avanti(page, 'Referente');

    await scrivi(page, page.getByRole('textbox', { name: /^Nome/ }), 'Anna');
    await scrivi(page, page.getByRole('textbox', { name: /^Cognome/ }), 'Bianchi');
    await scrivi(page, page.getByRole('textbox', { name: /^Email/ }), 'anna.bianchi@cantine-piave.it');
    await expectAccessible(page, 'passo «Referente»');
    await avanti(page, 'Banca autorizzata');

    expect(await page.getByRole('button', { name: 'Avanti', exact: true }).count()).toBe(0);
    await scrivi(page, page.getByRole('combobox', { name: /Codice ABI/ }), '03069');
    await scrivi(page, page.getByRole('textbox', { name: /Denominazione della banca/ }), 'Intesa Sanpaolo S.p.A.');
    await scrivi(page, page.getByRole('textbox', { name: /IBAN/ }), IBAN.toLowerCase());
    await page.keyboard.press('Enter');
    await page.getByText('Salva banca autorizzata: operazione completata').waitFor();
    await expectAccessible(page, 'passo «Banca autorizzata»');

    await page.reload();
    await page.getByRole('tab', { name: 'Dati generali', exact: true }).waitFor();
    await apriSchedaProponente(page);
    await page.getByText(titolo).waitFor();
    await tabFino(page, passo(page, 'Banca autorizzata'));
    await page.keyboard.press('Enter');
    await page.getByText(IBAN).waitFor();
    await tabFino(page, passo(page, 'Rappresentante legale'), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('RSSMRA80A01H501U').waitFor();
    await page.getByText('01/01/1980').waitFor();
    await expectAccessible(page, 'procedura proponente dopo il ricaricamento');
    await tabFino(page, passo(page, 'Recapiti'), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('info@cantine-piave.it').waitFor();
    await page.getByText('cantine-piave@legalmail.it').waitFor();
  });
});
