import type { FileChooser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ATTESA_PERMESSI, expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { programmaDemo, type ProgrammaTrovato } from '../support/programmi-demo';
import { BANDO_VI_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/**
 * The VI 2025 call's complete draft of proponente1's Agricola Colli Albani (server/src/seed: title, description,
 * amount, dates, beneficiaries), which no other browser test touches; found by name and state in beforeAll.
 */
let PROGRAMMA: ProgrammaTrovato;
beforeAll(async () => {
  PROGRAMMA = await programmaDemo(inject('portalUrl'), 'proponente1', {
    bando: BANDO_VI_2025,
    denominazione: 'Agricola Colli Albani S.r.l.',
    idStato: 'BOZZA',
  });
});
const VOCI = {
  'Checklist documentale': [
    'Domanda sottoscritta dal rappresentante legale',
    'Visura camerale del proponente aggiornata',
    'Accordo di filiera sottoscritto dai beneficiari',
    'Piano finanziario complessivo del programma',
  ],
  'Checklist delle verifiche': [
    'Regolarità contributiva (DURC) del proponente',
    'Assenza di aiuti illegittimi non rimborsati (Deggendorf)',
    'Coerenza del programma con le finalità del bando',
  ],
};

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const sceltePendenti: ((chooser: FileChooser) => void)[] = [];

/** A fresh browser on `indirizzo`, signed in as `username`. */
async function entra(username: string, indirizzo: string): Promise<Page> {
  await browser?.close();
  browser = await openSignedIn(inject('chromiumPath'), username, indirizzo, {
    // Listening from the start turns file-chooser interception on before any click (enabling it at the click races it).
    beforeOpening: (page) => page.on('filechooser', (chooser) => sceltePendenti.shift()?.(chooser)),
  });
  return browser.page;
}

const titolo = (page: Page) =>
  page.getByRole('heading', { name: `Programma ${PROGRAMMA.id}: ${PROGRAMMA.denominazione}` });
const stato = (page: Page, descrizione: string) => page.getByText(descrizione, { exact: true }).first();

/** Opens the action's dialog from the programme's buttons, lets `compila` fill it in, checks it with axe, confirms. */
async function esegui(page: Page, azione: string, compila?: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: `${azione} ${PROGRAMMA.id}`, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: azione });
  await dialogo.waitFor();
  await compila?.(page);
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await expectAccessible(page, `finestra «${azione}»`);
  await dialogo.getByRole('button', { name: 'Conferma' }).click();
  await page.getByText(`${azione}: operazione completata`).waitFor();
  await dialogo.waitFor({ state: 'hidden' });
}

async function scegli(page: Page, etichetta: string, nome: string) {
  const chooser = new Promise<FileChooser>((resolve) => sceltePendenti.push(resolve));
  await page.getByRole('button', { name: etichetta }).click();
  await (await chooser).setFiles({ name: nome, mimeType: 'application/pdf', buffer: samplePdf() });
}

describe('one programme through the whole review, each person in the portal', () => {
  it('presented, assigned, checked, sent to validation, validated, approved with its file and codes', async () => {
    // proponente1 finds the draft in the call's list, as a person would, and presents it.
    const proponente = await entra('proponente1', appUrl);
    await proponente.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    await proponente.getByRole('link', { name: `Dettaglio ${BANDO_VI_2025}` }).click();
    await proponente.getByRole('heading', { name: `Programmi di investimento: ${BANDO_VI_2025}` }).waitFor();
    await proponente.getByRole('textbox', { name: 'Denominazione', exact: true }).fill(PROGRAMMA.denominazione);
    await proponente.getByRole('link', { name: `Dettaglio ${PROGRAMMA.id}`, exact: true }).click();
    await titolo(proponente).waitFor();
    await stato(proponente, 'Bozza').waitFor();
    await expectAccessible(proponente, 'dettaglio programma (proponente)');
    const dettaglio = proponente.url();
    await esegui(proponente, 'Presenta programma');
    await stato(proponente, 'Presentato').waitFor();

    const coordinatore = await entra('coordinatore', dettaglio);
    await titolo(coordinatore).waitFor();
    await stato(coordinatore, 'Presentato').waitFor();
    await expectAccessible(coordinatore, 'dettaglio programma (coordinatore)');
    await esegui(coordinatore, 'Assegna istruttore', async (page) => {
      await page.getByRole('combobox', { name: 'Istruttore' }).fill('Laura');
      await page.getByRole('option', { name: 'Laura Marino' }).click();
    });
    await stato(coordinatore, 'In istruttoria').waitFor();

    const istruttore = await entra('istruttore1', dettaglio);
    await titolo(istruttore).waitFor();
    await expectAccessible(istruttore, 'dettaglio programma (istruttore)');
    await istruttore.getByRole('tab', { name: 'Checklist' }).click();
    await istruttore.getByRole('form', { name: 'Checklist documentale' }).waitFor();
    await expectAccessible(istruttore, 'scheda checklist (istruttore)');
    for (const [nome, voci] of Object.entries(VOCI)) {
      const form = istruttore.getByRole('form', { name: nome });
      for (const voce of voci) await form.getByRole('group', { name: voce }).getByRole('radio', { name: 'Sì' }).check();
      await form.getByRole('button', { name: `Salva ${nome.toLowerCase()}` }).click();
      await istruttore.getByText(`${nome}: salvata`).waitFor();
      await istruttore.getByText(`Checklist completa: ${voci.length} voci su ${voci.length}`).waitFor();
    }
    const riepilogo = istruttore.getByRole('table', { name: 'Riepilogo delle checklist' });
    for (const tipo of ['Documentale', 'Verifiche']) {
      await riepilogo.getByRole('row').filter({ hasText: tipo }).getByText('Completa').waitFor();
    }
    await expectAccessible(istruttore, 'checklist complete');
    await esegui(istruttore, 'Richiedi validazione', async (page) => {
      await page.getByRole('textbox', { name: 'Note' }).fill('Istruttoria conclusa con esito favorevole');
    });
    await stato(istruttore, 'In validazione').waitFor();

    const validatore = await entra('validatore', dettaglio);
    await titolo(validatore).waitFor();
    await stato(validatore, 'In validazione').waitFor();
    await expectAccessible(validatore, 'dettaglio programma (validatore)');
    await esegui(validatore, 'Esegui validazione', async (page) => {
      await page.getByRole('combobox', { name: 'Esito' }).click();
      await page.getByRole('option', { name: 'Positivo' }).click();
    });
    await stato(validatore, 'Validato').waitFor();

    const ministero = await entra('ministero', dettaglio);
    await titolo(ministero).waitFor();
    await stato(ministero, 'Validato').waitFor();
    await expectAccessible(ministero, 'dettaglio programma (ministero)');
    await ministero.getByRole('tab', { name: 'Allegati' }).click();
    await ministero.getByRole('heading', { name: 'File di approvazione' }).waitFor();
    await ministero.getByRole('button', { name: 'Carica File di approvazione' }).waitFor();
    await expectAccessible(ministero, 'allegati del programma (ministero)');
    await scegli(ministero, 'Carica File di approvazione', 'decreto-approvazione.pdf');
    await ministero.getByRole('button', { name: 'Sostituisci File di approvazione' }).waitFor();
    await esegui(ministero, 'Approva programma', async (page) => {
      await page.getByLabel(/CUP/).fill('J84E25000670001');
      await page.getByLabel(/COR/).fill('7654321');
    });
    await stato(ministero, 'Approvato').waitFor();
    // The buttons follow the new state without a reload, each once its permission for the new record is answered.
    await ministero.getByRole('button', { name: `Annulla programma ${PROGRAMMA.id}`, exact: true }).waitFor();
    await expect
      .poll(
        () => ministero.getByRole('button', { name: `Approva programma ${PROGRAMMA.id}`, exact: true }).count(),
        ATTESA_PERMESSI,
      )
      .toBe(0);
    await expectAccessible(ministero, 'programma approvato');
    // Five people in turn, each in a fresh browser: longer than one screen's test.
  }, 480_000);
});
