import type { Page } from 'playwright-core';
import type { Programma } from '../../contract/programmi/record';

/**
 * From 'Lista bandi', a signed-in person opens the call named `bando` and filters its programmes by the state named
 * `stato`, as a person does; answers the rows the server sent, once the first is on screen.
 */
export async function programmiDelBandoNelloStato(page: Page, bando: string, stato: string): Promise<Programma[]> {
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  await page.getByRole('link', { name: `Dettaglio ${bando}` }).click();
  await page.getByRole('heading', { name: `Programmi di investimento: ${bando}` }).waitFor();
  const filtrati = page.waitForResponse(
    (response) =>
      response.url().includes('getListaProgrammiInvestimento') && response.url().includes('idStato=') && response.ok(),
  );
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: stato, exact: true }).click();
  const programmi = (await (await filtrati).json()) as Programma[];
  await page
    .getByRole('cell', { name: String(programmi[0].idProgrammaInvestimento), exact: true })
    .first()
    .waitFor();
  return programmi;
}
