import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChecklistRecord, RiepilogoChecklist } from '../../../../contract/checklist/chiamate';
import { ChecklistForm } from '../../../../resources/checklist/ChecklistForm';
import { programmiSchema } from '../../../../contract/programmi/schema';
import { checklistPolicy } from '../../../../contract/checklist/schema';
import type { ProgrammaRecord } from '../../../../contract/programmi/schema';
import {
  LETTURA_SCHEDA_CHECKLIST,
  SchedaChecklist,
} from '../../../../resources/programmi/dettaglio/tab/SchedaChecklist';
import { setScreenWidth } from '../support/renderList';
import { schedeDellElenco } from '../support/schede';
import { percorsi, renderConServer } from './renderConServer';
import { jsonAnswer } from '../../dataProvider/fakeFetch';

const VOCI = [
  { idVoce: 1, descrizione: 'Domanda sottoscritta dal rappresentante legale' },
  { idVoce: 2, descrizione: 'Visura camerale del proponente aggiornata' },
];
const PROGRAMMA = { idProgrammaInvestimento: 7, idStato: 'IN_ISTRUTTORIA' };

/** A tiny checklist service: what was saved is read back, the summary counts what is missing. */
function servizio() {
  const stato = {
    checklist: {
      idChecklist: null,
      idProgrammaInvestimento: 7,
      idBeneficiario: null,
      tipo: 'DOCUMENTALE',
      ambito: 'PROGRAMMA',
      completa: false,
      aggiornataDa: null,
      aggiornataDaNome: null,
      aggiornataIl: null,
      voci: VOCI.map((voce) => ({ ...voce, esito: null, note: null, allegato: null })),
      allegato: null,
    } as ChecklistRecord,
  };
  const riepilogo = (): RiepilogoChecklist => {
    const mancanti = stato.checklist.voci
      .filter((v) => v.esito === null || (v.esito === 'NO' && !v.note))
      .map((v) => v.descrizione);
    const voce = {
      idChecklist: stato.checklist.idChecklist,
      tipo: 'DOCUMENTALE' as const,
      ambito: 'PROGRAMMA' as const,
      idBeneficiario: null,
      denominazione: null,
      completa: mancanti.length === 0,
      vociTotali: 2,
      vociCompilate: stato.checklist.voci.filter((v) => v.esito).length,
      mancanti,
    };
    return { completa: voce.completa, checklist: [voce] };
  };
  const letture = () => ({
    '/api/checklist/getChecklistDocumentaleProgramma/7': stato.checklist,
    '/api/checklist/riepilogoChecklist/7': riepilogo(),
    '/api/checklist/verificaPresenzaAllegatiChecklist/7': {
      presenti: stato.checklist.allegato !== null,
      numero: stato.checklist.allegato ? 1 : 0,
    },
  });
  const salva = (voci: { idVoce: number; esito: 'SI' | 'NO' | 'NON_APPLICABILE'; note: string | null }[]) => {
    stato.checklist = {
      ...stato.checklist,
      idChecklist: 31,
      voci: stato.checklist.voci.map((v) => ({ ...v, ...voci.find((s) => s.idVoce === v.idVoce) })),
    };
  };
  return { stato, letture, salva };
}

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

  it("the programme's 'Checklist' tab is shown to exactly who reads checklists", () => {
    expect([...programmiSchema.reads![LETTURA_SCHEDA_CHECKLIST]].sort()).toEqual(
      [...checklistPolicy.reads!.checklist].sort(),
    );
  });
});

describe('checklist form: what the server refuses', { timeout: 40_000 }, () => {
  it('marks the item the server says is not foreseen with its words, says in place the save failed', async () => {
    const { letture } = servizio();
    // The server's answer to an item of another checklist (test/server/checklist-flusso.test.ts).
    const rifiuto = {
      message: 'Dati non validi: controlla i campi indicati',
      errors: { 'voci.1.idVoce': 'Voce non prevista da questa checklist' },
    };
    renderConServer(<ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture,
      scrivi: () => jsonAnswer(rifiuto, { status: 400 }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Checklist documentale' });
    const domanda = within(form).getByRole('group', { name: VOCI[0].descrizione });
    const visura = within(form).getByRole('group', { name: VOCI[1].descrizione });
    await user.click(within(domanda).getByRole('radio', { name: 'Sì' }));
    await user.click(within(visura).getByRole('radio', { name: 'Sì' }));
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));

    expect(await within(visura).findByRole('alert')).toHaveTextContent('Voce non prevista da questa checklist');
    expect(within(domanda).queryByRole('alert')).toBeNull();
    const inPlace = screen.getByText('La checklist non è stata salvata: correggi le voci indicate.');
    expect(inPlace.closest('[role="alert"]')).not.toBeNull();
    expect(inPlace.closest('fieldset')).toBeNull();
  });

  it('a note longer than the server takes is marked as typed, kept whole, and not sent', async () => {
    const { letture } = servizio();
    const { sent } = renderConServer(
      <ChecklistForm tipo="documentale" ambito="programma" id={7} record={PROGRAMMA} />,
      { roles: ['MBAC_ISTR_ISMEA'], letture },
    );
    const user = userEvent.setup();
    const visura = await screen.findByRole('group', { name: VOCI[1].descrizione });
    await user.click(within(visura).getByRole('radio', { name: 'No' }));
    const nota = within(visura).getByRole('textbox', { name: `Note: ${VOCI[1].descrizione}` });
    await user.click(nota);
    await user.paste('a'.repeat(4000));
    expect(within(visura).queryByRole('alert')).toBeNull();
    await user.type(nota, 'b');

    expect(within(visura).getByRole('alert')).toHaveTextContent('Deve contenere al massimo 4000 caratteri');
    expect(nota).toHaveValue(`${'a'.repeat(4000)}b`);
    await user.click(screen.getByRole('button', { name: 'Salva checklist documentale' }));
    expect(percorsi(sent, 'POST')).toEqual([]);
  });
});

describe("checklist form: one beneficiary's answers never offered as another's", { timeout: 40_000 }, () => {
  it('moving to another beneficiary shows nothing to save until its own checklist is read', async () => {
    const voce = { idVoce: 21, descrizione: 'Visura camerale del beneficiario', allegato: null };
    const checklistDi = (idBeneficiario: number, esito: 'SI' | null): ChecklistRecord => ({
      idChecklist: esito ? 40 + idBeneficiario : null,
      idProgrammaInvestimento: 7,
      idBeneficiario,
      tipo: 'DOCUMENTALE',
      ambito: 'BENEFICIARIO',
      completa: false,
      aggiornataDa: null,
      aggiornataDaNome: null,
      aggiornataIl: null,
      turno: 1,
      chiusaIl: null,
      voci: [{ ...voce, esito, note: null }],
      allegato: null,
    });
    let rispondiSecondo: (checklist: ChecklistRecord) => void = () => undefined;
    const secondo = new Promise<ChecklistRecord>((resolve) => {
      rispondiSecondo = resolve;
    });
    const beneficiario = (idBeneficiario: number) => ({
      idBeneficiario,
      idProgrammaInvestimento: 7,
      idStato: 'IN_ISTRUTTORIA',
    });
    const Pagina = () => {
      const [id, setId] = useState(1);
      return (
        <>
          <button onClick={() => setId(2)}>Beneficiario 2</button>
          <ChecklistForm tipo="documentale" ambito="beneficiario" id={id} record={beneficiario(id)} />
        </>
      );
    };
    renderConServer(<Pagina />, {
      roles: ['MBAC_ISTR_ISMEA'],
      letture: () => ({
        '/api/checklist/getChecklistDocumentaleBeneficiario/1': checklistDi(1, 'SI'),
        '/api/checklist/getChecklistDocumentaleBeneficiario/2': secondo,
      }),
    });
    const user = userEvent.setup();
    const gruppo = await screen.findByRole('group', { name: voce.descrizione });
    expect(within(gruppo).getByRole('radio', { name: 'Sì' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Beneficiario 2' }));
    expect(screen.queryByRole('group', { name: voce.descrizione }), "the first one's answers are gone").toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva checklist documentale' })).toBeNull();

    rispondiSecondo(checklistDi(2, null));
    const suo = await screen.findByRole('group', { name: voce.descrizione });
    expect(within(suo).getByRole('radio', { name: 'Sì' })).not.toBeChecked();
  });
});

/** The programme's 'Checklist' tab, whose summary has the programme's checklist and two beneficiaries'. */
function schedaConDueBeneficiari() {
  const { stato, letture } = servizio();
  const delBeneficiario = (idBeneficiario: number, denominazione: string) => ({
    idChecklist: null,
    tipo: 'DOCUMENTALE' as const,
    ambito: 'BENEFICIARIO' as const,
    idBeneficiario,
    denominazione,
    completa: false,
    vociTotali: 1,
    vociCompilate: 0,
    mancanti: ['Visura camerale del beneficiario'],
  });
  const riepilogo: RiepilogoChecklist = {
    completa: false,
    checklist: [
      ...(letture()['/api/checklist/riepilogoChecklist/7'] as RiepilogoChecklist).checklist,
      delBeneficiario(4, 'Oleificio Rossi S.r.l.'),
      // A beneficiary whose record holds only its tax code yet (test/server/checklist-flusso.test.ts).
      delBeneficiario(5, '11122233346'),
    ],
  };
  renderConServer(<SchedaChecklist programma={PROGRAMMA as ProgrammaRecord} />, {
    roles: ['MBAC_ISTR_ISMEA'],
    letture: () => ({
      ...letture(),
      '/api/checklist/getChecklistVerificheProgramma/7': { ...stato.checklist, tipo: 'VERIFICHE' },
      '/api/checklist/riepilogoChecklist/7': riepilogo,
    }),
  });
}

describe("the programme's 'Checklist' tab", { timeout: 40_000 }, () => {
  it("names each beneficiary's line of the summary as the server names it, never by its number", async () => {
    schedaConDueBeneficiari();

    const tabella = await screen.findByRole('table', { name: 'Riepilogo delle checklist' });
    const colonnaDi = within(tabella)
      .getAllByRole('row')
      .slice(1)
      .map((riga) => within(riga).getAllByRole('cell')[1].textContent);
    expect(colonnaDi).toEqual(['Programma', 'Oleificio Rossi S.r.l.', '11122233346']);
    expect(within(tabella).queryByText(/n\. \d/)).toBeNull();
  });

  it('on a phone draws the summary as one card a checklist, saying whose it is and what it misses', async () => {
    setScreenWidth(390);
    schedaConDueBeneficiari();

    expect(await schedeDellElenco('Riepilogo delle checklist')).toEqual([
      ['Documentale', 'Di: Programma', 'Voci compilate: 0 su 2', 'Stato: Mancano 2 voci'],
      ['Documentale', 'Di: Oleificio Rossi S.r.l.', 'Voci compilate: 0 su 1', 'Stato: Manca 1 voce'],
      ['Documentale', 'Di: 11122233346', 'Voci compilate: 0 su 1', 'Stato: Manca 1 voce'],
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
