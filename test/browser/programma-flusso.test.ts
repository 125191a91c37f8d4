import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Programma } from '../../contract/programmi/record';
import {
  ATTESA_PERMESSI,
  expectAccessible,
  logIn,
  openBrowser,
  openSignedIn,
  type BrowserSession,
} from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { programmiDelBandoNelloStato } from '../support/lista-programmi';
import { BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Signs in as `username` and opens the 2024 type V call's programmes, filtered by a state; answers the rows listed. */
async function programmiNelloStato(username: string, stato: string): Promise<{ page: Page; programmi: Programma[] }> {
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl);
  const { page } = browser;
  const programmi = await programmiDelBandoNelloStato(page, BANDO_V_2024, stato);
  return { page, programmi };
}

/** Opens the action from the programme's page, or from its row's menu in a list; fills in and confirms its dialog. */
async function conferma(
  page: Page,
  azione: string,
  id: number,
  compila?: (page: Page) => Promise<void>,
  da: 'pagina' | 'menu' = 'pagina',
) {
  if (da === 'menu') {
    await page.getByRole('button', { name: `Altre azioni: ${id}`, exact: true }).click();
    await page.getByRole('menuitem', { name: azione }).click();
  } else await page.getByRole('button', { name: `${azione} ${id}`, exact: true }).click();
  await page.getByRole('dialog', { name: azione }).waitFor();
  await compila?.(page);
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await expectAccessible(page, `finestra «${azione}»`);
  await page.getByRole('button', { name: 'Conferma' }).click();
}

describe('programme review through the portal', () => {
  it('coordinator assigns an instructor, who sees the queue, opens the programme from its call, reads it', async () => {
    const { page, programmi } = await programmiNelloStato('coordinatore', 'Presentato');
    await expectAccessible(page, 'lista programmi (coordinatore)');
    const id = programmi[0].idProgrammaInvestimento;
    await conferma(
      page,
      'Assegna istruttore',
      id,
      async (dialog) => {
        await dialog.getByRole('combobox', { name: 'Istruttore' }).fill('Laura');
        await dialog.getByRole('option', { name: 'Laura Marino' }).click();
      },
      'menu',
    );
    await page.getByText('Assegna istruttore: operazione completata').waitFor();
    await browser!.close();

    const { page: istruttore } = await programmiNelloStato('istruttore1', 'In istruttoria');
    await istruttore.goto(appUrl);
    await istruttore.getByRole('heading', { name: 'Le mie attività' }).waitFor();
    await expectAccessible(istruttore, 'le mie attività (istruttore)');
    await istruttore.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
    await istruttore.getByRole('textbox', { name: 'Denominazione', exact: true }).fill(programmi[0].denominazione);
    await istruttore.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
    await istruttore.getByRole('tab', { name: 'Dati generali' }).waitFor();
    await expectAccessible(istruttore, 'dettaglio programma (istruttore)');
    await istruttore.getByRole('tab', { name: 'Storico' }).click();
    await istruttore.getByRole('cell', { name: 'Assegna istruttore' }).first().waitFor();
    await expectAccessible(istruttore, 'storico del programma');
  });

  it('validator validates a programme in validation', async () => {
    const { page, programmi } = await programmiNelloStato('validatore', 'In validazione');
    const id = programmi[0].idProgrammaInvestimento;
    // Not a list's action: the validation is taken on the programme's page, where its review is. The row's menu comes
    // once the person's actions on it are known.
    const menu = page.getByRole('button', { name: `Altre azioni: ${id}`, exact: true });
    // The row may be on the page before the state's filter has answered too: its menu is drawn again once the
    // filtered rows' actions are known, so it is counted once that has settled.
    await expect.poll(() => menu.count(), ATTESA_PERMESSI).toBe(1);
    await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
    await page.getByRole('tab', { name: 'Dati generali' }).waitFor();
    // The page reads the programme again on arrival: act once it has it.
    await page.waitForLoadState('networkidle');
    await conferma(page, 'Esegui validazione', id, async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Esito' }).click();
      await dialog.getByRole('option', { name: 'Positivo' }).click();
    });
    await page.getByText('Esegui validazione: operazione completata').waitFor();
    await page.getByText('Validato', { exact: true }).first().waitFor();
  });

  it('ministry uploads the approval file and approves: the CUP is checked in the browser', async () => {
    const { page, programmi } = await programmiNelloStato('ministero', 'Validato');
    const id = programmi[0].idProgrammaInvestimento;
    await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
    await page.getByRole('tab', { name: 'Dati generali' }).waitFor();
    await expectAccessible(page, 'dettaglio programma (ministero)');

    // Approval needs its file: upload it (or replace the one a seed may hold) first.
    await page.getByRole('tab', { name: 'Allegati' }).click();
    const [scelta] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /^(Carica|Sostituisci) File di approvazione$/ }).click(),
    ]);
    const caricato = page.waitForResponse((response) => response.url().includes('allegaFileApprovazione'));
    await scelta.setFiles({ name: 'decreto-approvazione.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    expect((await caricato).status()).toBe(201);
    await page.getByRole('button', { name: 'Sostituisci File di approvazione' }).waitFor();

    await conferma(page, 'Approva programma', id, async (dialog) => {
      await dialog.getByLabel(/CUP/).fill('j84e24');
      await dialog.getByLabel(/COR/).fill('1234567');
    });
    await page.getByRole('alert').filter({ hasText: 'Il CUP deve avere 15 caratteri' }).waitFor();
    await page.getByLabel(/CUP/).fill('J84E24000120001');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Approva programma: operazione completata').waitFor();
    await page.getByText('Approvato', { exact: true }).first().waitFor();
    await expectAccessible(page, 'esito approvazione');
  });

  it('opens a programme from its deep link before and after signing in, and again on a full reload', async () => {
    const { programmi } = await programmiNelloStato('coordinatore', 'In istruttoria');
    const { idBando, idProgrammaInvestimento: id, denominazione } = programmi[0];
    const link = `${appUrl}dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${id}`;
    await browser!.close();

    browser = await openBrowser(inject('chromiumPath'));
    const nuova = browser.page;
    await nuova.goto(link);
    await logIn(nuova, 'coordinatore');
    const titolo = nuova.getByRole('heading', { name: `Programma ${id}: ${denominazione}` });
    await titolo.waitFor();
    expect(new URL(nuova.url()).pathname).toBe(new URL(link).pathname);

    await nuova.reload();
    await titolo.waitFor();
    await nuova.getByRole('tab', { name: 'Dati generali' }).waitFor();
    await expectAccessible(nuova, 'dettaglio programma ricaricato');
  });
});
