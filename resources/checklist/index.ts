import type { ResourceDeclaration } from '../../src/engine/types';
import { checklistSchema } from '../../contract/checklist/chiamate';

/** The checklists' resources (documentary, verification, takeover, variation): calls only, shown inside other pages. */
export const checklistResources: ResourceDeclaration[] = [{ schema: checklistSchema }];
