import { INCARICHI_PROGRAMMA, type CondizioneIncarico } from '../../../../contract/programmi/incarichi';
import { ROLE_LABELS, type Role } from '../../../../contract/roles';
import { statiDi } from './incarichi';

/** The actions that fulfil a work queue's condition (asking the region's opinion fills the region's queue). */
const CONDIZIONE_SODDISFATTA: Readonly<Partial<Record<string, CondizioneIncarico>>> = {
  richiestaParereRegione: 'parereRichiesto',
};

/** What comes next for a programme now in `stato` after `azione`, as the work queues say it, and by whom. */
export function prossimiPassi(stato: string, azione: string): string {
  const passi = (Object.keys(INCARICHI_PROGRAMMA) as Role[]).flatMap((ruolo) =>
    (INCARICHI_PROGRAMMA[ruolo] ?? [])
      .filter((incarico) =>
        incarico.condizione
          ? CONDIZIONE_SODDISFATTA[azione] === incarico.condizione
          : (statiDi(incarico) as readonly string[]).includes(stato),
      )
      .map((incarico) => `${incarico.descrizione} (${ROLE_LABELS[ruolo]})`),
  );
  return passi.length > 0 ? `Da fare: ${passi.join('; ')}.` : '';
}
