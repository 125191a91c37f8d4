import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Programma } from '../../contract/programmi/record';
import { expectAccessible, openSignedIn, waitForToast, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { programmiDelBandoNelloStato } from '../support/lista-programmi';
import { BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const PERCHE_NO_PARERE =
  'Inserisci parere regionale: non disponibile. Il parere regionale si inserisce quando l’istruttore lo chiede ' +
  'alla tua Regione: per questo programma non ci sono pareri in attesa.';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Signs in as `username` and lists the 2024 type V call's programmes in `stato`; answers the rows the server sent. */
async function programmiNelloStato(username: string, stato: string): Promise<{ page: Page; programmi: Programma[] }> {
  await browser?.close();
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl);
  const { page } = browser;
  const programmi = await programmiDelBandoNelloStato(page, BANDO_V_2024, stato);
  return { page, programmi };
}

/** Opens a programme's page from the list and waits until it has read the programme. */
async function apri(page: Page, id: number) {
  const letto = page.waitForResponse((r) => r.url().includes(`getDatiGeneraliProgramma/${id}`) && r.ok());
  await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
  await page.getByRole('tab', { name: 'Dati generali' }).waitFor();
  await letto;
  await page.waitForLoadState('networkidle');
}

/** Opens a programme's page from its address; answers the programme as the server gave it to this person. */
async function leggiDaLink(page: Page, { idBando, idProgrammaInvestimento: id }: Programma) {
  const letto = page.waitForResponse((r) => r.url().includes(`getDatiGeneraliProgramma/${id}`) && r.ok());
  await page.goto(`${appUrl}dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${id}`);
  const programma = (await (await letto).json()) as { parereDaEsprimere: boolean };
  await page.getByRole('tab', { name: 'Dati generali' }).waitFor();
  await page.waitForLoadState('networkidle');
  return programma;
}

/** Moves the focus with Tab alone until it reaches `target` (at most `limite` presses). */
async function tabFino(page: Page, target: Locator, limite = 40) {
  for (let premuti = 0; premuti < limite; premuti += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`Tab non raggiunge ${String(target)}`);
}

/** Opens an action's dialog from the programme's page with the keyboard: focus on its button, then Enter. */
async function apriDialogo(page: Page, azione: string, id: number): Promise<Locator> {
  await page.getByRole('button', { name: `${azione} ${id}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: azione });
  await dialogo.waitFor();
  return dialogo;
}

describe('offered means possible, errors where they belong (issue 10)', () => {
  it('the region asked no opinion is not offered it and reads why; asked, it gives it by keyboard', async () => {
    // The demo asks an opinion of Lazio only for programmes under review, never for those in integration.
    const { page, programmi: inIntegrazione } = await programmiNelloStato('regione.lazio', 'In integrazione');
    const senzaRichiesta = inIntegrazione.find(({ codRegione }) => codRegione === '12') as Programma;
    expect((await leggiDaLink(page, senzaRichiesta)).parereDaEsprimere).toBe(false);
    await page.getByText(PERCHE_NO_PARERE).waitFor();
    const azione = `Inserisci parere regionale ${senzaRichiesta.idProgrammaInvestimento}`;
    expect(await page.getByRole('button', { name: azione }).count()).toBe(0);
    await expectAccessible(page, 'programma senza parere richiesto (regione)');

    const { page: regione, programmi } = await programmiNelloStato('regione.lazio', 'In istruttoria');
    let id = 0;
    for (const candidato of programmi.filter(({ codRegione }) => codRegione === '12')) {
      if ((await leggiDaLink(regione, candidato)).parereDaEsprimere) {
        id = candidato.idProgrammaInvestimento;
        break;
      }
    }
    expect(id, 'un programma della Lazio in istruttoria con un parere in attesa').toBeGreaterThan(0);
    expect(await regione.getByText(PERCHE_NO_PARERE).count()).toBe(0);
    const parere = await apriDialogo(regione, 'Inserisci parere regionale', id);
    await expectAccessible(regione, 'finestra «Inserisci parere regionale»');
    await tabFino(regione, parere.getByRole('combobox', { name: /Esito/ }));
    await regione.keyboard.press('Enter');
    await regione.getByRole('option', { name: 'Favorevole', exact: true }).waitFor();
    await regione.keyboard.press('Enter');
    await regione.getByRole('listbox').waitFor({ state: 'hidden' });
    await tabFino(regione, parere.getByRole('textbox', { name: /Not/ }));
    await regione.keyboard.type('Coerente con la programmazione regionale');
    await tabFino(regione, parere.getByRole('button', { name: 'Conferma' }));
    await regione.keyboard.press('Enter');
    await regione.getByText('Inserisci parere regionale: operazione completata').waitFor();
    // Given, it is no longer offered, and the page says why.
    await regione.getByText(PERCHE_NO_PARERE).waitFor();
    expect(await regione.getByRole('button', { name: `Inserisci parere regionale ${id}` }).count()).toBe(0);
  });

  it('the ministry uploads the missing approval file inside the approval dialog, then approves', async () => {
    const { page, programmi } = await programmiNelloStato('ministero', 'Validato');
    // The last one: the other browser tests approve the first.
    const id = (programmi.at(-1) as Programma).idProgrammaInvestimento;
    await apri(page, id);
    const dialogo = await apriDialogo(page, 'Approva programma', id);
    await dialogo.getByText('Manca il file di approvazione: caricalo qui, poi conferma l’approvazione.').waitFor();
    await expectAccessible(page, 'finestra «Approva programma» senza file');

    const carica = dialogo.getByRole('button', { name: 'Carica File di approvazione' });
    await tabFino(page, carica);
    // Pressed on the button the locator finds now: the file's status may have re-rendered it since Tab reached it.
    const [scelta] = await Promise.all([page.waitForEvent('filechooser'), carica.press('Enter')]);
    const caricato = page.waitForResponse((response) => response.url().includes('allegaFileApprovazione'));
    await scelta.setFiles({ name: 'decreto-approvazione.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    expect((await caricato).status()).toBe(201);
    await dialogo.getByRole('button', { name: 'Sostituisci File di approvazione' }).waitFor();
    expect(await dialogo.getByText(/Manca il file di approvazione/).count()).toBe(0);
    await waitForToast(page);
    await expectAccessible(page, 'finestra «Approva programma» con il file');

    await tabFino(page, dialogo.getByLabel(/CUP/));
    await page.keyboard.type('J84E24000120009');
    await tabFino(page, dialogo.getByLabel(/COR/));
    await page.keyboard.type('7654321');
    await tabFino(page, dialogo.getByRole('button', { name: 'Conferma' }));
    await page.keyboard.press('Enter');
    await page.getByText('Approva programma: operazione completata').waitFor();
    await page.getByText('Approvato', { exact: true }).first().waitFor();
  });

  it('marks a note too long before sending it, and the field the server refuses (400) with its words', async () => {
    const { page, programmi } = await programmiNelloStato('coordinatore', 'In istruttoria');
    const id = programmi[0].idProgrammaInvestimento;
    await apri(page, id);
    const dialogo = await apriDialogo(page, 'Salva nota di richiesta integrazione', id);
    const nota = dialogo.getByRole('textbox', { name: /Not/ });
    const salvataggi: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('salvaNoteRichiestaIntegrazione')) salvataggi.push(request.url());
    });
    const troppoLunga = 'x'.repeat(4001);
    const limite = dialogo.getByText('Deve contenere al massimo 4000 caratteri');

    // The browser knows the server's limit (contract/): the note is marked as it is, whole, and nothing is sent.
    await nota.fill(troppoLunga);
    await tabFino(page, dialogo.getByRole('button', { name: 'Conferma' }));
    await page.keyboard.press('Enter');
    await limite.waitFor();
    expect(await nota.getAttribute('aria-invalid')).toBe('true');
    expect(await nota.inputValue()).toBe(troppoLunga);
    expect(salvataggi).toEqual([]);

    // A request changed on its way (as from a page older than the rules) meets the real server's 400: its words mark
    // the field.
    await nota.fill('Nota da integrare');
    await limite.waitFor({ state: 'hidden' });
    await page.route('**/salvaNoteRichiestaIntegrazione/**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('note', troppoLunga);
      return route.continue({ url: url.toString() });
    });
    const rifiuto = page.waitForResponse((response) => response.url().includes('salvaNoteRichiestaIntegrazione'));
    await tabFino(page, dialogo.getByRole('button', { name: 'Conferma' }));
    await page.keyboard.press('Enter');
    expect((await rifiuto).status()).toBe(400);
    await limite.waitFor();
    expect(await nota.getAttribute('aria-invalid')).toBe('true');
    await waitForToast(page);
    await expectAccessible(page, 'finestra con il campo rifiutato dal server');
    await page.keyboard.press('Escape');
    await dialogo.waitFor({ state: 'hidden' });
  });
});
