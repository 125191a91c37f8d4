import type { InvioPasso } from '../PassoForm';

/** What the wizard gives each step. */
export interface PassoProps {
  /** Edit mode is on and the policy lets the person make this save in the programme's state. */
  readonly modificabile: boolean;
  readonly registra: (invio: InvioPasso | undefined) => void;
  /** After a save: says so and reloads the proponent. */
  readonly onSalvato: (etichetta: string) => void;
  readonly onError: (error: unknown) => void;
}

/** The values of `sources` from a saved part of the record (absent until first saved): the form's record. */
export const valoriDi = (sources: readonly string[], salvato: object | null): Record<string, unknown> =>
  Object.fromEntries(sources.map((source) => [source, (salvato as Record<string, unknown> | null)?.[source] ?? null]));

/** An emptied optional field travels as null: the server checks the format of any text it receives. */
export const senzaVuoti = (valori: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(valori).map(([campo, valore]) => [campo, valore === '' ? null : valore]));
