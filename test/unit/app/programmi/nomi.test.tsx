import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { DETTAGLIO, serverDelProgramma } from './fixtures';

const STORICO = [
  {
    idAudit: 1,
    utente: 'legale.01234567897',
    nominativo: 'Legale rappresentante di Filiera 5',
    ruolo: 'MBAC_PROPONENTE',
    eseguitoIl: '2024-05-01T09:00:00.000Z',
    azione: 'creaProgramma',
    descrizioneAzione: 'Nuovo programma',
    statoDa: null,
    statoA: 'BOZZA',
    note: null,
  },
  {
    idAudit: 2,
    utente: 'coordinatore',
    nominativo: 'Alessandro Ricci',
    ruolo: 'MBAC_COOR_ISMEA',
    eseguitoIl: '2024-05-02T09:00:00.000Z',
    azione: 'assegna',
    descrizioneAzione: 'Assegna istruttore',
    statoDa: 'PRESENTATO',
    statoA: 'IN_ISTRUTTORIA',
    note: 'Istruttore assegnato: Laura Marino',
  },
];

const PARERI = [
  {
    idParere: 1,
    idProgrammaInvestimento: 5,
    codRegione: '12',
    descrizioneRegione: 'Lazio',
    richiestoIl: '2024-05-03T09:00:00.000Z',
    richiestoDa: 'istruttore2',
    richiestoDaNome: 'Paolo Greco',
    esito: 'FAVOREVOLE',
    note: 'Coerente',
    espressoIl: '2024-05-04T09:00:00.000Z',
    espressoDa: 'regione.lazio',
    espressoDaNome: 'Marco Ferrari',
  },
];

const ASSEGNATARI = [
  {
    idProgrammaInvestimento: 5,
    utente: 'istruttore2',
    nominativo: 'Paolo Greco',
    assegnatoIl: '2024-05-02T09:00:00.000Z',
    assegnatoDa: 'coordinatore',
    assegnatoDaNome: 'Alessandro Ricci',
  },
];

const CODICI = ['MBAC_COOR_ISMEA', 'MBAC_PROPONENTE', 'IN_ISTRUTTORIA', 'BOZZA', 'FAVOREVOLE', 'istruttore2', '12'];

const nessunCodice = () => {
  for (const codice of CODICI) expect(screen.queryByText(codice), codice).not.toBeInTheDocument();
};

const apri = async (scheda: string) => {
  const server = serverDelProgramma('IN_ISTRUTTORIA', {
    'GET /api/programma/getStoricoProgramma/5': STORICO,
    'GET /api/programma/listaParereRegione/5': PARERI,
    'GET /api/programma/listaAssegnatari/5': ASSEGNATARI,
  });
  await renderPortal({ path: DETTAGLIO, roles: ['MBAC_COOR_ISMEA'], fetch: server.fetch });
  await userEvent.click(await screen.findByRole('tab', { name: scheda }));
  return screen.getByRole('tabpanel');
};

describe('a programme names people, roles, states, outcomes and regions', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('in the history: who by name, the role and the states by their Italian names', async () => {
    const pannello = await apri('Storico');
    const riga = (await within(pannello).findByRole('cell', { name: 'Alessandro Ricci' })).closest('tr') as HTMLElement;
    expect(within(riga).getByRole('cell', { name: 'Coordinatore ISMEA' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'Presentato' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'In istruttoria' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'Istruttore assegnato: Laura Marino' })).toBeInTheDocument();
    expect(within(pannello).getByRole('cell', { name: 'Legale rappresentante di Filiera 5' })).toBeInTheDocument();
    expect(within(pannello).getByRole('cell', { name: 'Bozza' })).toBeInTheDocument();
    nessunCodice();
  });

  it('in the regional opinion: the outcome and the people by name', async () => {
    const pannello = await apri('Parere regionale');
    expect(await within(pannello).findByRole('cell', { name: 'Favorevole' })).toBeInTheDocument();
    expect(within(pannello).getByRole('cell', { name: 'Paolo Greco' })).toBeInTheDocument();
    expect(within(pannello).getByRole('cell', { name: 'Marco Ferrari' })).toBeInTheDocument();
    nessunCodice();
  });

  it('in the assignments: the instructor and who assigned them by name', async () => {
    const pannello = await apri('Assegnatari e istruttori');
    expect(await within(pannello).findByRole('cell', { name: 'Paolo Greco' })).toBeInTheDocument();
    expect(within(pannello).getByRole('cell', { name: 'Alessandro Ricci' })).toBeInTheDocument();
    nessunCodice();
  });

  it('in the proponent tab: the region by name', async () => {
    const pannello = await apri('Proponente');
    expect(await within(pannello).findByText('Lazio')).toBeInTheDocument();
    nessunCodice();
  });
});
