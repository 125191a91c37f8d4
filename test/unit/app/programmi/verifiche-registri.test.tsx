import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import { DETTAGLIO, serverDelProgramma } from './fixtures';

const verifica = (idBeneficiario: number, extra: Record<string, unknown>) => ({
  idBeneficiario,
  codiceFiscale: '00743110157',
  denominazione: 'Agricola Rossi S.r.l.',
  registro: 'DEGGENDORF',
  idVerifica: null,
  esito: null,
  descrizioneEsito: 'Mai verificato',
  dettaglio: null,
  dati: null,
  eseguitaIl: null,
  eseguitaDa: null,
  eseguitaDaNome: null,
  ruolo: null,
  fonte: null,
  giorniDallaVerifica: null,
  daRipetere: true,
  ...extra,
});
const DEGGENDORF = [
  verifica(1, {
    idVerifica: 7,
    esito: 'IRREGOLARE',
    descrizioneEsito: 'Irregolare',
    dettaglio: 'Ordine di recupero non ancora restituito: SA.38132',
    eseguitaIl: '2026-11-20T09:30:00.000Z',
    eseguitaDa: 'istruttore1',
    eseguitaDaNome: 'Laura Marino',
    fonte: 'Registro Deggendorf locale (tabelle del portale)',
    daRipetere: false,
  }),
];
const RNA = [verifica(1, { registro: 'RNA', codiceFiscale: 'RSSMRA80A01H501U', denominazione: 'Rossi Mario' })];

const portale = (idStato: StatoProgramma, roles: string[]) => {
  const server = serverDelProgramma(idStato, {
    'GET /api/programma/checkVerificheDeggendolf/5': DEGGENDORF,
    'GET /api/programma/checkVerificheRna/5': RNA,
  });
  return { server, render: () => renderPortal({ path: DETTAGLIO, roles, fetch: server.fetch }) };
};

describe("the programme's register checks", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('show per beneficiary the latest outcome, when, who and the source, for each register', async () => {
    const { server, render } = portale('IN_ISTRUTTORIA', ['MBAC_ISTR_ISMEA']);
    await render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Verifiche registri' }));

    const deggendorf = await screen.findByRole('region', { name: /Registro Deggendorf/ });
    const riga = await within(deggendorf).findByRole('row', { name: /Agricola Rossi/ });
    expect(within(riga).getByText('Irregolare')).toBeInTheDocument();
    expect(within(riga).getByText(/SA\.38132/)).toBeInTheDocument();
    expect(within(riga).getByText('Laura Marino')).toBeInTheDocument();
    expect(within(riga).queryByText('istruttore1')).toBeNull();
    expect(within(riga).getByText('Registro Deggendorf locale (tabelle del portale)')).toBeInTheDocument();
    expect(within(riga).getByText(/^20\/11\/2026, /)).toBeInTheDocument();
    const rna = screen.getByRole('region', { name: /Registro Nazionale degli Aiuti/ });
    expect(await within(rna).findByText('Mai verificato')).toBeInTheDocument();
    expect(server.inviate('GET', '/api/programma/checkVerificheRna/5')).not.toEqual([]);
  });

  it('offers checks and downloads to the instructor under review, only the downloads to the validator', async () => {
    const istruttore = portale('IN_ISTRUTTORIA', ['MBAC_ISTR_ISMEA']);
    await istruttore.render();
    for (const nome of [
      'Esegui verifica Deggendorf 5',
      'Esegui verifica RNA 5',
      'Scarica verifiche Deggendorf 5',
      'Scarica verifiche RNA 5',
    ]) {
      expect(await screen.findByRole('button', { name: nome })).toBeInTheDocument();
    }
    cleanup();

    await portale('VALIDATO', ['MBAC_VALI_ISMEA']).render();
    expect(await screen.findByRole('button', { name: 'Scarica verifiche RNA 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esegui verifica RNA 5' })).not.toBeInTheDocument();
  });

  it('are neither offered nor shown to the proponent', async () => {
    await portale('IN_ISTRUTTORIA', ['MBAC_PROPONENTE']).render();
    expect(await screen.findByRole('tab', { name: 'Dati generali' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Verifiche registri' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verific/i })).not.toBeInTheDocument();
  });
});
