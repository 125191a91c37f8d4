import type { Static, TSchema } from 'typebox';
import type { AZIONI_PROGRAMMA, AzioneProgramma } from '../../../../contract/programmi/azioni';
import type { AppDatabase } from '../../db/database';
import type { ProgrammaGuards } from './guards';
import type { ProgrammaBloccato } from './repository';

/** What a transition works with: its own file, so the effects and the transitions table need not import each other. */

/** The declared parameters of each action that has some (`contract/programmi/parametri.ts`). */
type Parametri = {
  [A in AzioneProgramma]: (typeof AZIONI_PROGRAMMA)[A] extends { parametri: infer P extends TSchema }
    ? Static<P>
    : never;
}[AzioneProgramma];
type Chiavi<U> = U extends unknown ? keyof U : never;
type ValoreDi<U, K extends PropertyKey> = U extends unknown
  ? K extends keyof U
    ? Exclude<U[K], undefined>
    : never
  : never;

/** What an action receives: any parameter some action declares, with the values its declarations allow. */
export type InputAzione = { readonly [K in Chiavi<Parametri>]?: ValoreDi<Parametri, K> };

/** Who acts: a person with the role the policy lets them act with, or the server itself. */
export interface Attore {
  readonly username: string;
  readonly nominativo: string;
  readonly ruolo: string;
  readonly codRegione?: string;
}

export interface ContestoTransizione {
  readonly tx: AppDatabase;
  readonly programma: ProgrammaBloccato;
  readonly attore: Attore;
  readonly input: InputAzione;
  readonly guards: ProgrammaGuards;
}
