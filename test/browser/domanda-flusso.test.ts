import type { FileChooser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ATTESA_PERMESSI, expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { BANDO_DC_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const DISTRETTO = 'Distretto del Cibo dei Castelli Romani';
/** Long, so that at 390 px its name must wrap inside the table. */
const VERIFICA = 'verifica-dei-requisiti-del-distretto-e-dei-beneficiari-2025.pdf';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const FRA_UN_ANNO = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

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

/** Focus and Enter: how a keyboard user presses a button or follows a link. */
async function premi(page: Page, elemento: Locator) {
  await elemento.focus();
  await page.keyboard.press('Enter');
}

/** Opens a select from the keyboard and picks the option by its name. */
async function scegli(page: Page, select: Locator, opzione: string | RegExp) {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: opzione }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

async function caricaFile(page: Page, pulsante: Locator, nome: string) {
  const chooser = new Promise<FileChooser>((resolve) => sceltePendenti.push(resolve));
  await premi(page, pulsante);
  await (await chooser).setFiles({ name: nome, mimeType: 'application/pdf', buffer: samplePdf() });
  await page.getByText(`File «${nome}» caricato`).waitFor();
}

/** Uploads a file of a category in an attachment section (with its expiry date when the category asks for one). */
async function allegato(page: Page, sezione: Locator, categoria: string, nome: string, scadenza?: string) {
  await scegli(page, sezione.getByRole('combobox', { name: 'Categoria' }), new RegExp(`^${categoria}`));
  if (scadenza) await sezione.getByLabel('Data di scadenza').fill(scadenza);
  await caricaFile(page, sezione.getByRole('button', { name: /^Carica file in/ }), nome);
}

async function conferma(page: Page, azione: string) {
  const dialogo = page.getByRole('dialog', { name: azione });
  await dialogo.waitFor();
  await expectAccessible(page, `finestra «${azione}»`);
  await premi(page, dialogo.getByRole('button', { name: 'Conferma' }));
  await dialogo.waitFor({ state: 'hidden' });
}

const stato = (page: Page, descrizione: string) =>
  page.getByRole('main').getByText(descrizione, { exact: true }).first().waitFor();

describe('a food-district application from draft to evaluation, each person in the portal', () => {
  it('proponente1 completes and forwards it from the keyboard; istruttore.dc takes it, notes, approves', async () => {
    const proponente = await entra('proponente1');
    await premi(proponente, proponente.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    await proponente.getByRole('heading', { name: `Domande: ${BANDO_DC_2025}` }).waitFor();
    await expectAccessible(proponente, 'domande del bando (proponente)');

    await premi(proponente, proponente.getByRole('button', { name: 'Nuova domanda' }));
    const nuova = proponente.getByRole('dialog', { name: 'Nuova domanda' });
    await scegli(proponente, nuova.getByRole('combobox', { name: 'Azienda capofila del distretto' }), /01234567897/);
    await expectAccessible(proponente, 'finestra «Nuova domanda»');
    await premi(proponente, nuova.getByRole('button', { name: 'Conferma' }));
    const titolo = proponente.getByRole('heading', { name: /^Domanda \d+:/ });
    await titolo.waitFor();
    const idDomanda = Number((await titolo.textContent())?.match(/^Domanda (\d+):/)?.[1]);
    expect(idDomanda).toBeGreaterThan(0);
    await stato(proponente, 'Bozza');

    // Before any click the page says what is missing and where to complete it, and the forwarding waits for it.
    const inoltri: string[] = [];
    proponente.on(
      'request',
      (richiesta) => richiesta.url().includes('/inoltraDomanda/') && inoltri.push(richiesta.url()),
    );
    const mancanze = proponente.getByRole('status').filter({ hasText: /Per inoltrare la domanda manca/ });
    await mancanze.waitFor();
    await expect.poll(() => mancanze.getByRole('listitem').count()).toBeGreaterThan(3);
    expect(await proponente.getByRole('button', { name: 'Inoltra domanda' }).isDisabled()).toBe(true);
    await proponente
      .getByText('«Inoltra domanda» non è ancora possibile: completa quanto elencato qui sotto.')
      .waitFor();
    expect(inoltri).toEqual([]);
    await expectAccessible(proponente, 'elenco di ciò che manca all’inoltro');

    await premi(proponente, mancanze.getByRole('button', { name: 'completa in «Proponente»' }).first());
    const recapiti = proponente.getByRole('region', { name: 'Recapiti' });
    await recapiti.getByLabel('Email').fill('info@distrettocastelli.it');
    await recapiti.getByLabel('PEC').fill('distrettocastelli@pec.it');
    await premi(proponente, recapiti.getByRole('button', { name: 'Salva Recapiti' }));
    await proponente.getByText('Recapiti: dati salvati').waitFor();
    const legale = proponente.getByRole('region', { name: 'Rappresentante legale' });
    await legale.getByLabel('Codice fiscale').fill('RSSMRA80A01H501U');
    await legale.getByLabel(/^Nome/).fill('Mario');
    await legale.getByLabel('Cognome').fill('Rossi');
    await premi(proponente, legale.getByRole('button', { name: 'Salva Rappresentante legale' }));
    await proponente.getByText('Rappresentante legale: dati salvati').waitFor();
    await expectAccessible(proponente, 'scheda Proponente');

    await premi(proponente, proponente.getByRole('button', { name: /^Modifica dati generali/ }));
    const generali = proponente.getByRole('dialog', { name: 'Modifica dati generali' });
    await generali.getByLabel('Programma del distretto').fill(DISTRETTO);
    await generali.getByLabel('Descrizione').fill('Filiera corta di olio, vino e pane dei Castelli Romani');
    await conferma(proponente, 'Modifica dati generali');

    await premi(proponente, proponente.getByRole('tab', { name: 'Beneficiari' }));
    // A fiscal code the portal does not know: its name is asked for on its own field, then the beneficiary carries it.
    const aggiungi = proponente.getByRole('region', { name: 'Aggiungi beneficiario' });
    await aggiungi.getByLabel('Codice fiscale del beneficiario').fill('00743110157');
    await premi(proponente, aggiungi.getByRole('button', { name: 'Aggiungi beneficiario' }));
    await aggiungi.getByRole('alert').filter({ hasText: 'Il portale non conosce questo codice fiscale' }).waitFor();
    await expectAccessible(proponente, 'beneficiario senza nome noto');
    await aggiungi.getByLabel('Ragione sociale o nome del beneficiario').fill('Frantoio dei Castelli S.r.l.');
    await premi(proponente, aggiungi.getByRole('button', { name: 'Aggiungi beneficiario' }));
    await proponente.getByText('Beneficiario 00743110157 aggiunto').waitFor();
    const nuovo = proponente.getByRole('button', { name: /^Frantoio dei Castelli S\.r\.l\. \(00743110157\)/ });
    await nuovo.waitFor();
    // The same fiscal code again is refused on its field, not in a passing message.
    await aggiungi.getByLabel('Codice fiscale del beneficiario').fill('00743110157');
    await premi(proponente, aggiungi.getByRole('button', { name: 'Aggiungi beneficiario' }));
    await aggiungi.getByRole('alert').filter({ hasText: 'già nella domanda' }).waitFor();
    await premi(proponente, nuovo);
    await proponente.getByLabel('Ragione sociale o nome e cognome').fill('Frantoio dei Castelli S.r.l.');
    await proponente.getByLabel('Investimento richiesto').fill('250000');
    await premi(proponente, proponente.getByRole('button', { name: /^Salva i dati di/ }));
    await proponente.getByText('Dati di Frantoio dei Castelli S.r.l. salvati').waitFor();
    const sedi = proponente.getByRole('region', { name: /^Sedi operative di/ });
    await sedi.getByLabel('Indirizzo').fill('Via dei Laghi 12');
    await sedi.getByLabel('CAP').fill('00040');
    // The municipality is chosen by typing its name; the site keeps its ISTAT code.
    const comune = sedi.getByRole('combobox', { name: 'Comune' });
    await comune.focus();
    await proponente.keyboard.type('Rom');
    await proponente.getByRole('option', { name: 'Roma (RM), Lazio', exact: true }).waitFor();
    await expectAccessible(proponente, 'comuni suggeriti per «Rom»');
    await proponente.keyboard.press('ArrowDown');
    await proponente.keyboard.press('Enter');
    await expect.poll(() => comune.inputValue()).toBe('Roma (RM), Lazio');
    await premi(proponente, sedi.getByRole('button', { name: /^Aggiungi sede a/ }));
    await sedi.getByText('Via dei Laghi 12, 00040 Roma (RM), Lazio').waitFor();
    const delBeneficiario = proponente.getByRole('region', { name: /^Allegati di Frantoio/ });
    await allegato(proponente, delBeneficiario, 'Visura camerale', 'visura.pdf');
    await allegato(proponente, delBeneficiario, 'DURC', 'durc.pdf', FRA_UN_ANNO);
    // Each attachment names who uploaded it, as a person and not as an account.
    const durc = delBeneficiario
      .getByRole('row')
      .filter({ has: proponente.getByRole('rowheader', { name: 'durc.pdf' }) });
    await durc.getByRole('cell', { name: 'Giovanni Bianchi', exact: true }).waitFor();
    // On a phone the category goes under the file's name: the table fits, its buttons stay in the row.
    await proponente.setViewportSize(PHONE);
    await expect
      .poll(() => proponente.evaluate(() => document.scrollingElement!.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    const tabellaAllegati = (await delBeneficiario.getByRole('table').boundingBox())!;
    expect(tabellaAllegati.x + tabellaAllegati.width).toBeLessThanOrEqual(PHONE.width);
    await durc.getByRole('button', { name: 'Elimina durc.pdf' }).waitFor();
    await expectAccessible(proponente, 'allegati del beneficiario a 390 px');
    await proponente.setViewportSize(DESKTOP);
    await expectAccessible(proponente, 'scheda Beneficiari');

    await premi(proponente, proponente.getByRole('tab', { name: 'Allegati' }));
    const allegati = proponente.getByRole('region', { name: 'Allegati della domanda' });
    await allegato(proponente, allegati, 'Programma del distretto del cibo', 'programma.pdf');
    await allegato(proponente, allegati, 'Atto costitutivo del distretto', 'atto.pdf');
    await allegato(proponente, allegati, 'Provvedimento regionale', 'riconoscimento.pdf');
    await expectAccessible(proponente, 'scheda Allegati');

    await premi(proponente, proponente.getByRole('button', { name: 'Inoltra domanda' }));
    await conferma(proponente, 'Inoltra domanda');
    await proponente.getByText('Domanda inoltrata').waitFor();
    await stato(proponente, 'Inoltrata');
    // Forwarded, it is no longer the proponent's to change: the actions of a draft are gone.
    await expect
      .poll(() => proponente.getByRole('button', { name: 'Inoltra domanda' }).count(), ATTESA_PERMESSI)
      .toBe(0);

    // The instructor finds it in the call's list, takes it in charge, writes a note with a file, approves.
    const istruttore = await entra('istruttore.dc');
    await premi(istruttore, istruttore.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    await istruttore.getByRole('textbox', { name: 'Programma del distretto', exact: true }).fill(DISTRETTO);
    await premi(istruttore, istruttore.getByRole('link', { name: `Dettaglio domanda ${idDomanda}` }));
    await istruttore.getByRole('heading', { name: `Domanda ${idDomanda}: ${DISTRETTO}` }).waitFor();
    await expectAccessible(istruttore, 'domanda inoltrata (istruttore)');
    await premi(istruttore, istruttore.getByRole('button', { name: /^Prendi in carico/ }));
    await conferma(istruttore, 'Prendi in carico');
    await stato(istruttore, 'In istruttoria');

    // Rejecting needs a review note with the reasons: until one is written the page says so, before any click.
    const rigetta = istruttore.getByRole('button', { name: /^Rigetta istruttoria/ });
    await istruttore.getByText(/^«Rigetta istruttoria» non è ancora possibile: Per rigettare l’istruttoria/).waitFor();
    expect(await rigetta.isDisabled()).toBe(true);
    await expectAccessible(istruttore, 'domanda in istruttoria senza note (istruttore)');

    await premi(istruttore, istruttore.getByRole('tab', { name: 'Istruttoria' }));
    await istruttore.getByLabel('Nuova nota istruttoria').fill('Documentazione completa e coerente con il bando.');
    await premi(istruttore, istruttore.getByRole('button', { name: 'Salva nota' }));
    await istruttore.getByText('Documentazione completa e coerente con il bando.').waitFor();
    await expect.poll(() => rigetta.isDisabled()).toBe(false);
    await caricaFile(istruttore, istruttore.getByRole('button', { name: "Carica file dell'istruttoria" }), VERIFICA);
    await istruttore.getByRole('button', { name: `Scarica ${VERIFICA}` }).waitFor();
    await expectAccessible(istruttore, 'scheda Istruttoria');
    // The file names who uploaded it, as a person and not as an account, and when.
    const fileIstruttoria = istruttore.getByRole('table', { name: "File dell'istruttoria" });
    const verifica = fileIstruttoria
      .getByRole('row')
      .filter({ has: istruttore.getByRole('rowheader', { name: VERIFICA }) });
    await verifica.getByRole('cell', { name: 'Sara Conti', exact: true }).waitFor();
    await verifica.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/ }).waitFor();
    expect(await verifica.textContent()).not.toContain('istruttore.dc');
    // On a phone the table wraps instead of pushing the page sideways, and its buttons stay there.
    await istruttore.setViewportSize(PHONE);
    await expect
      .poll(() => istruttore.evaluate(() => document.scrollingElement!.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    const { x, width } = (await fileIstruttoria.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    await verifica.getByRole('button', { name: `Elimina ${VERIFICA}` }).waitFor();
    await expectAccessible(istruttore, "file dell'istruttoria a 390 px");
    await istruttore.setViewportSize(DESKTOP);

    await premi(istruttore, istruttore.getByRole('button', { name: /^Approva istruttoria/ }));
    await conferma(istruttore, 'Approva istruttoria');
    await stato(istruttore, 'In valutazione');

    // The history names people, actions and states as people read them, never by their codes.
    await premi(istruttore, istruttore.getByRole('tab', { name: 'Storico' }));
    const storico = istruttore.getByRole('table', { name: 'Storico della domanda' });
    const riga = (...celle: string[]) =>
      celle.reduce(
        (righe, testo) => righe.filter({ has: istruttore.getByRole('cell', { name: testo, exact: true }) }),
        storico.getByRole('row'),
      );
    await riga('Giovanni Bianchi', 'Proponente', 'Inoltra domanda', 'Bozza', 'Inoltrata').waitFor();
    await riga('Sara Conti', 'Approva istruttoria', 'In istruttoria', 'In valutazione').waitFor();
    expect(await storico.textContent()).not.toMatch(/IN_ISTRUTTORIA|IN_VALUTAZIONE|MBAC_|proponente1|istruttore\.dc/);
    await expectAccessible(istruttore, 'scheda Storico');
  });
});
