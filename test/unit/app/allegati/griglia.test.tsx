import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AllegatoDossierRecord } from '../../../../contract/allegati/chiamate';
import { GrigliaAllegati } from '../../../../resources/allegati/GrigliaAllegati';
import { raggruppaAllegati } from '../../../../resources/allegati/raggruppa';
import { setScreenWidth } from '../support/renderList';
import { percorsi, renderConServer } from './renderConServer';

// The portal writes an instant in the browser's time zone: the people who use it are in Italy, the test machine may not
// be.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/Rome'));
afterAll(() => vi.unstubAllEnvs());

const CATEGORIE = [
  { idCategoria: 1, descrizione: 'Documentazione amministrativa' },
  { idCategoria: 2, descrizione: 'Documentazione tecnica' },
];
const TIPOLOGIE = {
  1: [
    { idTipologia: 1, idCategoria: 1, descrizione: 'Statuto', richiedeScadenza: false, richiedeFirma: false },
    { idTipologia: 2, idCategoria: 1, descrizione: 'DURC', richiedeScadenza: true, richiedeFirma: false },
  ],
  2: [
    { idTipologia: 5, idCategoria: 2, descrizione: 'Relazione tecnica', richiedeScadenza: false, richiedeFirma: false },
  ],
};

const allegato = (
  idAllegato: number,
  idTipologia: number,
  nomeFile: string,
  extra: Partial<AllegatoDossierRecord> = {},
): AllegatoDossierRecord => {
  const tipologia = Object.values(TIPOLOGIE)
    .flat()
    .find((t) => t.idTipologia === idTipologia)!;
  return {
    idAllegato,
    idProponente: 9,
    idBeneficiario: null,
    idTipologia,
    descrizioneTipologia: tipologia.descrizione,
    idCategoria: tipologia.idCategoria,
    descrizioneCategoria: CATEGORIE.find((c) => c.idCategoria === tipologia.idCategoria)!.descrizione,
    dataScadenza: null,
    scaduto: false,
    storicizzatoIl: null,
    nomeFile,
    tipoFile: 'pdf',
    dimensione: 10,
    sha256: '0'.repeat(64),
    caricatoDa: 'proponente1',
    caricatoDaNome: 'Giovanni Bianchi',
    caricatoIl: '2025-10-01T10:00:00.000Z',
    firma: null,
    ...extra,
  };
};

const PROGRAMMA_IN_BOZZA = { idProgrammaInvestimento: 4, idProponente: 9, idStato: 'BOZZA' };

function server(allegati: AllegatoDossierRecord[]) {
  return () => ({
    '/api/allegato/getCategorieAllegatoProponente/': CATEGORIE,
    '/api/allegato/getTipologieAllegato/1': TIPOLOGIE[1],
    '/api/allegato/getTipologieAllegato/2': TIPOLOGIE[2],
    '/api/allegato/listaAllegatiProponente/9': allegati,
  });
}

afterEach(cleanup);

describe('grouping', () => {
  it('lists every type by category in reference order with its attachments, and those of withdrawn types', () => {
    const gruppi = raggruppaAllegati(CATEGORIE, Object.values(TIPOLOGIE).flat(), [
      allegato(1, 5, 'relazione.pdf'),
      allegato(2, 1, 'statuto.pdf'),
      { ...allegato(3, 1, 'vecchio.pdf'), idTipologia: 99, descrizioneTipologia: 'Tipologia ritirata' },
    ]);

    expect(
      gruppi.map((g) => [
        g.categoria.descrizione,
        g.tipologie.map((t) => [t.tipologia.descrizione, t.allegati.map((a) => a.nomeFile)]),
      ]),
    ).toEqual([
      [
        'Documentazione amministrativa',
        [
          ['Statuto', ['statuto.pdf']],
          ['DURC', []],
          ['Tipologia ritirata', ['vecchio.pdf']],
        ],
      ],
      ['Documentazione tecnica', [['Relazione tecnica', ['relazione.pdf']]]],
    ]);
  });
});

describe('attachment grid', { timeout: 20_000 }, () => {
  it('shows attachments by category and type, flags expired ones, offers a region no upload or delete', async () => {
    renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_REGIONE'],
      letture: server([
        allegato(1, 2, 'durc-2024.pdf', { dataScadenza: '2025-01-31', scaduto: true }),
        allegato(2, 5, 'relazione.pdf'),
      ]),
    });

    expect(await screen.findByRole('heading', { name: 'Documentazione amministrativa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documentazione tecnica' })).toBeInTheDocument();
    const durc = screen.getByRole('row', { name: /durc-2024\.pdf/ });
    expect(within(durc).getByText('31/01/2025')).toBeInTheDocument();
    expect(within(durc).getByText('Scaduto')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /relazione\.pdf/ })).queryByText('Scaduto')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Statuto/ })).getByText('Nessun allegato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica relazione.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Elimina/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Carica un allegato' })).not.toBeInTheDocument();
  });

  it('says who uploaded each attachment by their name, and when', async () => {
    renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_REGIONE'],
      letture: server([allegato(2, 5, 'relazione.pdf', { caricatoDa: 'istruttore1', caricatoDaNome: 'Laura Marino' })]),
    });

    const tabella = await screen.findByRole('table', { name: 'Documentazione tecnica' });
    expect(
      within(tabella)
        .getAllByRole('columnheader')
        .map((intestazione) => intestazione.textContent),
    ).toEqual(['Tipologia', 'File', 'Caricato da', 'Caricato il', 'Scadenza', 'Azioni']);
    const riga = within(tabella).getByRole('row', { name: /relazione\.pdf/ });
    expect(within(riga).getByRole('cell', { name: 'Laura Marino' })).toBeInTheDocument();
    expect(within(riga).getByRole('cell', { name: '01/10/2025, 12:00' })).toBeInTheDocument();
    expect(riga).not.toHaveTextContent('istruttore1');
  });

  it('on a phone shows each attachment as a card named by its file, and a card for a type with none', async () => {
    setScreenWidth(390);
    renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_PROPONENTE'],
      letture: server([
        allegato(1, 2, 'durc-2024.pdf', {
          dataScadenza: '2025-01-31',
          scaduto: true,
          caricatoDa: 'istruttore1',
          caricatoDaNome: 'Laura Marino',
        }),
        allegato(2, 5, 'relazione.pdf'),
      ]),
    });

    const amministrativa = await screen.findByRole('list', { name: 'Documentazione amministrativa' });
    expect(screen.getByRole('heading', { name: 'Documentazione amministrativa' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const schede = within(amministrativa).getAllByRole('listitem');
    expect(schede).toHaveLength(2);
    const [statuto, durc] = schede;
    expect(within(statuto).getByText('Statuto')).toBeInTheDocument();
    expect(within(statuto).getByText('Nessun allegato')).toBeInTheDocument();
    expect(within(durc).getByText('durc-2024.pdf')).toBeInTheDocument();
    expect(
      within(durc)
        .getAllByRole('term')
        .map((nome) => nome.textContent),
    ).toEqual(['Tipologia', 'Caricato da', 'Caricato il', 'Scadenza']);
    const [tipologia, caricatoDa, caricatoIl, scadenza] = within(durc).getAllByRole('definition');
    expect(tipologia).toHaveTextContent('DURC');
    expect(caricatoDa).toHaveTextContent('Laura Marino');
    expect(caricatoIl).toHaveTextContent('01/10/2025, 12:00');
    expect(within(scadenza).getByText('31/01/2025')).toBeInTheDocument();
    expect(within(scadenza).getByText('Scaduto')).toBeInTheDocument();
    expect(durc).not.toHaveTextContent('istruttore1');
    expect(within(durc).getByRole('button', { name: 'Scarica durc-2024.pdf' })).toBeInTheDocument();
    expect(within(durc).getByRole('button', { name: 'Elimina durc-2024.pdf' })).toBeInTheDocument();

    const tecnica = screen.getByRole('list', { name: 'Documentazione tecnica' });
    const [relazione, ...altre] = within(tecnica).getAllByRole('listitem');
    expect(altre).toEqual([]);
    expect(within(relazione).getByText('relazione.pdf')).toBeInTheDocument();
    expect(within(relazione).getByText('Giovanni Bianchi')).toBeInTheDocument();
    expect(within(relazione).queryByText('Scaduto')).not.toBeInTheDocument();
    expect(within(relazione).getByRole('button', { name: 'Scarica relazione.pdf' })).toBeInTheDocument();
  });

  it('asks for the expiry date the type requires, uploads with a progress bar, lists the new attachment', async () => {
    const allegati = [allegato(2, 5, 'relazione.pdf')];
    const { xhr } = renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_PROPONENTE'],
      letture: server(allegati),
    });
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Tipologia di allegato' }),
      'DURC (con scadenza)',
    );
    await user.upload(
      screen.getByLabelText('Scegli il file'),
      new File(['%PDF'], 'durc.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Carica allegato' }));
    expect(screen.getByText('La data di scadenza è obbligatoria per «DURC»')).toBeInTheDocument();
    expect(xhr.sent).toEqual([]);

    await user.type(screen.getByLabelText(/Data di scadenza/), '2030-06-30');
    await user.click(screen.getByRole('button', { name: 'Carica allegato' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const richiesta = xhr.last();
    expect(new URL(richiesta.url).search).toBe('?idProponente=9&idTipologia=2&dataScadenza=2030-06-30');

    expect(await screen.findByRole('progressbar', { name: 'Caricamento di durc.pdf' })).toHaveAttribute(
      'aria-valuetext',
      'Operazione in corso...',
    );
    richiesta.progress(300, 1000);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Caricamento di durc.pdf' })).toHaveAttribute(
        'aria-valuetext',
        '30%',
      ),
    );
    allegati.push(allegato(3, 2, 'durc.pdf', { dataScadenza: '2030-06-30' }));
    richiesta.respond(201, allegati[1]);

    expect(await screen.findByRole('row', { name: /durc\.pdf/ })).toBeInTheDocument();
    // Done, not a bar at 100% that reads like one still waiting.
    expect(await screen.findByText('Caricamento completato: durc.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
  });

  it("shows the server's field error when it refuses the upload", async () => {
    renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_PROPONENTE'],
      letture: server([]),
      onUpload: (xhr) =>
        xhr.respond(400, {
          message: 'Richiesta non valida',
          errors: { dataScadenza: 'La data di scadenza non può essere già passata' },
        }),
    });
    const user = userEvent.setup();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Tipologia di allegato' }),
      'DURC (con scadenza)',
    );
    await user.type(screen.getByLabelText(/Data di scadenza/), '2030-06-30');
    await user.upload(
      screen.getByLabelText('Scegli il file'),
      new File(['%PDF'], 'durc.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Carica allegato' }));

    expect(await screen.findByText('La data di scadenza non può essere già passata')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('deletes an attachment only after the person confirms', async () => {
    const allegati = [allegato(2, 1, 'statuto.pdf')];
    const { sent } = renderConServer(<GrigliaAllegati ambito="proponente" id={9} record={PROGRAMMA_IN_BOZZA} />, {
      roles: ['MBAC_PROPONENTE'],
      letture: server(allegati),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Elimina statuto.pdf' }));
    const dialogo = screen.getByRole('dialog', { name: 'Conferma eliminazione' });
    expect(within(dialogo).getByText(/Eliminare l'allegato «statuto\.pdf» \(Statuto\)\?/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(percorsi(sent, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina statuto.pdf' }));
    allegati.pop();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(percorsi(sent, 'DELETE')).toEqual(['/api/allegato/cancellaAllegatoProponente/9/2']));
    await waitFor(() => expect(screen.queryByRole('row', { name: /statuto\.pdf/ })).not.toBeInTheDocument());
  });

  it('hides upload and delete from the proponent once the programme is submitted', async () => {
    renderConServer(
      <GrigliaAllegati ambito="proponente" id={9} record={{ ...PROGRAMMA_IN_BOZZA, idStato: 'IN_ISTRUTTORIA' }} />,
      {
        roles: ['MBAC_PROPONENTE'],
        letture: server([allegato(2, 1, 'statuto.pdf')]),
      },
    );

    expect(await screen.findByRole('button', { name: 'Scarica statuto.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina statuto.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tipologia di allegato' })).not.toBeInTheDocument();
  });
});
