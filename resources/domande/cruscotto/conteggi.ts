import type { DomandaRecord } from '../../../contract/domande/schema';
import { STATI_DOMANDA_CON_NOME, type StatoDomanda } from '../../../contract/domande/stati';

export interface ConteggioDomande {
  readonly idStato: StatoDomanda;
  readonly descrizione: string;
  readonly domande: number;
  readonly importoRichiesto: number;
  /** What the final ranking funds: the requested amount of the applications it made FINANZIABILE. */
  readonly importoFinanziato: number;
}

const cent = (importo: number | null | undefined) => Math.round((importo ?? 0) * 100);

/** Applications and amounts per state, in the order of the flow; states without applications are left out. */
export function conteggiPerStato(domande: readonly DomandaRecord[]): ConteggioDomande[] {
  return STATI_DOMANDA_CON_NOME.flatMap(({ id, name }) => {
    const nelloStato = domande.filter(({ idStato }) => idStato === id);
    if (nelloStato.length === 0) return [];
    const richiesto = nelloStato.reduce((somma, { importoRichiesto }) => somma + cent(importoRichiesto), 0);
    return [
      {
        idStato: id,
        descrizione: name,
        domande: nelloStato.length,
        importoRichiesto: richiesto / 100,
        importoFinanziato: id === 'FINANZIABILE' ? richiesto / 100 : 0,
      },
    ];
  });
}
