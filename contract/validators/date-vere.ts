/**
 * Dates a person types that cannot be true, refused with the sentence the field shows: the server answers it on the
 * field (400), the browser marks the field with it before sending. Days are `YYYY-MM-DD` as an Italian office counts
 * them (`giornoInItalia`); the rules compare them as text, which orders such days as the calendar does.
 */

/** Which typed date: each has its own facts it cannot contradict. */
export type RegolaData = 'ricezione' | 'nascita' | 'decreto';

/**
 * What a rule compares the day with: today always; the forwarding instant of the application received, the instant
 * its ranking became final for a decree. An absent fact is not checked (the browser may not know it; the server does).
 */
export interface FattiDellaData {
  readonly oggi: string;
  readonly inoltro?: string | null;
  readonly finalizzazione?: string | null;
}

export const ETA_MINIMA_RAPPRESENTANTE = 18;
export const ETA_MASSIMA_PLAUSIBILE = 120;

export const DATA_NON_VALIDA = 'Data non valida: usare il formato AAAA-MM-GG';

/** Built once: building a formatter costs far more than using it, and every programme request asks for today. */
const GIORNO_IN_ITALIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Italian day, `YYYY-MM-DD`, of an instant (a `Date`, epoch milliseconds or ISO 8601 text). */
export function giornoInItalia(istante: Date | number | string): string {
  return GIORNO_IN_ITALIA.format(typeof istante === 'string' ? new Date(istante) : istante);
}

/** A day of the calendar written `YYYY-MM-DD` (30 February is not). */
export function giornoValido(valore: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valore)) return false;
  const giorno = new Date(`${valore}T00:00:00Z`);
  return !Number.isNaN(giorno.getTime()) && giorno.toISOString().slice(0, 10) === valore;
}

/** `giorno` as people write it, `GG/MM/AAAA`. */
export const inItaliano = (giorno: string) => giorno.split('-').reverse().join('/');

/** The same month and day `anni` years before: compared as text, so 29 February needs no real day to fall on. */
const anniPrima = (giorno: string, anni: number) =>
  `${String(Number(giorno.slice(0, 4)) - anni).padStart(4, '0')}${giorno.slice(4)}`;

/** A legal representative is a living adult: born by today, 18 years ago at least, 120 at most. */
function erroreNascita(valore: string, { oggi }: FattiDellaData): string | undefined {
  if (valore > oggi) return 'La data di nascita non può essere successiva a oggi';
  const maggiorenneSe = anniPrima(oggi, ETA_MINIMA_RAPPRESENTANTE);
  if (valore > maggiorenneSe)
    // On 29 February the limit of a year without one is the 28th: who was born on 1 March is not yet of age.
    return `Il rappresentante legale deve essere maggiorenne: nato entro il ${inItaliano(
      giornoValido(maggiorenneSe) ? maggiorenneSe : `${maggiorenneSe.slice(0, 8)}28`,
    )}`;
  if (valore < anniPrima(oggi, ETA_MASSIMA_PLAUSIBILE))
    return `Data di nascita non plausibile: più di ${ETA_MASSIMA_PLAUSIBILE} anni fa`;
  return undefined;
}

/** An application is received by today, not before the day it was forwarded. */
function erroreRicezione(valore: string, { oggi, inoltro }: FattiDellaData): string | undefined {
  if (valore > oggi) return 'La data di ricezione non può essere successiva a oggi';
  const inoltrata = inoltro ? giornoInItalia(inoltro) : undefined;
  if (inoltrata && valore < inoltrata)
    return `La data di ricezione non può precedere l'inoltro della domanda (${inItaliano(inoltrata)})`;
  return undefined;
}

/** A decree adopts a final ranking: dated by today, on or after the day the ranking became final. */
function erroreDecreto(valore: string, { oggi, finalizzazione }: FattiDellaData): string | undefined {
  if (valore > oggi) return 'La data del decreto non può essere successiva a oggi';
  const definitiva = finalizzazione ? giornoInItalia(finalizzazione) : undefined;
  if (definitiva && valore < definitiva)
    return `Il decreto non può precedere la graduatoria che adotta, definitiva dal ${inItaliano(definitiva)}`;
  return undefined;
}

const REGOLE: Readonly<Record<RegolaData, (valore: string, fatti: FattiDellaData) => string | undefined>> = {
  ricezione: erroreRicezione,
  nascita: erroreNascita,
  decreto: erroreDecreto,
};

/** Why `valore` cannot be the date of this kind, or undefined when it can; an empty value is the caller's matter. */
export function erroreData(regola: RegolaData, valore: string, fatti: FattiDellaData): string | undefined {
  if (!giornoValido(valore)) return DATA_NON_VALIDA;
  return REGOLE[regola](valore, fatti);
}
