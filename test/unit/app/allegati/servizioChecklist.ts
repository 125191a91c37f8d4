import type { ChecklistRecord, RiepilogoChecklist } from '../../../../contract/checklist/chiamate';

export const VOCI = [
  { idVoce: 1, descrizione: 'Domanda sottoscritta dal rappresentante legale' },
  { idVoce: 2, descrizione: 'Visura camerale del proponente aggiornata' },
];
export const PROGRAMMA = { idProgrammaInvestimento: 7, idStato: 'IN_ISTRUTTORIA' };

/** A tiny checklist service: what was saved is read back, the summary counts what is missing. */
export function servizio() {
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
