import type { FileChooser, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ATTESA_PERMESSI, expectAccessible, openBrowser, openSignedIn, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { BANDO_DC_2023, BANDO_DC_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const GIORNO_A_ROMA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', dateStyle: 'short' });
/** Days as an Italian office counts them: the ranking is finalised today, its decree cannot be of the day before. */
const OGGI = GIORNO_A_ROMA.format(Date.now());
const IERI = GIORNO_A_ROMA.format(Date.now() - 86_400_000);

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sceltePendenti: ((chooser: FileChooser) => void)[] = [];

async function entra(username: string): Promise<Page> {
  await browser?.close();
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, {
    beforeOpening: (page) => page.on('filechooser', (chooser) => sceltePendenti.shift()?.(chooser)),
  });
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  return page;
}

const italiano = (giorno: string) => giorno.split('-').reverse().join('/');

/** How wide the page is: wider than the window, it scrolls sideways. */
const larghezzaPagina = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Focus and Enter: how a keyboard user presses a button or follows a link. */
async function premi(page: Page, elemento: ReturnType<Page['locator']>) {
  await elemento.focus();
  await page.keyboard.press('Enter');
}

async function conferma(page: Page, azione: string) {
  const dialogo = page.getByRole('dialog', { name: azione });
  await dialogo.waitFor();
  await expectAccessible(page, `finestra «${azione}»`);
  await premi(page, dialogo.getByRole('button', { name: 'Conferma' }));
  await dialogo.waitFor({ state: 'hidden' });
}

async function caricaFile(page: Page, pulsante: ReturnType<Page['locator']>, nome: string) {
  const chooser = new Promise<FileChooser>((resolve) => sceltePendenti.push(resolve));
  await premi(page, pulsante);
  await (await chooser).setFiles({ name: nome, mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByText(`File «${nome}» caricato`).waitFor();
}

const stato = (page: Page, descrizione: string) =>
  page.getByRole('main').getByText(descrizione, { exact: true }).first().waitFor();

const MOTIVAZIONE = 'Programma coerente con il piano del distretto, come documenta la relazione tecnica.';

/**
 * Every score chosen from the keyboard (Space takes the first allowed score, the down arrow the next one), each with
 * its motivation; a group saved first without one is refused on the motivation's field, nothing lost.
 */
async function assegnaOgniPunteggio(page: Page) {
  const gruppi = page.getByRole('radiogroup');
  await gruppi.first().waitFor();
  // The beneficiaries' parameters arrive after the application's: count them once every group has loaded.
  await expect.poll(() => page.getByRole('main').getByRole('progressbar').count()).toBe(0);
  const quanti = await gruppi.count();
  for (let indice = 0; indice < quanti; indice++) {
    const radio = gruppi.nth(indice).getByRole('radio');
    await radio.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radio.nth(1).isChecked()).toBe(true);
  }
  const salvataggi = page.getByRole('button', { name: /^Salva punteggi/ });
  // The beneficiaries' scores of the demo have no motivation yet: the last group is refused before anything is sent.
  await premi(page, salvataggi.last());
  const rifiuto = page
    .getByRole('alert')
    .filter({ hasText: 'Scrivere la motivazione del punteggio: almeno 30 caratteri' });
  await rifiuto.first().waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  expect(await gruppi.last().getByRole('radio').nth(1).isChecked()).toBe(true);
  await expectAccessible(page, 'motivazione mancante segnata sul suo campo');
  const motivazioni = page.getByRole('textbox', { name: /^Motivazione di «/ });
  expect(await motivazioni.count()).toBe(quanti);
  await page.getByText('Almeno 30 caratteri').first().waitFor();
  for (let indice = 0; indice < quanti; indice++)
    if ((await motivazioni.nth(indice).inputValue()) === '') await motivazioni.nth(indice).fill(MOTIVAZIONE);
  await expect.poll(() => rifiuto.count()).toBe(0);
  for (let indice = 0; indice < (await salvataggi.count()); indice++) {
    const risposta = page.waitForResponse((r) => /\/salvaValutazione/.test(r.url()) && r.request().method() === 'POST');
    await premi(page, salvataggi.nth(indice));
    expect((await risposta).status()).toBe(200);
  }
  return quanti;
}

describe('evaluation and ranking of food-district applications, each person in the portal', () => {
  it('commissione scores an application from the keyboard and concludes; ministero finalises', async () => {
    const commissione = await entra('commissione');
    await premi(commissione, commissione.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    await commissione.getByRole('heading', { name: `Domande: ${BANDO_DC_2025}` }).waitFor();
    const riga = commissione.getByRole('row').filter({ hasText: 'In valutazione' }).first();
    await premi(commissione, riga.getByRole('link', { name: /^Dettaglio domanda \d+/ }));
    await commissione.getByRole('heading', { name: /^Domanda \d+:/ }).waitFor();
    await stato(commissione, 'In valutazione');

    // Before any click the page lists the missing scores, each leading to its field, and concluding waits for them.
    const mancanze = commissione.getByRole('status').filter({ hasText: /Per concludere la valutazione resta/ });
    await mancanze.waitFor();
    expect(await commissione.getByRole('button', { name: 'Concludi valutazione' }).isDisabled()).toBe(true);
    await expectAccessible(commissione, 'elenco dei punteggi mancanti');
    await premi(commissione, mancanze.getByRole('button', { name: 'completa in «Valutazione»' }).first());
    await expect.poll(() => commissione.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');

    const valutati = await assegnaOgniPunteggio(commissione);
    await commissione.getByText(new RegExp(`: ${valutati} di ${valutati} valutati$`)).waitFor();
    const verbale = commissione.getByRole('region', { name: 'Verbale della commissione' });
    await caricaFile(
      commissione,
      verbale.getByRole('button', { name: 'Carica verbale della commissione' }),
      'verbale.pdf',
    );
    await verbale.getByRole('button', { name: 'Scarica verbale.pdf' }).waitFor();
    await expectAccessible(commissione, 'scheda Valutazione (commissione)');

    await premi(commissione, commissione.getByRole('button', { name: 'Concludi valutazione' }));
    await conferma(commissione, 'Concludi valutazione');
    await commissione.getByText('Valutazione conclusa').waitFor();
    await stato(commissione, 'Valutata');
    await expect.poll(() => commissione.getByRole('radio').count(), ATTESA_PERMESSI).toBe(0);
    await commissione.getByRole('button', { name: /^Sblocca valutazione/ }).waitFor();

    // The ministry opens the ranking of the call that is ready, reads why a row is not funded, and finalises it.
    const ministero = await entra('ministero');
    // Its home lists the call whose ranking is ready; the button is named by the text it shows (WCAG 2.5.3).
    await ministero
      .getByRole('table', { name: 'Graduatorie da finalizzare' })
      .getByRole('link', { name: `Apri graduatoria: ${BANDO_DC_2023}` })
      .waitFor();
    await expectAccessible(ministero, 'home del ministero con le graduatorie da finalizzare');
    await premi(ministero, ministero.getByRole('link', { name: `Dettaglio ${BANDO_DC_2023}` }));
    await ministero.getByRole('heading', { name: `Domande: ${BANDO_DC_2023}` }).waitFor();
    await premi(ministero, ministero.getByRole('link', { name: 'Graduatoria' }));
    await ministero.getByRole('heading', { name: `Graduatoria: ${BANDO_DC_2023}` }).waitFor();
    await ministero.getByText('Provvisoria', { exact: true }).waitFor();
    await ministero.getByRole('img', { name: 'Punteggi della graduatoria, soglia e linea di finanziamento' }).waitFor();
    const perche = ministero.getByRole('button', { name: /^Perché qui: .+, posizione 10$/ });
    await premi(ministero, perche);
    expect(await perche.getAttribute('aria-expanded')).toBe('true');
    await ministero.getByText(/^Non finanziata: richiede .* non la copre\.$/).waitFor();
    await expectAccessible(ministero, 'graduatoria provvisoria con una riga spiegata');
    // On a phone the rows are cards in the ranking's order, the open explanation inside its card.
    await ministero.setViewportSize(PHONE);
    // The cards, not the explanation's own list items inside one of them.
    const schede = ministero.getByRole('list', { name: 'Domande in graduatoria' }).locator(':scope > li');
    await expect.poll(() => schede.count()).toBe(20);
    await schede
      .nth(9)
      .getByText(/^Non finanziata: richiede .* non la copre\.$/)
      .waitFor();
    expect(await larghezzaPagina(ministero)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(ministero, 'graduatoria provvisoria a 390 px');
    await ministero.setViewportSize(DESKTOP);

    await premi(ministero, ministero.getByRole('button', { name: /^Finalizza graduatoria/ }));
    await conferma(ministero, 'Finalizza graduatoria');
    await ministero.getByText('Definitiva', { exact: true }).waitFor();
    await expect
      .poll(() => ministero.getByRole('button', { name: /^Finalizza graduatoria/ }).count(), ATTESA_PERMESSI)
      .toBe(0);
    const tabella = ministero.getByRole('table', { name: 'Domande in graduatoria' });
    expect(await tabella.getByRole('cell', { name: 'Finanziabile', exact: true }).count()).toBe(9);
    expect(await tabella.getByRole('cell', { name: 'Esclusa', exact: true }).count()).toBe(3);
    const decreto = ministero.getByRole('region', { name: 'Decreto della graduatoria' });
    const dataDecreto = decreto.getByLabel('Data del decreto');
    await dataDecreto.fill(IERI);
    await decreto
      .getByRole('alert')
      .filter({ hasText: `Il decreto non può precedere la graduatoria che adotta, definitiva dal ${italiano(OGGI)}` })
      .waitFor();
    expect(await dataDecreto.getAttribute('aria-invalid')).toBe('true');
    expect(await decreto.getByRole('button', { name: 'Carica decreto della graduatoria' }).isDisabled()).toBe(true);
    await expectAccessible(ministero, 'data del decreto che non può essere vera');
    await dataDecreto.fill(OGGI);
    await caricaFile(
      ministero,
      decreto.getByRole('button', { name: 'Carica decreto della graduatoria' }),
      'decreto.pdf',
    );
    await ministero.getByText(/Adottata con decreto del/).waitFor();
    await decreto.getByRole('button', { name: 'Scarica decreto.pdf' }).waitFor();
    // The decree names who uploaded it, as a person and not as an account.
    const rigaDecreto = decreto
      .getByRole('row')
      .filter({ has: ministero.getByRole('rowheader', { name: 'decreto.pdf' }) });
    await rigaDecreto.getByRole('cell', { name: 'Giuseppe Gallo', exact: true }).waitFor();
    await expectAccessible(ministero, 'graduatoria definitiva con il decreto');

    const pubblica = await ministero
      .getByRole('link', { name: 'Pagina pubblica della graduatoria' })
      .getAttribute('href');

    await premi(ministero, ministero.getByRole('link', { name: 'Cruscotto' }));
    await ministero.getByRole('heading', { name: `Cruscotto: ${BANDO_DC_2023}` }).waitFor();
    const cruscotto = ministero.getByRole('table', { name: 'Domande e importi per stato' });
    await cruscotto.getByRole('rowheader', { name: 'Finanziabile' }).waitFor();
    await cruscotto.getByRole('rowheader', { name: 'Ammessa non finanziata' }).waitFor();
    await expectAccessible(ministero, 'cruscotto del bando DC');

    // Its applicant reads the scores of its own application with their motivations, now the ranking is final.
    const proponente = await entra('proponente1');
    await premi(proponente, proponente.getByRole('link', { name: `Dettaglio ${BANDO_DC_2023}` }));
    await proponente.getByRole('heading', { name: `Domande: ${BANDO_DC_2023}` }).waitFor();
    const propria = proponente
      .getByRole('row')
      .filter({ hasText: /Finanziabile|Ammessa non finanziata|Esclusa/ })
      .first();
    await premi(proponente, propria.getByRole('link', { name: /^Dettaglio domanda \d+/ }));
    await proponente.getByRole('heading', { name: /^Domanda \d+:/ }).waitFor();
    await premi(proponente, proponente.getByRole('tab', { name: 'Valutazione' }));
    await proponente
      .getByText(/^Motivazione: .+giudizio «/)
      .first()
      .waitFor();
    await proponente.getByText(/accesso agli atti, L\. 241\/1990, art\. 22/).waitFor();
    expect(await proponente.getByRole('radio').count()).toBe(0);
    await expectAccessible(proponente, 'punteggi motivati letti dal proponente');

    // Anyone, without signing in, reads the final ranking: no fiscal code, no CUAA.
    await browser?.close();
    browser = await openBrowser(inject('chromiumPath'));
    const pubblico = browser.page;
    await pubblico.goto(new URL(String(pubblica), appUrl).toString());
    await pubblico.getByRole('heading', { name: `Graduatoria definitiva: ${BANDO_DC_2023}` }).waitFor();
    const righe = pubblico.getByRole('table', { name: 'Domande in graduatoria' }).getByRole('row');
    await expect.poll(() => righe.count()).toBe(21);
    await pubblico.getByText(/Adottata con decreto del/).waitFor();
    const testo = await pubblico.getByRole('main').innerText();
    expect(testo).not.toMatch(/\b\d{11}\b/);
    expect(testo).not.toMatch(/[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]/);
    expect(await pubblico.getByLabel('Nome utente').count()).toBe(0);
    await expectAccessible(pubblico, 'graduatoria pubblica');
    await pubblico.setViewportSize(PHONE);
    const schedePubbliche = pubblico.getByRole('list', { name: 'Domande in graduatoria' }).getByRole('listitem');
    await expect.poll(() => schedePubbliche.count()).toBe(20);
    expect(await larghezzaPagina(pubblico)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(pubblico, 'graduatoria pubblica a 390 px');
  });
});
