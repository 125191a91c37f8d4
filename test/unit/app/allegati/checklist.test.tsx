import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChecklistForm } from '../../../../resources/checklist/ChecklistForm';
import { PROGRAMMA, servizio, VOCI } from './servizioChecklist';
import { percorsi, renderConServer } from './renderConServer';

afterEach(cleanup);

describe('checklist form', { timeout: 40_000 }, () => {
  it('saves the outcomes and notes given, and the summary of what is missing follows the server', async () => {
    const { letture, salva } = servizio();
    const { sent } = renderConServer(
      <ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />,
      {
        roles: ['MBAC_ISTR_ISMEA'],
        letture,
      },
    );
    const user = userEvent.setup();

    const titolo = await screen.findByText('Cosa manca: 2 voci su 2');
    expect(titolo).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Checklist documentale' });
    await user.click(
      within(within(form).getByRole('group', { name: VOCI[0].descrizione })).getByRole('radio', { name: 'Sì' }),
    );
    const visura = within(form).getByRole('group', { name: VOCI[1].descrizione });
    await user.click(within(visura).getByRole('radio', { name: 'No' }));
    expect(within(visura).getByText(/la nota è obbligatoria/)).toBeInTheDocument();

    salva([
      { idVoce: 1, esito: 'SI', note: null },
      { idVoce: 2, esito: 'NO', note: null },
    ]);
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));
    await waitFor(() =>
      expect(percorsi(sent, 'POST')).toEqual(['/api/checklist/salvaChecklistDocumentaleProgramma/7']),
    );
    expect(JSON.parse(String(sent.find((r) => r.method === 'POST')!.body))).toEqual({
      voci: [
        { idVoce: 1, esito: 'SI', note: null },
        { idVoce: 2, esito: 'NO', note: null },
      ],
    });
    expect(await screen.findByText('Cosa manca: 1 voce su 2')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(VOCI[1].descrizione);

    await user.type(within(visura).getByRole('textbox', { name: `Note: ${VOCI[1].descrizione}` }), 'Scaduta');
    salva([{ idVoce: 2, esito: 'NO', note: 'Scaduta' }]);
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));
    expect(await screen.findByText('Checklist completa: 2 voci su 2.')).toBeInTheDocument();
  });

  it('uploads the supporting document once the checklist is saved, with a progress bar, then offers it', async () => {
    const { stato, letture, salva } = servizio();
    salva([{ idVoce: 1, esito: 'SI', note: null }]);
    const { xhr } = renderConServer(
      <ChecklistForm tipo="documentale" ambito="proponente" id={7} record={PROGRAMMA} />,
      {
        roles: ['MBAC_ISTR_ISMEA'],
        letture,
      },
    );
    const user = userEvent.setup();

    await user.upload(
      await screen.findByLabelText('Allega un documento: Checklist documentale'),
      new File(['%PDF'], 'verbale.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(new URL(xhr.last().url).pathname).toBe('/api/checklist/caricaAllegatoChecklistDocumentaleProponente/31');
    xhr.last().progress(50, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Caricamento di verbale.pdf' })).toHaveAttribute(
        'aria-valuetext',
        '50%',
      ),
    );

    stato.checklist = {
      ...stato.checklist,
      allegato: {
        idDocumentaleAllegato: 4,
        idVoce: null,
        nomeFile: 'verbale.pdf',
        tipoFile: 'pdf',
        dimensione: 4,
        sha256: '0'.repeat(64),
        caricatoDa: 'istruttore1',
        caricatoDaNome: 'Laura Marino',
        caricatoIl: '2025-11-01T10:00:00.000Z',
      },
    };
    xhr.last().respond(201, stato.checklist.allegato);

    expect(await screen.findByRole('button', { name: 'Scarica verbale.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Documenti allegati alle checklist del programma: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina verbale.pdf' })).toBeInTheDocument();
  });

  it('attaches a file to one item: sent with its idVoce, shown in it, deleted after a confirm with it', async () => {
    const { stato, letture, salva } = servizio();
    salva([{ idVoce: 2, esito: 'SI', note: null }]);
    const { xhr, sent } = renderConServer(
      <ChecklistForm tipo="documentale" ambito="proponente" id={7} record={PROGRAMMA} />,
      {
        roles: ['MBAC_ISTR_ISMEA'],
        letture,
      },
    );
    const user = userEvent.setup();

    const voce = 'Visura camerale del proponente aggiornata';
    await user.upload(
      await screen.findByLabelText(`Allega un documento alla voce: ${voce}`),
      new File(['%PDF'], 'visura.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(new URL(xhr.last().url).pathname).toBe('/api/checklist/caricaAllegatoChecklistDocumentaleProponente/31');
    expect((xhr.last().body as FormData).get('idVoce')).toBe('2');
    xhr.last().progress(1, 4);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Caricamento di visura.pdf' })).toHaveAttribute(
        'aria-valuetext',
        '25%',
      ),
    );

    const allegato = {
      idDocumentaleAllegato: 5,
      idVoce: 2,
      nomeFile: 'visura.pdf',
      tipoFile: 'pdf',
      dimensione: 4,
      sha256: '0'.repeat(64),
      caricatoDa: 'istruttore1',
      caricatoDaNome: 'Laura Marino',
      caricatoIl: '2025-11-01T10:00:00.000Z',
    };
    stato.checklist = {
      ...stato.checklist,
      voci: stato.checklist.voci.map((v) => (v.idVoce === 2 ? { ...v, allegato } : v)),
    };
    xhr.last().respond(201, allegato);

    expect(await screen.findByText('Documento della voce: visura.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica visura.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Sostituisci il documento della voce: ${voce}` })).toBeInTheDocument();
    // The checklist's own document is still the one to attach, apart from the item's.
    expect(screen.getByRole('button', { name: 'Allega un documento: Checklist documentale' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina visura.pdf' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(`Eliminare il documento «visura.pdf» della voce «${voce}»?`)).toBeInTheDocument();
    stato.checklist = { ...stato.checklist, voci: stato.checklist.voci.map((v) => ({ ...v, allegato: null })) };
    await user.click(within(dialogo).getByRole('button', { name: /Conferma|Elimina/ }));
    await waitFor(() =>
      expect(percorsi(sent, 'DELETE')).toEqual([
        '/api/checklist/cancellaAllegatoChecklistDocumentaleProponente/31?idVoce=2',
      ]),
    );
    expect(await screen.findByRole('button', { name: `Allega un documento alla voce: ${voce}` })).toBeInTheDocument();
  });

  it('says who saved it last by name, and when, as the portal writes a date and time', async () => {
    const { stato, letture, salva } = servizio();
    salva([{ idVoce: 1, esito: 'SI', note: null }]);
    stato.checklist = {
      ...stato.checklist,
      aggiornataDa: 'istruttore1',
      aggiornataDaNome: 'Laura Marino',
      aggiornataIl: '2025-11-01T10:00:00.000Z',
    };
    renderConServer(<ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture,
    });

    // Day, month and two-digit year, then hours and minutes: the lists' format, no seconds.
    expect(
      await screen.findByText(/^Ultimo salvataggio di Laura Marino il \d{2}\/\d{2}\/2025, \d{2}:\d{2}\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/istruttore1/)).not.toBeInTheDocument();
  });

  it('is read-only for the validator: no save, no document to attach', async () => {
    const { letture } = servizio();
    renderConServer(<ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />, {
      roles: ['MBAC_VALI_ISMEA'],
      letture,
    });

    expect(await screen.findByText('Cosa manca: 2 voci su 2')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: /^Salva/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Allega/ })).not.toBeInTheDocument();
  });
});
