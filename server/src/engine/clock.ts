import { giornoInItalia } from '../../../contract/validators/date-vere';

/** The last answer for the current instant, kept for a second (formatting is about 3% of a list request's CPU). */
let ricordato = { dal: 0, giorno: '' };

/** Today as an Italian office counts days, `YYYY-MM-DD` (on `now`'s day when given). */
export function oggiInItalia(now?: Date): string {
  if (now) return giornoInItalia(now);
  const adesso = Date.now();
  if (adesso < ricordato.dal || adesso - ricordato.dal >= 1000) {
    ricordato = { dal: adesso, giorno: giornoInItalia(adesso) };
  }
  return ricordato.giorno;
}

export function aggiungiGiorni(data: string, giorni: number): string {
  const result = new Date(`${data}T00:00:00Z`);
  result.setUTCDate(result.getUTCDate() + giorni);
  return result.toISOString().slice(0, 10);
}
