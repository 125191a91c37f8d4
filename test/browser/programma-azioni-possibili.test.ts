import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Programma } from '../../contract/programmi/record';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_VI_2025 } from '../support/bandi-dimostrativi';

const portalUrl = inject('portalUrl');
const appUrl = `${portalUrl}/contratti-filiera-fe/`;
const CUAA_PROPONENTE1 = '01234567897';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The API as proponente1, for the draft the test needs and no other test touches. */
async function api() {
  const client = new CodeFlowClient({
    issuer: `${portalUrl}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: appUrl,
  });
  const { access_token } = await client.logIn('proponente1', 'demo');
  return async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${portalUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

describe("a programme's actions say before the click why the server would refuse them", () => {
  it('a draft with no beneficiary: «Presenta programma» disabled, the reasons, the tab to go to', async () => {
    const chiama = await api();
    const bandi = await chiama<{ idBando: number; descrizione: string }[]>('GET', '/api/bando/getListaBandi');
    const idBando = bandi.find((bando) => bando.descrizione === BANDO_VI_2025)!.idBando;
    const bozza = await chiama<Programma>(
      'POST',
      `/api/programma/creaProgrammaInvestimento/${idBando}/${CUAA_PROPONENTE1}`,
    );
    const id = bozza.idProgrammaInvestimento;
    await chiama('POST', '/api/programma/salvaDatiGeneraliProgramma', {
      idProgrammaInvestimento: id,
      titolo: 'Filiera delle azioni possibili',
      descrizione: 'Programma di prova delle azioni possibili',
      dataInizio: '2026-01-01',
      dataFine: '2027-12-31',
    });

    browser = await openSignedIn(
      inject('chromiumPath'),
      'proponente1',
      `${appUrl}dettaglioProgrammaInvestimento/idBando/${idBando}/idProgrammaInvestimento/${id}`,
    );
    const { page } = browser;
    const presentazioni: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/eseguiValidazione/')) presentazioni.push(request.url());
    });

    const motivo = page.getByText(
      '«Presenta programma» non è ancora possibile: Il programma non può essere presentato: ' +
        "manca l'importo richiesto; manca almeno un beneficiario.",
    );
    await motivo.waitFor();
    const presenta = page.getByRole('button', { name: 'Presenta programma', exact: true });
    expect(await presenta.isDisabled()).toBe(true);
    expect(await presenta.getAttribute('aria-describedby')).toBe(await motivo.getAttribute('id'));
    // Only the refused action changes: deleting the draft stays offered as it was.
    await page.getByRole('button', { name: `Elimina bozza ${id}`, exact: true }).waitFor();
    await expectAccessible(page, 'programma con «Presenta programma» non ancora possibile');

    await page.getByRole('button', { name: 'completa in «Beneficiari»' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Beneficiari', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('button', { name: 'Aggiungi beneficiario' }).waitFor();
    await expectAccessible(page, 'scheda dei beneficiari aperta dal motivo');
    expect(presentazioni).toEqual([]);
  });
});
