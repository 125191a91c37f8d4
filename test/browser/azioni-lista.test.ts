import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Programma } from '../../contract/programmi/record';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_VI_2025, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const PHONE = { width: 390, height: 844 };

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Signs in as `username` and opens a call's programmes; answers the programmes of the first page. */
async function programmiDel(
  username: string,
  bando: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; programmi: Programma[] }> {
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, { viewport });
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  const lista = page.waitForResponse(
    (response) => response.url().includes('getListaProgrammiInvestimento') && response.ok(),
  );
  await page.getByRole('link', { name: `Dettaglio ${bando}` }).click();
  await page.getByRole('heading', { name: `Programmi di investimento: ${bando}` }).waitFor();
  const programmi = (await (await lista).json()) as Programma[];
  return { page, programmi };
}

const rigaDi = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }) });

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** The option a combobox announces as active (the focus stays in the combobox). */
const opzioneAttiva = (page: Page) =>
  page.evaluate(() => {
    const attiva = document.activeElement?.getAttribute('aria-activedescendant');
    return attiva ? document.getElementById(attiva)?.textContent : undefined;
  });

/** Moves down a menu or a list of options with the arrow key until `voce` has the focus (at most ten steps). */
async function scendiFino(page: Page, voce: (name: string) => boolean) {
  for (let passo = 0; passo < 10 && !voce(String(await focused(page))); passo++) await page.keyboard.press('ArrowDown');
  expect(voce(String(await focused(page))), 'the item has the focus').toBe(true);
}

describe('a list offers one action a row, a menu, page and bulk actions (issue 10)', () => {
  it('coordinator: one line a row, Dettaglio and a menu operated with the keyboard alone', async () => {
    const { page, programmi } = await programmiDel('coordinatore', BANDO_V_2024);
    const id = programmi[0].idProgrammaInvestimento;
    const riga = rigaDi(page, id);
    await riga.getByRole('button', { name: `Altre azioni: ${id}` }).waitFor();
    await expectAccessible(page, 'lista programmi (coordinatore)');

    expect(await page.getByRole('button', { name: 'Nuovo programma' }).count(), 'once, in the toolbar').toBe(1);
    expect(await riga.getByRole('link').count()).toBe(1);
    expect(await riga.getByRole('button').count()).toBe(1);
    for (const altezza of await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.clientHeight)))
      expect(altezza, 'a row one line high').toBeLessThanOrEqual(60);

    await riga.getByRole('link', { name: `Dettaglio ${id}` }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`Altre azioni: ${id}`);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expectAccessible(page, 'menu della riga aperto');
    const voci = await menu.getByRole('menuitem').allTextContents();
    expect(voci).toContain('Scarica riepilogo programma');
    expect(voci).not.toContain('Nuovo programma');
    expect(await focused(page), 'the first item has the focus').toBe(voci[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(voci[1]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focused(page), 'the focus returns to the menu button').toBe(`Altre azioni: ${id}`);
  });

  it('coordinator: assigns an instructor from the row menu with the keyboard, the focus returning after', async () => {
    const { page, programmi } = await programmiDel('coordinatore', BANDO_V_2024);
    const presentato = programmi.find((programma) => programma.idStato === 'PRESENTATO');
    expect(presentato, 'a submitted programme on the first page').toBeDefined();
    const id = presentato!.idProgrammaInvestimento;
    const bottone = rigaDi(page, id).getByRole('button', { name: `Altre azioni: ${id}` });
    await bottone.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Assegna istruttore' }).waitFor();
    await scendiFino(page, (nome) => nome === 'Assegna istruttore');
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: 'Assegna istruttore' });
    await dialogo.waitFor();
    await expectAccessible(page, 'finestra «Assegna istruttore» dal menu');
    await page.keyboard.press('Escape');
    await dialogo.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe(`Altre azioni: ${id}`);

    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Assegna istruttore' }).waitFor();
    await scendiFino(page, (nome) => nome === 'Assegna istruttore');
    await page.keyboard.press('Enter');
    await dialogo.waitFor();
    const istruttore = dialogo.getByRole('combobox', { name: 'Istruttore' });
    await expect.poll(() => istruttore.isEnabled()).toBe(true);
    await istruttore.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Laura Marino' }).waitFor();
    for (let passo = 0; passo < 10 && (await opzioneAttiva(page)) !== 'Laura Marino'; passo++)
      await page.keyboard.press('ArrowDown');
    expect(await opzioneAttiva(page)).toBe('Laura Marino');
    await page.keyboard.press('Enter');
    expect(await istruttore.inputValue()).toBe('Laura Marino');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await dialogo.getByRole('button', { name: 'Conferma' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Assegna istruttore: operazione completata').waitFor();
  });

  it('coordinator: assigns an instructor to several programmes, the refused ones named with the reason', async () => {
    const { page, programmi } = await programmiDel('coordinatore', BANDO_V_2024);
    const assegnabili = programmi.filter((p) => p.idStato === 'PRESENTATO' || p.idStato === 'IN_ISTRUTTORIA');
    const altro = programmi.find((p) => !['PRESENTATO', 'IN_ISTRUTTORIA', 'BOZZA'].includes(p.idStato));
    expect(assegnabili.length, 'two programmes to assign on the first page').toBeGreaterThanOrEqual(2);
    expect(altro, 'a programme past the review on the first page').toBeDefined();
    const scelti = [...assegnabili.slice(-2), altro!];
    for (const { idProgrammaInvestimento: id } of scelti)
      await page.getByRole('checkbox', { name: `Seleziona riga ${id}`, exact: true }).check();
    const selezione = page.getByRole('region', { name: 'Azioni sugli elementi selezionati' });
    await selezione.getByText('3 elementi selezionati').waitFor();
    await selezione.getByRole('button', { name: 'Assegna istruttore' }).click();
    const dialogo = page.getByRole('dialog', { name: /Assegna istruttore/ });
    await dialogo.waitFor();
    await dialogo.getByRole('combobox', { name: 'Istruttore' }).fill('greco');
    await page.getByRole('option', { name: 'Paolo Greco' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'finestra «Assegna istruttore» su più programmi');
    await dialogo.getByRole('button', { name: 'Conferma' }).click();

    await page.getByText('Assegna istruttore: completato per 2 elementi').waitFor();
    const esito = selezione.getByRole('alert');
    await esito.getByText('Assegna istruttore: non riuscito per 1 elemento').waitFor();
    expect(await esito.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`${altro!.denominazione} (${altro!.idProgrammaInvestimento})`),
    ]);
    await expectAccessible(page, 'esito della assegnazione su più programmi');
  });

  it("proponent: the new programme's form by keyboard, its company chosen by name, lands on the draft", async () => {
    const { page } = await programmiDel('proponente1', BANDO_VI_2025);
    await page.getByRole('button', { name: 'Nuovo programma' }).focus();
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: 'Nuovo programma' });
    await dialogo.waitFor();
    const azienda = dialogo.getByRole('combobox', { name: 'Azienda' });
    await azienda.focus();
    await page.keyboard.press('Enter');
    const opzioni = page.getByRole('option');
    await opzioni.first().waitFor();
    expect(await opzioni.allTextContents()).toEqual([
      expect.stringContaining('(01234567897)'),
      expect.stringContaining('(09876543217)'),
    ]);
    await expectAccessible(page, 'scelta della azienda del nuovo programma');
    await scendiFino(page, (nome) => nome.includes('09876543217'));
    const nome = String(await focused(page)).replace(/ \(09876543217\)$/, '');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'finestra «Nuovo programma»');
    await dialogo.getByRole('button', { name: 'Crea la bozza' }).focus();
    await page.keyboard.press('Enter');

    const titolo = page.getByRole('heading', { level: 1, name: /^Programma \d+: / });
    await titolo.waitFor();
    expect(await titolo.textContent()).toContain(nome);
    expect(new URL(page.url()).pathname).toMatch(
      /\/dettaglioProgrammaInvestimento\/idBando\/\d+\/idProgrammaInvestimento\/\d+$/,
    );
    await page.getByText('Bozza', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Nuovo programma/ }).count(), "not on a programme's page").toBe(0);
    await expectAccessible(page, 'nuova bozza');

    // Back in the list, the empty draft's menu says why it cannot be presented yet, before any click.
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.goBack();
    const menu = rigaDi(page, id).getByRole('button', { name: `Altre azioni: ${id}` });
    await menu.focus();
    await page.keyboard.press('Enter');
    const presenta = page.getByRole('menuitem', { name: /^Presenta programma/ });
    await page.locator('[role="menuitem"][aria-disabled="true"]').waitFor();
    await scendiFino(page, (voce) => voce.startsWith('Presenta programma'));
    expect(await presenta.getAttribute('aria-disabled')).toBe('true');
    expect(await presenta.textContent()).toMatch(
      /^Presenta programmanon ancora possibile: Il programma non può essere presentato: .*manca almeno un beneficiario/,
    );
    await expectAccessible(page, 'menu con «Presenta programma» non ancora possibile');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count(), 'choosing it opens nothing').toBe(0);
  });

  it('coordinator: a new programme for a company at its first programme marks the missing fields', async () => {
    const { page } = await programmiDel('coordinatore', BANDO_VI_2025);
    await page.getByRole('button', { name: 'Nuovo programma' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuovo programma' });
    await dialogo.getByRole('textbox', { name: 'CUAA' }).fill('00743110157');
    await dialogo.getByRole('button', { name: 'Crea la bozza' }).click();
    await dialogo.getByText("Indicare la denominazione dell'azienda, alla sua prima domanda").waitFor();
    await dialogo.getByText("Indicare la regione dell'azienda, alla sua prima domanda").waitFor();
    await expectAccessible(page, 'nuovo programma con i campi segnati');
    await dialogo.getByRole('textbox', { name: 'Denominazione' }).fill('Oleificio del test');
    await dialogo.getByRole('combobox', { name: 'Regione' }).click();
    await page.getByRole('option', { name: 'Umbria' }).click();
    await dialogo.getByRole('button', { name: 'Crea la bozza' }).click();
    await page.getByRole('heading', { level: 1, name: /^Programma \d+: Oleificio del test$/ }).waitFor();
  });

  it('coordinator: at 390 px the filters wait behind a button, the first programme on the first screen', async () => {
    const { page, programmi } = await programmiDel('coordinatore', BANDO_V_2024, PHONE);
    const schede = page.getByRole('list', { name: `Programmi di investimento: ${BANDO_V_2024}` });
    const prima = schede.getByRole('listitem').first();
    await prima.waitFor();
    expect(await page.getByLabel('Denominazione').count(), 'no filter field before the button is used').toBe(0);
    const box = await prima.boundingBox();
    expect(box!.y, 'the first card starts within the first screen').toBeLessThan(PHONE.height);

    const filtri = page.getByRole('button', { name: 'Filtri', exact: true });
    expect(await filtri.getAttribute('aria-expanded')).toBe('false');
    await filtri.focus();
    await page.keyboard.press('Enter');
    const denominazione = page.getByLabel('Denominazione');
    await denominazione.waitFor();
    expect(await filtri.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'filtri aperti a 390 px');

    const { denominazione: cercata } = programmi[1];
    await denominazione.fill(cercata);
    const nomi = async () =>
      (await schede.getByRole('listitem').allTextContents()).map((testo) => testo.startsWith(cercata));
    await expect.poll(nomi, { message: 'only the programmes of that company' }).not.toContain(false);
    const trovati = (await nomi()).length;
    expect(trovati, 'the company has programmes in the call').toBeGreaterThan(0);
    const attivi = page.getByRole('button', { name: 'Filtri (1 attivo)' });
    await attivi.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Denominazione').count(), { message: 'folded again' }).toBe(0);
    expect(await nomi(), 'the filter stays on while folded').toEqual(Array(trovati).fill(true));
  });

  for (const username of ['coordinatore', 'proponente1']) {
    it(`${username}: at 390 px the list is cards with their primary action, nothing to scroll sideways`, async () => {
      const { page, programmi } = await programmiDel(username, BANDO_V_2024, PHONE);
      const { idProgrammaInvestimento: id, denominazione } = programmi[0];
      const schede = page.getByRole('list', { name: `Programmi di investimento: ${BANDO_V_2024}` });
      await schede.waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      const scheda = schede.getByRole('listitem').filter({ hasText: denominazione }).first();
      await scheda.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page, `lista programmi a 390 px (${username})`);
      await page.goto(appUrl);
      await page.getByRole('list', { name: 'Lista bandi' }).waitFor();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectAccessible(page, `lista bandi a 390 px (${username})`);
    });
  }
});
