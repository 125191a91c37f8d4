import { allegatiResources } from './allegati';
import { bandi } from './bandi';
import { beneficiariResources } from './beneficiari';
import { checklistResources } from './checklist';
import { bancheSchema } from '../contract/banche/schema';
import { domandeResources } from './domande';
import { attivitaSchema, incarichiSchema } from '../contract/incarichi/schema';
import { notifiche } from './notifiche';
import { lettureProgramma, programmi } from './programmi';
import { proponentiResources } from './proponenti';
import { statiProgramma } from './statiProgramma';

/** Every resource the app registers; each is always declared, whatever the person's roles. */
export const resources = [
  bandi,
  statiProgramma,
  { schema: bancheSchema, inMenu: { per: 'programmi' } },
  programmi,
  ...lettureProgramma,
  { schema: incarichiSchema },
  { schema: attivitaSchema },
  notifiche,
  ...proponentiResources,
  ...beneficiariResources,
  ...allegatiResources,
  ...checklistResources,
  ...domandeResources,
];

export const schemas = resources.map((resource) => resource.schema);
