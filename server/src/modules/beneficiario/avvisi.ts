import { sql } from 'drizzle-orm';
import type { VisibilityScope } from '../../../../contract/types';
import { inviaNotifiche } from '../notifiche/notifiche';
import { destinatari } from '../programma/destinatari';
import { blocca } from '../programma/repository';
import type { Modifica } from './routes-comuni';
import { dettaglioProgrammaPath } from '../../../../contract/programmi/percorsi';

const PROPONENTE = 'MBAC_PROPONENTE';
const COORDINATORE = 'MBAC_COOR_ISMEA';

export interface Evento {
  /** The action, as the policy labels it. */
  readonly label: string;
  readonly dettaglio?: string;
  readonly note?: string | null;
}

/**
 * Who acts next after a change of a beneficiary: the assigned instructors and the coordinators, and the proponent's
 * people when the staff made it. Never the person who made it (a coordinator does not tell the coordinators).
 */
function ambitiDaAvvisare(ruolo: string): VisibilityScope[] {
  if (ruolo === PROPONENTE) return ['assegnati', 'bandiProgramma'];
  return ruolo === COORDINATORE ? ['propriCuaa', 'assegnati'] : ['propriCuaa', 'assegnati', 'bandiProgramma'];
}

/** Tells of a change of a beneficiary, in the change's transaction (its programme is already locked). */
export async function avvisa({ tx, beneficiario, autore, nominativo }: Modifica, evento: Evento): Promise<void> {
  const programma = await blocca(tx, beneficiario.idProgrammaInvestimento, sql`true`);
  if (!programma) return;
  const chi = (await destinatari(tx, programma, undefined, ambitiDaAvvisare(autore.ruolo))).filter(
    (destinatario) => !('username' in destinatario) || destinatario.username !== autore.username,
  );
  const { denominazione, codiceFiscale } = beneficiario;
  const testo = [
    `${nominativo}: «${evento.label}» per il ` +
      `beneficiario ${denominazione ? `${denominazione} (${codiceFiscale})` : codiceFiscale}` +
      ` del programma «${programma.denominazione}».`,
    evento.dettaglio ?? '',
    evento.note ? `Note: ${evento.note}` : '',
  ];
  await inviaNotifiche(tx, chi, {
    titolo: `${programma.denominazione}: ${evento.label}`,
    testo: testo.filter(Boolean).join(' '),
    link: dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento),
  });
}
