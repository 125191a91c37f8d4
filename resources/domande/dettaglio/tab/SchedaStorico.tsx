import { storicoDomandaSchema } from '../../../../contract/domande/storico';
import { ListUnderParent } from '../../../../src/engine/parent/ListUnderParent';
import type { SchedaDomandaProps } from '../schede';

/** Who did what on the application and when, with the state it moved from and to (table `domanda_audit`). */
export const SchedaStorico = ({ domanda }: SchedaDomandaProps) => (
  <ListUnderParent schema={storicoDomandaSchema} parentId={domanda.idDomanda} />
);
