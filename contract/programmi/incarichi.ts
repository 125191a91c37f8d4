import type { Role } from '../roles';
import type { AzioneProgramma } from './azioni';
import type { StatoProgramma } from './stati';

/** A condition beyond the state: the server turns it into SQL (`server/src/modules/programma/incarichi.ts`). */
export type CondizioneIncarico = 'parereRichiesto' | 'integrazioneScaduta';

/**
 * A programme waiting for someone: in one of `stati` (by default those of `azione`), and, with a `condizione`,
 * meeting it too. Each role sees only the programmes of its own visibility scope.
 */
export interface Incarico {
  readonly descrizione: string;
  readonly azione?: AzioneProgramma;
  readonly stati?: readonly StatoProgramma[];
  readonly condizione?: CondizioneIncarico;
}

/**
 * The work queue of each role (`getListaIncarichi`). Entering a state notifies the roles whose queue it enters,
 * except for entries with a condition: those are notified by the action that fulfils it.
 */
export const INCARICHI_PROGRAMMA: Readonly<Partial<Record<Role, readonly Incarico[]>>> = {
  MBAC_PROPONENTE: [
    { azione: 'eseguiValidazione', descrizione: 'Completare e presentare il programma' },
    { azione: 'inviaIntegrazioni', descrizione: 'Inviare le integrazioni richieste' },
    { azione: 'inviaControDeduzioni', descrizione: 'Rispondere al preavviso di rigetto' },
  ],
  MBAC_COOR_ISMEA: [
    { azione: 'assegna', stati: ['PRESENTATO'], descrizione: 'Assegnare un istruttore' },
    {
      stati: ['IN_INTEGRAZIONE'],
      condizione: 'integrazioneScaduta',
      descrizione: 'Integrazione scaduta: sollecitare il proponente',
    },
  ],
  MBAC_ISTR_ISMEA: [
    { azione: 'richiestaValidazione', descrizione: "Completare l'istruttoria" },
    { azione: 'concludiSubentro', descrizione: 'Istruire il subentro' },
    { azione: 'concludiVariazione', descrizione: 'Istruire la variazione' },
  ],
  MBAC_VALI_ISMEA: [{ azione: 'valida', descrizione: 'Validare il programma' }],
  MBAC_MINISTERO: [{ azione: 'approva', descrizione: 'Approvare il programma' }],
  MBAC_REGIONE: [
    { azione: 'inserimentoParereRegione', condizione: 'parereRichiesto', descrizione: 'Esprimere il parere regionale' },
  ],
};
