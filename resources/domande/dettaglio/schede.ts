import type { DomandaRecord } from '../../../contract/domande/schema';
import { STATI_DA_VALUTAZIONE, type StatoDomanda } from '../../../contract/domande/stati';
import type { Role } from '../../../contract/roles';
import { leggiPunteggi } from '../../../contract/valutazione/schema';

/**
 * The tabs of an application's page, in order; `lettura` names the policy's read a tab needs, `stati` the states in
 * which it has something to show, `statiDelRuolo` narrower ones for a role (the applicant reads its scores once the
 * ranking is final).
 */
export const SCHEDE_DOMANDA: readonly {
  readonly chiave:
    'datiGenerali' | 'proponente' | 'beneficiari' | 'allegati' | 'istruttoria' | 'valutazione' | 'storico';
  readonly lettura?: string;
  readonly stati?: readonly StatoDomanda[];
  readonly statiDelRuolo?: Partial<Record<Role, readonly string[]>>;
}[] = [
  { chiave: 'datiGenerali' },
  { chiave: 'proponente' },
  { chiave: 'beneficiari' },
  { chiave: 'allegati' },
  { chiave: 'istruttoria', lettura: 'istruttoria' },
  {
    chiave: 'valutazione',
    lettura: 'punteggi',
    stati: STATI_DA_VALUTAZIONE,
    statiDelRuolo: leggiPunteggi.statesByRole,
  },
  { chiave: 'storico', lettura: 'storico' },
];

export type SchedaDomanda = (typeof SCHEDE_DOMANDA)[number]['chiave'];

export interface SchedaDomandaProps {
  readonly domanda: DomandaRecord;
  /** The key of the field to reach (from a list of what is missing), when the tab opens for it. */
  readonly fuoco?: string;
}

/** Where a person fixes what the forwarding found missing: the key of the server's list says it. */
export function schedaDellaMancanza(chiave: string): SchedaDomanda {
  if (chiave.startsWith('beneficiari')) return 'beneficiari';
  if (chiave.startsWith('allegati')) return 'allegati';
  if (chiave === 'noteIstruttoria') return 'istruttoria';
  if (['mail', 'pec', 'rappresentanteLegale', 'referente'].includes(chiave)) return 'proponente';
  return 'datiGenerali';
}

/** The actions whose refusal lists what is missing (409): the title of the list and the tab of each item. */
export const ELENCHI_MANCANZE = {
  inoltra: { titolo: 'domande.inoltro.mancanze', fatto: 'domande.inoltro.fatto', scheda: schedaDellaMancanza },
  concludiValutazione: {
    titolo: 'valutazione.mancanze',
    fatto: 'valutazione.conclusa',
    scheda: (): SchedaDomanda => 'valutazione',
  },
} as const;

export type AzioneConMancanze = keyof typeof ELENCHI_MANCANZE;
