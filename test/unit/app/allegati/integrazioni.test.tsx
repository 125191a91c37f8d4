import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { AllegatoProgrammaRecord } from '../../../../contract/allegati/chiamate';
import { AllegatiIntegrazione } from '../../../../resources/allegati/AllegatiIntegrazione';
import { setScreenWidth } from '../support/renderList';
import { schedeDellElenco } from '../support/schede';
import { renderConServer } from './renderConServer';

// Times as people in Italy read them, whatever the machine's zone.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/Rome'));
afterAll(() => vi.unstubAllEnvs());
afterEach(cleanup);

const integrazione: AllegatoProgrammaRecord = {
  idAllegato: 3,
  idProgrammaInvestimento: 7,
  idBeneficiario: null,
  denominazioneBeneficiario: null,
  tipo: 'INTEGRAZIONE',
  nomeFile: 'bilancio-2024.pdf',
  tipoFile: 'pdf',
  dimensione: 2048,
  sha256: 'b'.repeat(64),
  caricatoDa: 'proponente1',
  caricatoDaNome: 'Giovanni Bianchi',
  caricatoIl: '2025-11-03T09:30:00.000Z',
};

it(
  "the integration documents say who uploaded each by name, not by the account's username",
  { timeout: 40_000 },
  async () => {
    renderConServer(<AllegatiIntegrazione programma={{ idProgrammaInvestimento: 7, idStato: 'IN_ISTRUTTORIA' }} />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture: () => ({ '/api/allegato/listaAllegatiIntegrazione/7': [integrazione] }),
    });

    const riga = (await screen.findByRole('cell', { name: 'bilancio-2024.pdf' })).closest('tr')!;
    expect(within(riga).getByRole('cell', { name: 'Giovanni Bianchi' })).toBeInTheDocument();
    expect(within(riga).queryByText('proponente1')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Caricato da' })).toBeInTheDocument();
  },
);

it(
  "the integration documents name the beneficiary each concerns, or the whole programme; never by the beneficiary's id",
  { timeout: 40_000 },
  async () => {
    const diUnBeneficiario: AllegatoProgrammaRecord = {
      ...integrazione,
      idAllegato: 4,
      idBeneficiario: 3,
      denominazioneBeneficiario: 'Oleificio Rossi S.r.l.',
      nomeFile: 'visura-camerale.pdf',
    };
    renderConServer(<AllegatiIntegrazione programma={{ idProgrammaInvestimento: 7, idStato: 'IN_ISTRUTTORIA' }} />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture: () => ({ '/api/allegato/listaAllegatiIntegrazione/7': [diUnBeneficiario, integrazione] }),
    });

    const riga = (await screen.findByRole('cell', { name: 'visura-camerale.pdf' })).closest('tr')!;
    expect(within(riga).getByRole('cell', { name: 'Oleificio Rossi S.r.l.' })).toBeInTheDocument();
    expect(within(riga).queryByText(/n\. 3/)).not.toBeInTheDocument();
    const delProgramma = screen.getByRole('cell', { name: 'bilancio-2024.pdf' }).closest('tr')!;
    expect(within(delProgramma).getByRole('cell', { name: 'Tutto il programma' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Beneficiario' })).toBeInTheDocument();
  },
);

it(
  'the proponent says which beneficiary an integration document concerns, chosen by name among those in the programme',
  { timeout: 40_000 },
  async () => {
    const caricati: AllegatoProgrammaRecord[] = [];
    const beneficiario = (idBeneficiario: number, denominazione: string, statoBeneficiario: string) => ({
      idBeneficiario,
      idProgrammaInvestimento: 7,
      codiceFiscale: `0123456789${idBeneficiario}`,
      denominazione,
      nominativo: denominazione,
      statoBeneficiario,
    });
    const { xhr } = renderConServer(
      <AllegatiIntegrazione programma={{ idProgrammaInvestimento: 7, idStato: 'IN_INTEGRAZIONE' }} />,
      {
        roles: ['MBAC_PROPONENTE'],
        letture: () => ({
          '/api/allegato/listaAllegatiIntegrazione/7': caricati,
          '/api/beneficiario/getListaBeneficiari/7': [
            beneficiario(3, 'Oleificio Rossi S.r.l.', 'ATTIVO'),
            beneficiario(4, 'Frantoio uscito S.r.l.', 'SOSTITUITO'),
          ],
        }),
      },
    );
    const user = userEvent.setup();

    const riguarda = await screen.findByRole('combobox', { name: 'Il file riguarda' });
    await screen.findByRole('option', { name: 'Oleificio Rossi S.r.l. (01234567893)' });
    expect(
      within(riguarda)
        .getAllByRole('option')
        .map((opzione) => opzione.textContent),
    ).toEqual(['Tutto il programma', 'Oleificio Rossi S.r.l. (01234567893)']);
    await user.selectOptions(riguarda, 'Oleificio Rossi S.r.l. (01234567893)');
    await user.upload(
      screen.getByLabelText('Carica allegato di integrazione'),
      new File(['%PDF'], 'visura.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(new URL(xhr.last().url).searchParams.get('idBeneficiario')).toBe('3');
    caricati.push({
      ...integrazione,
      idAllegato: 5,
      idBeneficiario: 3,
      denominazioneBeneficiario: 'Oleificio Rossi S.r.l.',
      nomeFile: 'visura.pdf',
    });
    xhr.last().respond(201, caricati[0]);

    const riga = (await screen.findByRole('cell', { name: 'visura.pdf' })).closest('tr')!;
    expect(within(riga).getByRole('cell', { name: 'Oleificio Rossi S.r.l.' })).toBeInTheDocument();
  },
);

it(
  'on a phone each integration document is a card, with its beneficiary, when and by whom, and its delete button',
  { timeout: 40_000 },
  async () => {
    setScreenWidth(390);
    renderConServer(<AllegatiIntegrazione programma={{ idProgrammaInvestimento: 7, idStato: 'IN_INTEGRAZIONE' }} />, {
      roles: ['MBAC_PROPONENTE'],
      letture: () => ({
        '/api/allegato/listaAllegatiIntegrazione/7': [integrazione],
        '/api/beneficiario/getListaBeneficiari/7': [],
      }),
    });

    expect(await schedeDellElenco('Allegati di integrazione')).toEqual([
      [
        'bilancio-2024.pdf',
        'Beneficiario: Tutto il programma',
        'Caricato il: 03/11/2025, 10:30',
        'Caricato da: Giovanni Bianchi',
      ],
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const scheda = screen.getByRole('listitem');
    expect(within(scheda).getByRole('button', { name: /^Elimina bilancio-2024\.pdf/ })).toBeInTheDocument();
  },
);
