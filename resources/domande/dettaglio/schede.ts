import type { DomandaRecord } from '../../../contract/domande/schema';

/** The tabs of an application's page, in order; `lettura` names the policy's read a tab needs. */
export const SCHEDE_DOMANDA = [
  { chiave: 'datiGenerali' },
  { chiave: 'proponente' },
  { chiave: 'beneficiari' },
  { chiave: 'allegati' },
  { chiave: 'istruttoria', lettura: 'istruttoria' },
  { chiave: 'storico', lettura: 'storico' },
] as const;

export type SchedaDomanda = (typeof SCHEDE_DOMANDA)[number]['chiave'];

export interface SchedaDomandaProps {
  readonly domanda: DomandaRecord;
}

/** Where a person fixes what the forwarding found missing: the key of the server's list says it. */
export function schedaDellaMancanza(chiave: string): SchedaDomanda {
  if (chiave.startsWith('beneficiari')) return 'beneficiari';
  if (chiave.startsWith('allegati')) return 'allegati';
  if (['mail', 'pec', 'rappresentanteLegale', 'referente'].includes(chiave)) return 'proponente';
  return 'datiGenerali';
}
