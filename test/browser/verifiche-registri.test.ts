import { afterEach, describe, inject, it } from 'vitest';
import { expectAccessible, logIn, openBrowser, type BrowserSession } from '../support/browser';
import { programmiDelBandoNelloStato } from '../support/lista-programmi';
import { BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('register checks through the portal', () => {
  it('the coordinator runs the RNA check from the programme detail, reads the dated evidence in its tab', async () => {
    browser = await openBrowser(inject('chromiumPath'));
    const { page } = browser;
    await page.goto(appUrl);
    await page.getByLabel('Nome utente').waitFor();
    await logIn(page, 'coordinatore');
    // The last of the list: the other browser tests act on the first programmes of a state.
    const programma = (await programmiDelBandoNelloStato(page, BANDO_V_2024, 'In istruttoria')).at(-1)!;
    const id = programma.idProgrammaInvestimento;
    await page.getByRole('textbox', { name: 'Denominazione', exact: true }).fill(programma.denominazione);
    await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();

    await page.getByRole('button', { name: `Esegui verifica RNA ${id}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Esegui verifica RNA' }).waitFor();
    await expectAccessible(page, 'finestra «Esegui verifica RNA»');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Esegui verifica RNA: operazione completata').waitFor();

    await page.getByRole('tab', { name: 'Verifiche registri' }).click();
    const rna = page.getByRole('region', { name: /Registro Nazionale degli Aiuti/ });
    await rna.getByRole('cell', { name: 'Alessandro Ricci', exact: true }).first().waitFor();
    await rna
      .getByRole('cell', { name: /tabelle del portale/ })
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: /Registro Deggendorf/ })
      .getByRole('cell', { name: 'Mai verificato' })
      .first()
      .waitFor();
    await expectAccessible(page, 'scheda «Verifiche registri»');
  });
});
