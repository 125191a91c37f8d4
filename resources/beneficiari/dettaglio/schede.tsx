import type { ComponentType } from 'react';
import type { BeneficiarioConId } from './BeneficiarioDettaglio';
import { SchedaChecklist } from './tab/SchedaChecklist';
import { SchedaCoperture } from './tab/SchedaCoperture';
import { SchedaCronoprogramma } from './tab/SchedaCronoprogramma';
import { SchedaDati } from './tab/SchedaDati';
import { SchedaDocumenti } from './tab/SchedaDocumenti';
import { SchedaEsl } from './tab/SchedaEsl';
import { SchedaFabbisogni } from './tab/SchedaFabbisogni';
import { SchedaInvestimenti } from './tab/SchedaInvestimenti';
import { SchedaStorico } from './tab/SchedaStorico';

export interface SchedaBeneficiarioProps {
  readonly beneficiario: BeneficiarioConId;
}

interface Scheda {
  readonly titolo: string;
  /** The named read of `beneficiari` needed to see the tab; absent: whoever sees the beneficiary. */
  readonly lettura?: string;
  readonly Contenuto: ComponentType<SchedaBeneficiarioProps>;
}

/** The tabs of a beneficiary, in the order a proponent fills them in. */
export const SCHEDE_BENEFICIARIO: readonly Scheda[] = [
  { titolo: 'Dati', Contenuto: SchedaDati },
  { titolo: 'Investimenti', Contenuto: SchedaInvestimenti },
  { titolo: 'Fabbisogni', Contenuto: SchedaFabbisogni },
  { titolo: 'Coperture', Contenuto: SchedaCoperture },
  { titolo: 'Cronoprogramma', Contenuto: SchedaCronoprogramma },
  { titolo: 'ESL', Contenuto: SchedaEsl },
  { titolo: 'Documenti', Contenuto: SchedaDocumenti },
  { titolo: 'Checklist', lettura: 'checklist', Contenuto: SchedaChecklist },
  { titolo: 'Storico', lettura: 'storico', Contenuto: SchedaStorico },
];
