import type { ResourceDeclaration } from '../../src/engine/types';

/** The checklists' resources (documentary, verification, takeover, variation). */
export const checklistResources: ResourceDeclaration[] = [];
