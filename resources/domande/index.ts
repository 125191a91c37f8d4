import {
  categorieAllegatoBeneficiarioDomandaSchema,
  categorieAllegatoDomandaSchema,
} from '../../contract/allegatiDomanda/categorie';
import { allegatiBeneficiarioDomandaSchema, allegatiDomandaSchema } from '../../contract/allegatiDomanda/schema';
import { beneficiariDomandaSchema, sediBeneficiarioSchema } from '../../contract/beneficiariDomanda/schema';
import { comuniSchema } from '../../contract/comuni/schema';
import { domandeSchema, incarichiDomandaSchema, statiDomandaSchema } from '../../contract/domande/schema';
import { storicoDomandaSchema } from '../../contract/domande/storico';
import { aziendeProponenteSchema } from '../../contract/domande/aziende';
import { allegatiIstruttoriaSchema, noteIstruttoriaSchema } from '../../contract/istruttoriaDomanda/schema';
import {
  allegatoGraduatoriaSchema,
  allegatoValutazioneSchema,
  graduatorieDaFinalizzareSchema,
  graduatorieSchema,
  punteggiParametroSchema,
  valutazioniBeneficiarioSchema,
  valutazioniDomandaSchema,
} from '../../contract/valutazione/schema';
import type { ResourceDeclaration } from '../../src/engine/types';
import { domandeRoutes } from './routes';

/**
 * The applications of food-district calls and what they hold; their pages live at the legacy deep links
 * (`/listaProgrammiDC/...`, `/dettaglioProgrammaDC/...`), the rest is known to the data provider for the tabs.
 */
export const domandeResources: ResourceDeclaration[] = [
  domandeSchema,
  statiDomandaSchema,
  incarichiDomandaSchema,
  beneficiariDomandaSchema,
  sediBeneficiarioSchema,
  allegatiDomandaSchema,
  allegatiBeneficiarioDomandaSchema,
  categorieAllegatoDomandaSchema,
  categorieAllegatoBeneficiarioDomandaSchema,
  noteIstruttoriaSchema,
  allegatiIstruttoriaSchema,
  valutazioniDomandaSchema,
  valutazioniBeneficiarioSchema,
  punteggiParametroSchema,
  graduatorieSchema,
  graduatorieDaFinalizzareSchema,
  allegatoValutazioneSchema,
  allegatoGraduatoriaSchema,
  storicoDomandaSchema,
  comuniSchema,
  aziendeProponenteSchema,
].map((schema) => ({
  schema: schema as unknown as ResourceDeclaration['schema'],
  routes: schema === domandeSchema ? domandeRoutes : undefined,
  // The food-district roles' own page in the menu, offered to those who work applications.
  inMenu: schema === statiDomandaSchema ? { per: 'domande' } : undefined,
}));
