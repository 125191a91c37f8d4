import { FAMIGLIE_CHECKLIST } from './famiglie-checklist';
import { FAMIGLIE_ALLEGATO } from './famiglie-allegato';
import { FAMIGLIE_BENEFICIARIO } from './famiglie-beneficiario';
import { FAMIGLIE_DOMANDA } from './famiglie-domanda';
import { OPERAZIONI_DOMANDA } from './domanda-operazioni';
import { FAMIGLIE_PROGRAMMA } from './famiglie-programma';
import { OPERAZIONI_PROGRAMMA } from './programma-operazioni';
import type { Famiglia, Rotta } from './tipi';

/** Every family of routes checked by role, the food-district ones included. */
export const FAMIGLIE: readonly Famiglia[] = [
  ...FAMIGLIE_PROGRAMMA,
  ...FAMIGLIE_BENEFICIARIO,
  ...FAMIGLIE_ALLEGATO,
  ...FAMIGLIE_CHECKLIST,
  ...FAMIGLIE_DOMANDA,
];

/** Every route the oracle has a row for, operations with states included. */
export const ROTTE_DELL_ORACOLO: ReadonlySet<Rotta> = new Set([
  ...FAMIGLIE.flatMap((famiglia) => famiglia.rotte),
  ...OPERAZIONI_PROGRAMMA.flatMap((operazione) => operazione.rotte),
  ...OPERAZIONI_DOMANDA.flatMap((operazione) => operazione.rotte),
]);
