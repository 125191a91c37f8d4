import type { Static, TSchema } from 'typebox';
import type { AZIONI_PROGRAMMA, AzioneProgramma } from '../../../../contract/programmi/azioni';
import type { Contesto } from '../../engine/executor';
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

export type { Attore } from '../../engine/actor';

/** The executor's context, with the programme by its name and the checks its guards use. */
export interface ContestoTransizione extends Contesto<ProgrammaBloccato, InputAzione> {
  readonly programma: ProgrammaBloccato;
  readonly guards: ProgrammaGuards;
}
