import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { AllegatoGraduatoria, Graduatoria } from '../../../../contract/graduatoria/record';
import { DecretoGraduatoria } from '../../../../resources/domande/graduatoria/DecretoGraduatoria';
import { renderConServer } from '../allegati/renderConServer';
import { ID_BANDO } from './fixtures-valutazione';

// The portal writes an instant in the browser's time zone: the people who use it are in Italy, the test machine may not
// be.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/Rome'));
afterAll(() => vi.unstubAllEnvs());
afterEach(cleanup);

const campiFile = { tipoFile: 'pdf', dimensione: 4096, sha256: 'd'.repeat(64) } as const;

const graduatoria = {
  id: ID_BANDO,
  idBando: ID_BANDO,
  descrizioneBando: 'Bando Distretti del Cibo di prova',
  definitiva: true,
  punteggioMinimo: 35,
  budget: 1_000_000,
  versioneRegola: 'Regola di calcolo dei punteggi, versione 1',
  finalizzataIl: '2025-10-20T09:00:00.000Z',
  dataDecreto: '2025-10-28',
  righe: [],
} satisfies Graduatoria & { id: number };

const decreto: AllegatoGraduatoria = {
  idBando: ID_BANDO,
  dataDecreto: '2025-10-28',
  nomeFile: 'decreto-graduatoria.pdf',
  ...campiFile,
  caricatoDa: 'commissione',
  caricatoDaNome: 'Luca De Luca',
  caricatoIl: '2025-11-01T10:00:00Z',
};

const intestazioni = () => screen.getAllByRole('columnheader').map((intestazione) => intestazione.textContent);

it(
  "the ranking's decree says its date, who uploaded it, by name and not by username, and when",
  { timeout: 40_000 },
  async () => {
    renderConServer(<DecretoGraduatoria graduatoria={graduatoria} />, {
      roles: ['MBAC_COMMISSIONE'],
      letture: () => ({ [`/apigen/graduatoria/listaAllegatoGraduatoria/${ID_BANDO}`]: [decreto] }),
    });

    const riga = (await screen.findByRole('rowheader', { name: 'decreto-graduatoria.pdf' })).closest('tr')!;
    expect(within(riga).getByRole('cell', { name: '28/10/2025' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'Luca De Luca' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: '01/11/2025, 11:00' })).toBeInTheDocument();
    expect(within(riga).getByRole('button', { name: 'Scarica decreto-graduatoria.pdf' })).toBeInTheDocument();
    // Whether the commission may delete is asked of the policy, whose answer may come after the list.
    expect(await within(riga).findByRole('button', { name: 'Elimina decreto-graduatoria.pdf' })).toBeInTheDocument();
    expect(riga).not.toHaveTextContent('commissione');
    expect(screen.getByRole('table', { name: 'Decreto della graduatoria' })).toBeInTheDocument();
    expect(intestazioni()).toEqual(['Data del decreto', 'File', 'Caricato da', 'Caricato il', 'Azioni']);
  },
);

it(
  'marks a decree date that cannot be true on its field, with the server’s sentence, and uploads nothing',
  { timeout: 40_000 },
  async () => {
    renderConServer(<DecretoGraduatoria graduatoria={graduatoria} />, {
      roles: ['MBAC_COMMISSIONE'],
      letture: () => ({ [`/apigen/graduatoria/listaAllegatoGraduatoria/${ID_BANDO}`]: [] }),
    });
    const data = await screen.findByLabelText('Data del decreto');
    const carica = await screen.findByRole('button', { name: 'Carica decreto della graduatoria' });

    // Final at 09:00 UTC on 20 October 2025: the day before is refused, that very day is not.
    fireEvent.change(data, { target: { value: '2025-10-19' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il decreto non può precedere la graduatoria che adotta, definitiva dal 20/10/2025',
    );
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(carica).toBeDisabled();
    expect(data).toHaveValue('2025-10-19');

    fireEvent.change(data, { target: { value: '2030-01-15' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('La data del decreto non può essere successiva a oggi');
    expect(carica).toBeDisabled();

    fireEvent.change(data, { target: { value: '2025-10-20' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(data).toHaveAttribute('aria-invalid', 'false');
    expect(carica).toBeEnabled();
  },
);
