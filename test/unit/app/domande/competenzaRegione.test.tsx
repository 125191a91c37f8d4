import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { DETTAGLIO, domanda, serverDelleDomande } from './fixtures';

const DETTAGLIO_12 = 'GET /apigen/domanda/dettaglioProponente/12';
const PERCHE = /^Di competenza della Regione/;

describe("a region's reading of an application led from another region", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('says which site in its territory makes the application its own', async () => {
    const guidataDalVeneto = domanda(12, 'INOLTRATA', {
      codRegione: '05',
      descrizioneRegione: 'Veneto',
      sedeInRegione: {
        denominazioneBeneficiario: 'Oleificio del Distretto',
        comune: 'Roma',
        siglaProvincia: 'RM',
        descrizioneRegione: 'Lazio',
      },
    });
    await renderPortal({
      path: DETTAGLIO(12),
      roles: ['MBAC_REGIONE'],
      fetch: serverDelleDomande({ [DETTAGLIO_12]: guidataDalVeneto }).fetch,
    });

    expect(
      await screen.findByText(
        'Di competenza della Regione Lazio: Oleificio del Distretto ha una sede nel Comune di Roma (RM)',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind when the server names no such site', async () => {
    await renderPortal({
      path: DETTAGLIO(12),
      roles: ['MBAC_REGIONE'],
      fetch: serverDelleDomande({ [DETTAGLIO_12]: domanda(12, 'INOLTRATA', { sedeInRegione: null }) }).fetch,
    });

    expect(await screen.findByRole('heading', { level: 1, name: /Distretto 12/ })).toBeInTheDocument();
    expect(screen.queryByText(PERCHE)).not.toBeInTheDocument();
  });
});
