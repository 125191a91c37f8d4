import type { SchedaBeneficiario } from './scheda';
import { SchedaChecklist } from './tab/SchedaChecklist';
import { SchedaCoperture } from './tab/SchedaCoperture';
import { SchedaCronoprogramma } from './tab/SchedaCronoprogramma';
import { SchedaDati } from './tab/SchedaDati';
import { SchedaDocumenti } from './tab/SchedaDocumenti';
import { SchedaEsl } from './tab/SchedaEsl';
import { SchedaFabbisogni } from './tab/SchedaFabbisogni';
import { SchedaInvestimenti } from './tab/SchedaInvestimenti';
import { SchedaStorico } from './tab/SchedaStorico';

/** The tabs of a beneficiary, in the order a proponent fills them in. */
export const SCHEDE_BENEFICIARIO: readonly SchedaBeneficiario[] = [
  { titolo: 'portale.beneficiari.tabs.dati', Contenuto: SchedaDati },
  { titolo: 'portale.beneficiari.tabs.investimenti', Contenuto: SchedaInvestimenti },
  { titolo: 'portale.beneficiari.tabs.fabbisogni', Contenuto: SchedaFabbisogni },
  { titolo: 'portale.beneficiari.tabs.coperture', Contenuto: SchedaCoperture },
  { titolo: 'portale.beneficiari.tabs.cronoprogramma', Contenuto: SchedaCronoprogramma },
  { titolo: 'portale.beneficiari.tabs.esl', Contenuto: SchedaEsl },
  { titolo: 'portale.beneficiari.tabs.documenti', lettura: 'documenti', Contenuto: SchedaDocumenti },
  { titolo: 'portale.beneficiari.tabs.checklist', lettura: 'checklist', Contenuto: SchedaChecklist },
  { titolo: 'portale.beneficiari.tabs.storico', lettura: 'storico', Contenuto: SchedaStorico },
];
