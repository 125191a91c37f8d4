import type { Page } from 'playwright-core';
import { afterEach, describe, inject, it } from 'vitest';
import { apriScheda, expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { indirizzoProgrammaConBeneficiari } from '../support/programmi-demo';
import { BANDO_DC_2025, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

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

/** WCAG 1.4.12's text spacing, as a person's own style sheet sets it: nothing may be lost under it. */
function testoSpaziato(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const spaziatura = document.createElement('style');
      spaziatura.textContent =
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
        ' p { margin-bottom: 2em !important; }';
      document.head.append(spaziatura);
    }),
  );
}

describe('larger or wider-spaced text cuts no label (WCAG 1.4.4, 1.4.12)', () => {
  it("proponente1 at 200 %: the header, a draft programme's beneficiaries, a draft application's files", async () => {
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

  it("istruttore1 at 390 px with the text spaced: a programme's tabs and its checklist summary", async () => {
    const programma = await indirizzoProgrammaConBeneficiari(inject('portalUrl'), 'istruttore1', {
      bando: BANDO_V_2024,
      idStato: 'IN_ISTRUTTORIA',
    });
    browser = await openSignedIn(inject('chromiumPath'), 'istruttore1', programma, {
      viewport: { width: 390, height: 844 },
      beforeOpening: testoSpaziato,
    });
    const { page } = browser;
    await page.getByRole('heading', { level: 1, name: /^Programma \d+/ }).waitFor();
    await expectAccessible(page, 'programma in istruttoria a 390 px, testo spaziato');
    await apriScheda(page, 'Checklist');
    await page.getByRole('list', { name: 'Riepilogo delle checklist' }).waitFor();
    await expectAccessible(page, 'scheda Checklist a 390 px, testo spaziato');
  });
});
