import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { AllegatoIstruttoria } from '../../../../contract/istruttoriaDomanda/record';
import type { AllegatoValutazione } from '../../../../contract/valutazione/record';
import { FileIstruttoria } from '../../../../resources/domande/dettaglio/istruttoria/FileIstruttoria';
import { VerbaleValutazione } from '../../../../resources/domande/dettaglio/valutazione/VerbaleValutazione';
import { domanda } from '../domande/fixtures-valutazione';
import { renderConServer } from './renderConServer';

// The portal writes an instant in the browser's time zone: the people who use it are in Italy, the test machine may not
// be.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/Rome'));
afterAll(() => vi.unstubAllEnvs());
afterEach(cleanup);

const campiFile = { tipoFile: 'pdf', dimensione: 4096, sha256: 'c'.repeat(64) } as const;

const verifica: AllegatoIstruttoria = {
  idAllegato: 11,
  idDomanda: 5,
  nomeFile: 'verifica-requisiti.pdf',
  ...campiFile,
  caricatoDa: 'istruttore.dc',
  caricatoDaNome: 'Sara Conti',
  caricatoIl: '2025-11-01T10:00:00Z',
};

const verbale: AllegatoValutazione = {
  idDomanda: 6,
  nomeFile: 'verbale-commissione.pdf',
  ...campiFile,
  caricatoDa: 'commissione.dc',
  caricatoDaNome: 'Marco Ferri',
  // Summer time: Rome is two hours ahead.
  caricatoIl: '2025-07-15T16:45:00Z',
};

const intestazioni = () => screen.getAllByRole('columnheader').map((intestazione) => intestazione.textContent);

it(
  "the review's files say who uploaded each, by name and not by username, and when, in Italian",
  { timeout: 40_000 },
  async () => {
    renderConServer(<FileIstruttoria idDomanda={5} scrivibile titolo="File dell'istruttoria" />, {
      roles: ['MBAC_ISTRUTTORE'],
      letture: () => ({ '/apigen/istruttoria/listaAllegatiIstruttoria/5': [verifica] }),
    });

    const riga = (await screen.findByRole('rowheader', { name: 'verifica-requisiti.pdf' })).closest('tr')!;
    expect(within(riga).getByRole('cell', { name: 'Sara Conti' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: '01/11/2025, 11:00' })).toBeInTheDocument();
    expect(within(riga).getByRole('button', { name: 'Scarica verifica-requisiti.pdf' })).toBeInTheDocument();
    expect(within(riga).getByRole('button', { name: 'Elimina verifica-requisiti.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(/istruttore\.dc/)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: "File dell'istruttoria" })).toBeInTheDocument();
    expect(intestazioni()).toEqual(['File', 'Caricato da', 'Caricato il', 'Azioni']);
  },
);

it("the commission's minutes say who uploaded them, by name, and when, in Italian", { timeout: 40_000 }, async () => {
  renderConServer(<VerbaleValutazione domanda={domanda(6, 'VALUTATA')} />, {
    roles: ['MBAC_MINISTERO'],
    letture: () => ({ '/apigen/valutazione/listaAllegatoValutazione/6': [verbale] }),
  });

  const riga = (await screen.findByRole('rowheader', { name: 'verbale-commissione.pdf' })).closest('tr')!;
  expect(within(riga).getByRole('cell', { name: 'Marco Ferri' })).toBeInTheDocument();
  expect(within(riga).getByRole('cell', { name: '15/07/2025, 18:45' })).toBeInTheDocument();
  expect(within(riga).getByRole('button', { name: 'Scarica verbale-commissione.pdf' })).toBeInTheDocument();
  expect(screen.queryByText(/commissione\.dc/)).not.toBeInTheDocument();
  expect(intestazioni()).toEqual(['File', 'Caricato da', 'Caricato il', 'Azioni']);
});
