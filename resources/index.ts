import { bandi } from './bandi';
import { statiProgramma } from './statiProgramma';

/** Every resource the app registers; each is always declared, whatever the person's roles. */
export const resources = [bandi, statiProgramma];

export const schemas = resources.map((resource) => resource.schema);
