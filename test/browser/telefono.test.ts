import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { apriScheda, expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { indirizzoProgrammaConBeneficiari } from '../support/programmi-demo';
import { BANDO_DC_2023, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const PHONE = { width: 390, height: 844 };

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function alTelefono(username: string, indirizzo = appUrl): Promise<Page> {
  browser = await openSignedIn(inject('chromiumPath'), username, indirizzo, { viewport: PHONE });
  return browser.page;
}

/** Nothing on the screen scrolls sideways at 390 px, and axe finds nothing to report. */
async function entraNelTelefono(page: Page, schermata: string) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: schermata })
    .toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, `${schermata} a 390 px`);
}

/** A chart's words keep the page's size on a phone (the SVG scaled from 640 units drew them 8 px tall on 390). */
async function paroleLeggibili(page: Page, grafico: string) {
  const altezze = await page
    .getByRole('img', { name: grafico })
    .evaluate((figura) =>
      [...figura.querySelectorAll('*')]
        .filter((nodo) => nodo.childElementCount === 0 && nodo.textContent?.trim())
        .map((nodo) => nodo.getBoundingClientRect().height),
    );
  expect(altezze.length, grafico).toBeGreaterThan(0);
  expect(Math.min(...altezze), grafico).toBeGreaterThanOrEqual(14);
}

describe('the screens a phone opens do not scroll sideways (issue 10: tables usable on a phone)', () => {
  it("coordinatore: a programme's proponent and attachments, a beneficiary's documents, the dashboard", async () => {
    const programma = await indirizzoProgrammaConBeneficiari(inject('portalUrl'), 'coordinatore', {
      bando: BANDO_V_2024,
      idStato: 'IN_ISTRUTTORIA',
    });
    const page = await alTelefono('coordinatore', programma);
    await page.getByRole('heading', { level: 1, name: /^Programma \d+/ }).waitFor();

    await apriScheda(page, 'Proponente');
    await page.getByRole('tabpanel', { name: 'Proponente' }).getByText('Banca autorizzata').waitFor();
    await entraNelTelefono(page, 'scheda Proponente');

    await apriScheda(page, 'Allegati');
    await page.getByRole('list', { name: 'Documentazione amministrativa' }).waitFor();
    await entraNelTelefono(page, 'scheda Allegati');

    await apriScheda(page, 'Beneficiari');
    await page
      .getByRole('link', { name: /^Dettaglio [A-Z0-9]{11,16}$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Beneficiario / }).waitFor();
    await apriScheda(page, 'Documenti');
    await page.getByRole('list', { name: 'Documentazione amministrativa' }).waitFor();
    await entraNelTelefono(page, 'scheda Documenti del beneficiario');

    await page.goto(appUrl);
    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
    await page.getByRole('link', { name: 'Cruscotto del bando' }).click();
    await page.getByRole('list', { name: 'Programmi e importi per stato' }).waitFor();
    await entraNelTelefono(page, 'cruscotto del bando');
    await paroleLeggibili(page, 'Programmi per stato');
  });

  it("istruttore1: a programme's checklist summary", async () => {
    const programma = await indirizzoProgrammaConBeneficiari(inject('portalUrl'), 'istruttore1', {
      bando: BANDO_V_2024,
      idStato: 'IN_ISTRUTTORIA',
    });
    const page = await alTelefono('istruttore1', programma);
    await apriScheda(page, 'Checklist');
    await page.getByRole('list', { name: 'Riepilogo delle checklist' }).waitFor();
    await entraNelTelefono(page, 'scheda Checklist');
  });

  it("istruttore.dc: a food-district call's dashboard", async () => {
    const page = await alTelefono('istruttore.dc');
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2023}` }).click();
    await page.getByRole('link', { name: 'Cruscotto' }).click();
    await page.getByRole('heading', { level: 1, name: `Cruscotto: ${BANDO_DC_2023}` }).waitFor();
    await page.getByRole('list', { name: 'Domande e importi per stato' }).waitFor();
    await entraNelTelefono(page, 'cruscotto delle domande');
    await paroleLeggibili(page, 'Domande per stato');
  });

  it("ministero: a food-district call's ranking, its chart's key in words of the page's size", async () => {
    const page = await alTelefono('ministero');
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2023}` }).click();
    await page.getByRole('link', { name: 'Graduatoria' }).click();
    await page.getByRole('heading', { name: `Graduatoria: ${BANDO_DC_2023}` }).waitFor();
    await page.getByRole('img', { name: 'Punteggi della graduatoria, soglia e linea di finanziamento' }).waitFor();
    await entraNelTelefono(page, 'graduatoria provvisoria');
    const legenda = page.getByRole('list', { name: 'Legenda del grafico' });
    // The key names the three outcomes, the threshold and the funding line (docs/graduatoria.md).
    await expect.poll(() => legenda.getByRole('listitem').count()).toBe(5);
    const altezze = await legenda
      .getByRole('listitem')
      .evaluateAll((voci) => voci.map((voce) => voce.getBoundingClientRect().height));
    expect(Math.min(...altezze)).toBeGreaterThanOrEqual(14);
  });
});
