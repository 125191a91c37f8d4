import { bandi } from './bandi';
import { incarichiSchema } from './incarichi/schema';
import { notificheSchema } from './notifiche/schema';
import { lettureProgramma, programmi } from './programmi';
import { statiProgramma } from './statiProgramma';

/** Every resource the app registers; each is always declared, whatever the person's roles. */
export const resources = [bandi, statiProgramma, programmi, ...lettureProgramma, { schema: incarichiSchema }, { schema: notificheSchema }];

export const schemas = resources.map((resource) => resource.schema);
