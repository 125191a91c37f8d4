import type { SQL } from 'drizzle-orm';
import { frammento } from '../../db/frammento';
import { giorno } from '../../db/sql';
import { aggiungiGiorni } from '../../engine/clock';

/** The procedural terms in days (settings PREAVVISO_GIORNI and INTEGRAZIONE_GIORNI). */
export interface RegoleScadenze {
  readonly preavvisoGiorni: number;
  readonly integrazioneGiorni: number;
}

/** The clocks a transition can start; any state change stops the running one. */
export type Orologio = 'integrazione' | 'controdeduzioni';

/** The clock columns after a state change. */
export function colonneOrologio(avvia: Orologio | undefined, oggi: string, regole: RegoleScadenze) {
  return {
    integrazione_richiesta_il: avvia === 'integrazione' ? oggi : null,
    scadenza_controdeduzioni: avvia === 'controdeduzioni' ? aggiungiGiorni(oggi, regole.preavvisoGiorni) : null,
  };
}

/** Days since the integration request, over `programma_investimento p`; null while none is running. */
export const giorniInIntegrazione = (oggi: string): SQL => frammento`(${oggi}::date - p.integrazione_richiesta_il)`;

export const integrazioneScaduta = (oggi: string, regole: RegoleScadenze): SQL =>
  frammento`coalesce(${giorniInIntegrazione(oggi)} > ${regole.integrazioneGiorni}, false)`;

/** The clock fields of a programme record. */
export const campiOrologio = (oggi: string, regole: RegoleScadenze): SQL => frammento`
  ${giorno(frammento`p.scadenza_controdeduzioni`)} AS "scadenzaControdeduzioni",
  ${giorniInIntegrazione(oggi)} AS "giorniInIntegrazione",
  ${integrazioneScaduta(oggi, regole)} AS "integrazioneScaduta"`;
