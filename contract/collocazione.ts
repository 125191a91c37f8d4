import type { Placement } from './types';

/** Where lists offer an action (`Placement`): the common choices, named once. */
export const SOLO_DETTAGLIO: readonly Placement[] = ['dettaglio'];
export const NEL_MENU: readonly Placement[] = ['menu'];
export const NELLA_PAGINA: readonly Placement[] = ['pagina'];
export const NELLA_RIGA: readonly Placement[] = ['riga'];
export const IN_SCHEDA: readonly Placement[] = ['scheda'];
