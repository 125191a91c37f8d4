import type { SQL } from 'drizzle-orm';
import { frammento } from '../../db/frammento';
import { giorno } from '../../db/sql';

/** The procedural terms in days (settings PREAVVISO_GIORNI and INTEGRAZIONE_GIORNI). */
export interface RegoleScadenze {
  readonly preavvisoGiorni: number;
  readonly integrazioneGiorni: number;
}

/** The clocks a transition can start; any state change stops the running one. */
export type Orologio = 'integrazione' | 'controdeduzioni';

/** Built once: building a formatter costs far more than using it, and every programme request asks for today. */
const GIORNO_IN_ITALIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last answer for the current instant, kept for a second (formatting is about 3% of a list request's CPU). */
let ricordato = { dal: 0, giorno: '' };

/** Today as an Italian office counts days, `YYYY-MM-DD` (on `now`'s day when given). */
export function oggiInItalia(now?: Date): string {
  if (now) return GIORNO_IN_ITALIA.format(now);
  const adesso = Date.now();
  if (adesso < ricordato.dal || adesso - ricordato.dal >= 1000) {
    ricordato = { dal: adesso, giorno: GIORNO_IN_ITALIA.format(adesso) };
  }
  return ricordato.giorno;
}

export function aggiungiGiorni(data: string, giorni: number): string {
  const result = new Date(`${data}T00:00:00Z`);
  result.setUTCDate(result.getUTCDate() + giorni);
  return result.toISOString().slice(0, 10);
}

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
