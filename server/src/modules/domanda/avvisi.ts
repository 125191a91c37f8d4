import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { DESCRIZIONE_STATO_DOMANDA, type StatoDomanda } from '../../../../contract/domande/stati';
import type { AppDatabase } from '../../db/database';
import { inviaNotifiche, type Destinatario } from '../notifiche/notifiche';
import type { Attore } from '../../engine/actor';
import { ruoliInAttesa } from './incarichi';
import { dettaglioDomandaPath } from '../../../../contract/domande/percorsi';

/**
 * Tells those who act next (the roles whose queue the new state enters) and the proponent's people, unless the
 * proponent is the one acting, that the application changed state.
 */
export async function avvisaCambioStato(
  tx: AppDatabase,
  domanda: DettaglioDomanda,
  verso: StatoDomanda,
  attore: Attore,
  label: string,
): Promise<void> {
  const destinatari: Destinatario[] = ruoliInAttesa(verso)
    .filter((ruolo) => ruolo !== 'MBAC_PROPONENTE')
    .map((ruolo) => ({ ruolo }));
  if (attore.ruolo !== 'MBAC_PROPONENTE' || ruoliInAttesa(verso).includes('MBAC_PROPONENTE'))
    destinatari.push({ ruolo: 'MBAC_PROPONENTE', ambito: domanda.cuaaProponente });
  const stato = DESCRIZIONE_STATO_DOMANDA[verso];
  await inviaNotifiche(tx, destinatari, {
    titolo: `Domanda n. ${domanda.idDomanda}: ${stato}`,
    testo: `${attore.nominativo}: «${label}» sulla domanda «${domanda.denominazione}». La domanda è ora «${stato}».`,
    link: dettaglioDomandaPath(domanda.idBando, domanda.idDomanda),
  });
}
