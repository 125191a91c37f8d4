import type { Role } from '../roles';
import type { AzioneDomanda } from './azioni';
import type { StatoDomanda } from './stati';

/**
 * An application waiting for someone: in one of `stati` (by default those of `azione`); with `soloInCarico`, only the
 * instructor who has it in charge. Each role sees only the applications of its own visibility scope.
 */
export interface IncaricoDomandaDichiarato {
  readonly descrizione: string;
  readonly azione?: AzioneDomanda;
  readonly stati?: readonly StatoDomanda[];
  readonly soloInCarico?: boolean;
}

/** The work queue of each role (`/apigen/domanda/getListaIncarichi`); entering a state notifies those it waits for. */
export const INCARICHI_DOMANDA: Readonly<Partial<Record<Role, readonly IncaricoDomandaDichiarato[]>>> = {
  MBAC_PROPONENTE: [{ azione: 'inoltra', descrizione: 'Completare e inoltrare la domanda' }],
  MBAC_ISTRUTTORE: [
    { azione: 'prendiInCarico', descrizione: 'Prendere in carico la domanda' },
    { azione: 'approvaIstruttoria', soloInCarico: true, descrizione: "Concludere l'istruttoria della domanda" },
  ],
  MBAC_COMMISSIONE: [{ stati: ['IN_VALUTAZIONE'], descrizione: 'Valutare la domanda' }],
};
