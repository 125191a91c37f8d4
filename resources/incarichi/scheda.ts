import type { IncaricoDomanda } from '../../contract/domande/record';
import { schedaDellaMancanza, type SchedaDomanda } from '../domande/dettaglio/schede';

/** The tab where an item's work is done: by the action, and for a draft where it lacks something first. */
export function schedaDellIncarico({
  azione,
  idStato,
  primaMancanza,
}: Pick<IncaricoDomanda, 'azione' | 'idStato' | 'primaMancanza'>): SchedaDomanda {
  if (azione === 'prendiInCarico' || azione === 'approvaIstruttoria') return 'istruttoria';
  if (idStato === 'IN_VALUTAZIONE') return 'valutazione';
  return primaMancanza ? schedaDellaMancanza(primaMancanza) : 'datiGenerali';
}
