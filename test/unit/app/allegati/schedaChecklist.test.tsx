import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RiepilogoChecklist } from '../../../../contract/checklist/chiamate';
import { programmiSchema } from '../../../../contract/programmi/schema';
import { checklistPolicy } from '../../../../contract/checklist/schema';
import type { ProgrammaRecord } from '../../../../contract/programmi/schema';
import {
  LETTURA_SCHEDA_CHECKLIST,
  SchedaChecklist,
} from '../../../../resources/programmi/dettaglio/tab/SchedaChecklist';
import { PROGRAMMA, servizio } from './servizioChecklist';
import { setScreenWidth } from '../support/renderList';
import { schedeDellElenco } from '../support/schede';
import { renderConServer } from './renderConServer';

afterEach(cleanup);

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
  it("the programme's 'Checklist' tab is shown to exactly who reads checklists", () => {
    expect([...programmiSchema.reads![LETTURA_SCHEDA_CHECKLIST]].sort()).toEqual(
      [...checklistPolicy.reads!.checklist].sort(),
    );
  });

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
