import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import type { AllegatoDomanda } from '../../../../contract/allegatiDomanda/record';
import { ElencoAllegati } from '../../../../resources/domande/dettaglio/ElencoAllegati';
import { renderConServer } from '../allegati/renderConServer';
import { setScreenWidth } from '../support/renderList';

// The portal writes an instant in the browser's time zone: the people who use it are in Italy, the test machine may not
// be.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/Rome'));
afterAll(() => vi.unstubAllEnvs());
afterEach(cleanup);

const campiFile = { tipoFile: 'pdf', dimensione: 4096, sha256: 'e'.repeat(64) } as const;

const durc: AllegatoDomanda = {
  idAllegato: 31,
  idDomanda: 5,
  idBeneficiario: 9,
  idCategoria: 12,
  descrizioneCategoria: 'DURC',
  dataScadenza: '2026-12-31',
  scaduto: false,
  nomeFile: 'durc-frantoio.pdf',
  ...campiFile,
  caricatoDa: 'proponente1',
  caricatoDaNome: 'Giovanni Bianchi',
  // Summer time: Rome is two hours ahead.
  caricatoIl: '2025-07-15T16:45:00Z',
  firma: null,
};

const allegatiDelBeneficiario = (allegati: AllegatoDomanda[] = [durc]) =>
  renderConServer(
    <ElencoAllegati
      resource="allegatiBeneficiarioDomanda"
      categorieResource="categorieAllegatoBeneficiarioDomanda"
      padre={{ idBeneficiario: 9 }}
      caricamento={{ idBeneficiario: 9, idDomanda: 5 }}
      titolo="Allegati di Frantoio dei Castelli S.r.l."
      modificabile
    />,
    {
      roles: ['MBAC_PROPONENTE'],
      letture: () => ({
        '/apigen/beneficiario/listaAllegatiBeneficiario/9': allegati,
        '/apigen/beneficiario/getCategorieAllegatoBeneficiario': [
          { idCategoria: 12, descrizione: 'DURC', obbligatoria: true, richiedeScadenza: true },
        ],
      }),
    },
  );

const intestazioni = () => screen.getAllByRole('columnheader').map((intestazione) => intestazione.textContent);

it(
  "a beneficiary's attachments say their category and expiry, who uploaded each, by name, and when",
  { timeout: 40_000 },
  async () => {
    allegatiDelBeneficiario();

    const riga = (await screen.findByRole('rowheader', { name: 'durc-frantoio.pdf' })).closest('tr')!;
    expect(within(riga).getByText('DURC')).toBeInTheDocument();
    expect(within(riga).getByText('scade il 31/12/2026')).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: 'Giovanni Bianchi' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: '15/07/2025, 18:45' })).toBeInTheDocument();
    expect(within(riga).getByRole('button', { name: 'Scarica durc-frantoio.pdf' })).toBeInTheDocument();
    expect(within(riga).getByRole('button', { name: 'Elimina durc-frantoio.pdf' })).toBeInTheDocument();
    expect(riga).not.toHaveTextContent('proponente1');
    expect(screen.getByRole('table', { name: 'Allegati di Frantoio dei Castelli S.r.l.' })).toBeInTheDocument();
    expect(intestazioni()).toEqual(['Categoria', 'File', 'Caricato da', 'Caricato il', 'Azioni']);
  },
);

it(
  "on a phone an attachment's category and expiry go under the file's name, and the table keeps four columns",
  { timeout: 40_000 },
  async () => {
    setScreenWidth(390);
    allegatiDelBeneficiario();

    const file = await screen.findByRole('rowheader', { name: /^durc-frantoio\.pdf/ });
    expect(within(file).getByRole('term')).toHaveTextContent('Categoria');
    const categoria = within(file).getByRole('definition');
    expect(within(categoria).getByText('DURC')).toBeInTheDocument();
    expect(within(categoria).getByText('scade il 31/12/2026')).toBeInTheDocument();
    expect(within(file.closest('tr')!).getByRole('cell', { name: 'Giovanni Bianchi' })).toBeInTheDocument();
    expect(intestazioni()).toEqual(['File', 'Caricato da', 'Caricato il', 'Azioni']);
  },
);

const firma = {
  formato: 'CADES',
  firmatario: 'Mario Rossi',
  codiceFiscale: 'RSSMRA80A01H501U',
  firmatoIl: '2025-07-15T16:40:00.000Z',
} as const;

it(
  'a signed attachment says who signed it and whether the signature holds, or why not',
  { timeout: 40_000 },
  async () => {
    allegatiDelBeneficiario([
      { ...durc, idAllegato: 32, nomeFile: 'de-minimis.pdf.p7m', firma: { ...firma, valida: true, motivo: null } },
      {
        ...durc,
        idAllegato: 33,
        nomeFile: 'vecchia.pdf.p7m',
        firma: {
          ...firma,
          valida: false,
          motivo: 'il certificato del firmatario è scaduto il 01/01/2020, prima della firma',
        },
      },
      {
        ...durc,
        idAllegato: 34,
        nomeFile: 'rotta.pdf.p7m',
        firma: {
          ...firma,
          firmatario: null,
          codiceFiscale: null,
          valida: false,
          motivo: 'la busta di firma non è leggibile',
        },
      },
    ]);

    const file = async (nome: string) =>
      (await screen.findAllByRole('rowheader')).find((r) => r.textContent?.startsWith(nome))!;
    expect(await file('de-minimis.pdf.p7m')).toHaveTextContent('Firmato da Mario Rossi (RSSMRA80A01H501U), valida');
    expect(await file('vecchia.pdf.p7m')).toHaveTextContent(
      'Firmato da Mario Rossi (RSSMRA80A01H501U), non valida: il certificato del firmatario è scaduto il 01/01/2020, ' +
        'prima della firma',
    );
    expect(await file('rotta.pdf.p7m')).toHaveTextContent('Firma non valida: la busta di firma non è leggibile');
    expect(intestazioni()).toEqual(['Categoria', 'File', 'Caricato da', 'Caricato il', 'Azioni']);
  },
);
