import { STATI_PROGRAMMA, type StatoProgramma } from '../../../contract/programmi/stati';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';

export interface ConteggioStato {
  readonly idStato: StatoProgramma;
  readonly descrizione: string;
  readonly programmi: number;
  readonly importoRichiesto: number;
  readonly importoAmmesso: number;
}

/**
 * Programmes, requested and admitted amounts per state, in the order of the review; states without programmes are left
 * out.
 */
export function conteggiPerStato(programmi: readonly ProgrammaRecord[]): ConteggioStato[] {
  return STATI_PROGRAMMA.flatMap((idStato) => {
    const nelloStato = programmi.filter((programma) => programma.idStato === idStato);
    if (nelloStato.length === 0) return [];
    return [
      {
        idStato,
        descrizione: nelloStato[0].descrizioneStato,
        programmi: nelloStato.length,
        importoRichiesto: nelloStato.reduce((somma, { importoRichiesto }) => somma + (importoRichiesto ?? 0), 0),
        importoAmmesso: nelloStato.reduce((somma, { importoAmmesso }) => somma + (importoAmmesso ?? 0), 0),
      },
    ];
  });
}
