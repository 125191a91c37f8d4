import type { ActionDeclaration, Placement } from '../../../contract/types';
import type { AnySchema } from '../types';

const IN_MENU: readonly Placement[] = ['menu'];

/** Where lists offer the action; an action that declares nothing goes in the row's menu. */
export const placementOf = (action: ActionDeclaration): readonly Placement[] => action.placement ?? IN_MENU;

export type NamedAction = readonly [name: string, action: ActionDeclaration];

/** The schema's actions a list offers at this place, in their declared order. */
export const actionsAt = (schema: AnySchema, placement: Placement): NamedAction[] =>
  Object.entries(schema.actions ?? {}).filter(([, action]) => placementOf(action).includes(placement));

const NOT_A_BUTTON_ON_THE_RECORD: readonly Placement[] = ['pagina', 'scheda'];

/** The actions on a record's own page: all but those a list offers once above itself and those with an editor. */
export const recordActions = (schema: AnySchema): NamedAction[] =>
  Object.entries(schema.actions ?? {}).filter(([, action]) =>
    placementOf(action).some((place) => !NOT_A_BUTTON_ON_THE_RECORD.includes(place)),
  );
