import type { Page } from 'playwright-core';
import { afterEach, describe, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { indirizzoProgrammaConBeneficiari } from '../support/programmi-demo';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const BANDO_V_2024 = 'V Bando Contratti di Filiera – Avviso 2024';
const BANDO_DC_2025 = 'II Bando Distretti del Cibo – Avviso 2025';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The browser's text size set to 200 %, as a person who reads large text sets it: every rem doubles. */
function testoAlDoppio(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    }),
  );
}

async function apriScheda(page: Page, nome: string) {
  await page.getByRole('tab', { name: nome }).click();
  await page.getByRole('tabpanel', { name: nome }).waitFor();
}

describe('text at 200 % cuts no label (WCAG 1.4.4)', () => {
  it("proponente1: the header, a draft programme's beneficiaries, a draft application's attachments", async () => {
    const programma = await indirizzoProgrammaConBeneficiari(inject('portalUrl'), 'proponente1', {
      bando: BANDO_V_2024,
      idStato: 'BOZZA',
    });
    browser = await openSignedIn(inject('chromiumPath'), 'proponente1', programma, { beforeOpening: testoAlDoppio });
    const { page } = browser;
    await page.getByRole('heading', { level: 1, name: /^Programma \d+/ }).waitFor();
    await apriScheda(page, 'Beneficiari');
    await page.getByRole('button', { name: 'Aggiungi beneficiario' }).waitFor();
    await expectAccessible(page, 'beneficiari di un programma in bozza, testo al 200 %');

    await page.goto(appUrl);
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Bozza' })
      .first()
      .getByRole('link', { name: /^Dettaglio domanda/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /^Domanda \d+:/ }).waitFor();
    await apriScheda(page, 'Allegati');
    await page.getByRole('button', { name: /^Carica file in «Allegati della domanda»/ }).waitFor();
    await expectAccessible(page, 'allegati di una domanda in bozza, testo al 200 %');
  });
});
