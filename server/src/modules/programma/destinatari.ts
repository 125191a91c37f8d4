import { eq } from 'drizzle-orm';
import { programmiSchema } from '../../../../contract/programmi/schema';
import type { Role } from '../../../../contract/roles';
import type { VisibilityScope } from '../../../../contract/types';
import type { AppDatabase } from '../../db/database';
import { programmaAssegnatario } from '../../db/schema';
import type { Destinatario } from '../notifiche/notifiche';
import { ruoliInAttesa } from './incarichi';
import type { ProgrammaBloccato } from './repository';

const visibility = programmiSchema.visibility ?? {};
const ruoliConScope = (scope: VisibilityScope) =>
  (Object.keys(visibility) as Role[]).filter((ruolo) => visibility[ruolo] === scope);

/** The holders of a role who see this programme: the role narrowed to the programme's ambit, or its assignees. */
async function destinatariDelRuolo(
  tx: AppDatabase,
  ruolo: Role,
  programma: ProgrammaBloccato,
): Promise<Destinatario[]> {
  switch (visibility[ruolo]) {
    case 'propriCuaa':
      return [{ ruolo, ambito: programma.cuaa }];
    case 'propriaRegione':
      return [{ ruolo, ambito: programma.codRegione }];
    case 'propriaBanca':
      return programma.abiBanca ? [{ ruolo, ambito: programma.abiBanca }] : [];
    case 'assegnati': {
      const assegnati = await tx
        .select({ username: programmaAssegnatario.username })
        .from(programmaAssegnatario)
        .where(eq(programmaAssegnatario.idProgrammaInvestimento, programma.idProgrammaInvestimento));
      return assegnati.map(({ username }) => ({ username }));
    }
    case undefined:
      return [];
    default:
      return [{ ruolo }];
  }
}

/**
 * Who is told of a transition: the roles whose work queue the new state enters, and those the transition names by
 * their visibility scope (for example 'propriCuaa', the proponent's people, on approval).
 */
export async function destinatari(
  tx: AppDatabase,
  programma: ProgrammaBloccato,
  nuovoStato: string | undefined,
  avvisa: readonly VisibilityScope[] = [],
): Promise<Destinatario[]> {
  const ruoli = new Set<Role>([...(nuovoStato ? ruoliInAttesa(nuovoStato) : []), ...avvisa.flatMap(ruoliConScope)]);
  const result: Destinatario[] = [];
  for (const ruolo of ruoli) result.push(...(await destinatariDelRuolo(tx, ruolo, programma)));
  return result;
}

/** The roles whose people are ISMEA instructors: those who see the programmes assigned to them. */
export const RUOLI_ISTRUTTORI = ruoliConScope('assegnati');
