import type { FileChooser, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, waitForToast, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { programmaDemo, type ProgrammaTrovato } from '../support/programmi-demo';
import { BANDO_VI_2025, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/**
 * Programmes of the VI 2025 call that no other browser test touches (server/src/seed), found by name and state: one in
 * review, assigned to istruttore1, of proponente2's Ortofrutticola Pontina; a complete draft of proponente1's Cantine
 * Riunite del Piave. And proponente2's programme of the V 2024 call waiting for integration documents (another test
 * only reads it).
 */
let IN_ISTRUTTORIA_DI_ISTRUTTORE1: ProgrammaTrovato;
let BOZZA_DI_PROPONENTE1: ProgrammaTrovato;
let IN_INTEGRAZIONE_DI_PROPONENTE2: ProgrammaTrovato;
beforeAll(async () => {
  const portalUrl = inject('portalUrl');
  IN_ISTRUTTORIA_DI_ISTRUTTORE1 = await programmaDemo(portalUrl, 'istruttore1', {
    bando: BANDO_VI_2025,
    denominazione: 'Ortofrutticola Pontina S.c.a.r.l.',
    idStato: 'IN_ISTRUTTORIA',
  });
  BOZZA_DI_PROPONENTE1 = await programmaDemo(portalUrl, 'proponente1', {
    bando: BANDO_VI_2025,
    denominazione: 'Cantine Riunite del Piave Soc. Coop.',
    idStato: 'BOZZA',
  });
  IN_INTEGRAZIONE_DI_PROPONENTE2 = await programmaDemo(portalUrl, 'proponente2', {
    bando: BANDO_V_2024,
    denominazione: 'Ortofrutticola Pontina S.c.a.r.l.',
    idStato: 'IN_INTEGRAZIONE',
  });
});

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Signs in, opens the programme from its call's list (filtered by name, as a person finds it) and opens a tab. */
async function apriProgramma(
  username: string,
  { id, denominazione }: { id: number; denominazione: string },
  scheda: string,
  bando = BANDO_VI_2025,
): Promise<Page> {
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, {
    // Listening from the start turns file-chooser interception on before any click (enabling it at the click races it).
    beforeOpening: (page) => page.on('filechooser', (chooser) => sceltePendenti.shift()?.(chooser)),
  });
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  await page.getByRole('link', { name: `Dettaglio ${bando}` }).click();
  await page.getByRole('heading', { name: `Programmi di investimento: ${bando}` }).waitFor();
  await page.getByRole('textbox', { name: 'Denominazione', exact: true }).fill(denominazione);
  await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
  await page.getByRole('heading', { name: new RegExp(`^Programma ${id}:`) }).waitFor();
  await page.getByRole('tab', { name: scheda }).click();
  return page;
}

const sceltePendenti: ((chooser: FileChooser) => void)[] = [];

/** Opens the file chooser from the keyboard (Tab-reachable button, Enter) and picks a PDF. */
async function scegliFileDaTastiera(page: Page, pulsante: Locator, nome: string) {
  await pulsante.focus();
  const chooser = new Promise<FileChooser>((resolve) => sceltePendenti.push(resolve));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: nome, mimeType: 'application/pdf', buffer: samplePdf() });
}

/** The upload's done state, in place of its bar. */
const barraCompleta = (page: Page, nome: string) => page.getByText(`Caricamento completato: ${nome}`, { exact: true });

describe('checklists and attachments through the portal', () => {
  it('by keyboard, a proponent answers an integration request with a document of one beneficiary', async () => {
    const page = await apriProgramma('proponente2', IN_INTEGRAZIONE_DI_PROPONENTE2, 'Allegati', BANDO_V_2024);
    const sezione = page.getByRole('heading', { name: 'Allegati di integrazione' });
    await sezione.waitFor();
    const riguarda = page.getByRole('combobox', { name: 'Il file riguarda' });
    // Its beneficiaries by name and tax code, sorted by name (server/src/seed gives this programme these three).
    await riguarda.getByRole('option', { name: 'Cooperativa Agricola Costa Soc. Coop. (15000430007)' }).waitFor({
      state: 'attached',
    });
    expect(await riguarda.getByRole('option').allTextContents()).toEqual([
      'Tutto il programma',
      'Cooperativa Agricola Costa Soc. Coop. (15000430007)',
      'Rossi Mario (RSSMRA69B11H620E)',
      'Società Agricola Ferrari S.r.l. (15000430148)',
    ]);
    await expectAccessible(page, 'allegati di integrazione (proponente)');

    await riguarda.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await riguarda.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text)).toBe(
      'Rossi Mario (RSSMRA69B11H620E)',
    );
    await scegliFileDaTastiera(page, page.getByRole('button', { name: 'Carica allegato di integrazione' }), 'cv.pdf');
    await barraCompleta(page, 'cv.pdf').waitFor();
    const riga = page.getByRole('row').filter({ hasText: 'cv.pdf' });
    await riga.getByRole('cell', { name: 'Rossi Mario', exact: true }).waitFor();
    await expectAccessible(page, 'allegato di integrazione di un beneficiario caricato');
  });

  it('an instructor fills in the documentary checklist with a document; the summary of gaps follows', async () => {
    const page = await apriProgramma('istruttore1', IN_ISTRUTTORIA_DI_ISTRUTTORE1, 'Checklist');
    const documentale = page.getByRole('form', { name: 'Checklist documentale' });
    await documentale.waitFor();
    const mancanti = page.getByText(/^Cosa manca: \d+ vo/).first();
    await expect.poll(() => mancanti.textContent()).toBe('Cosa manca: 4 voci su 4');
    await expectAccessible(page, 'scheda checklist (istruttore)');

    for (const voce of [
      'Domanda sottoscritta dal rappresentante legale',
      'Visura camerale del proponente aggiornata',
      'Accordo di filiera sottoscritto dai beneficiari',
    ]) {
      await documentale.getByRole('group', { name: voce }).getByRole('radio', { name: 'Sì' }).check();
    }
    await documentale.getByRole('button', { name: 'Salva checklist documentale' }).click();
    await page.getByText('Checklist documentale: salvata').waitFor();
    await expect.poll(() => mancanti.textContent()).toBe('Cosa manca: 1 voce su 4');
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Piano finanziario complessivo del programma' }).count())
      .toBeGreaterThan(0);

    await scegliFileDaTastiera(
      page,
      page.getByRole('button', { name: 'Allega un documento: Checklist documentale' }),
      'verbale-documentale.pdf',
    );
    await barraCompleta(page, 'verbale-documentale.pdf').waitFor();
    await page.getByText('Documenti allegati alle checklist del programma: 1').waitFor();
    // The toast first: measured while it fades in, its text blends with the page (the check waits for transitions).
    await page.getByText('File «verbale-documentale.pdf» caricato').waitFor();
    await expectAccessible(page, 'checklist con documento caricato');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica verbale-documentale.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('verbale-documentale.pdf');

    const visura = 'Visura camerale del proponente aggiornata';
    await scegliFileDaTastiera(
      page,
      page.getByRole('button', { name: `Allega un documento alla voce: ${visura}` }),
      'visura-camerale.pdf',
    );
    await barraCompleta(page, 'visura-camerale.pdf').waitFor();
    await page.getByText('Documento della voce: visura-camerale.pdf').waitFor();
    await page.getByText('Documenti allegati alle checklist del programma: 2').waitFor();
    await page.getByRole('button', { name: `Sostituisci il documento della voce: ${visura}` }).waitFor();
    await expectAccessible(page, 'checklist con documento di una voce');
    const downloadVoce = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica visura-camerale.pdf' }).click();
    expect((await downloadVoce).suggestedFilename()).toBe('visura-camerale.pdf');

    const piano = documentale.getByRole('group', { name: 'Piano finanziario complessivo del programma' });
    await piano.getByRole('radio', { name: 'No', exact: true }).check();
    await piano
      .getByRole('textbox', { name: 'Note: Piano finanziario complessivo del programma' })
      .fill('Piano da integrare con i preventivi');
    await documentale.getByRole('button', { name: 'Salva checklist documentale' }).click();
    await page.getByText('Checklist completa: 4 voci su 4').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Documentale' })
      .filter({ hasText: 'Programma' })
      .getByText('Completa')
      .waitFor();
  });

  it('by keyboard, a proponent uploads an attachment with an expiry date, deletes one after confirming', async () => {
    const page = await apriProgramma('proponente1', BOZZA_DI_PROPONENTE1, 'Allegati');
    await page.getByRole('heading', { name: 'Allegati del proponente' }).waitFor();
    const tipologia = page.getByRole('combobox', { name: 'Tipologia di allegato' });
    await tipologia.waitFor();
    await expectAccessible(page, 'allegati del programma (proponente)');

    const conScadenza = (await tipologia.locator('option', { hasText: '(con scadenza)' }).first().textContent())!;
    await tipologia.selectOption({ label: conScadenza });
    const scadenza = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/Data di scadenza/).fill(scadenza);
    await scegliFileDaTastiera(page, page.getByRole('button', { name: 'Scegli il file' }), 'durc.pdf');
    await page.getByText('File scelto: durc.pdf').waitFor();
    await page.getByRole('button', { name: 'Carica allegato' }).focus();
    await page.keyboard.press('Enter');
    await barraCompleta(page, 'durc.pdf').waitFor();
    const rigaDurc = page.getByRole('row').filter({ hasText: 'durc.pdf' });
    await rigaDurc.getByText(scadenza.split('-').reverse().join('/')).waitFor();
    await waitForToast(page);
    await expectAccessible(page, 'allegato con scadenza caricato');

    const senzaScadenza = (await tipologia.locator('option:not(:has-text("(con scadenza)"))').nth(1).textContent())!;
    await tipologia.selectOption({ label: senzaScadenza });
    await scegliFileDaTastiera(page, page.getByRole('button', { name: 'Scegli il file' }), 'statuto.pdf');
    await page.getByRole('button', { name: 'Carica allegato' }).click();
    await barraCompleta(page, 'statuto.pdf').waitFor();
    const elimina = page.getByRole('button', { name: 'Elimina statuto.pdf' });
    await elimina.waitFor();

    await elimina.focus();
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: 'Conferma eliminazione' });
    await dialogo.waitFor();
    await expectAccessible(page, 'conferma eliminazione allegato');
    await page.keyboard.press('Escape');
    await dialogo.waitFor({ state: 'hidden' });
    expect(await page.getByRole('row').filter({ hasText: 'statuto.pdf' }).count()).toBe(1);

    await elimina.focus();
    await page.keyboard.press('Enter');
    await dialogo.getByRole('button', { name: 'Conferma' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('«statuto.pdf» eliminato').waitFor();
    // While the modal closes the rest of the page is aria-hidden, so rows are looked for once it has gone.
    await dialogo.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'statuto.pdf' }).waitFor({ state: 'detached' });
    expect(await rigaDurc.count()).toBe(1);
  });
});
