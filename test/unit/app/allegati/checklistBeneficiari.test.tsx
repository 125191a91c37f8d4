import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChecklistRecord } from '../../../../contract/checklist/chiamate';
import { ChecklistForm } from '../../../../resources/checklist/ChecklistForm';
import { renderConServer } from './renderConServer';

afterEach(cleanup);

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
