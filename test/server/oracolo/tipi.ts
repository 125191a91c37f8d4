import type { Role } from '../../../contract/roles';

/** What a person gets when they try: done, or one of the refusals. */
export type Esito = 'consentito' | 403 | 404 | 409;

/**
 * 'proprio': the record falls in every scope a role can have (the caller's company, region, bank, assignment);
 * 'altrui': in none of them.
 */
export type Relazione = 'proprio' | 'altrui';
export const RELAZIONI: readonly Relazione[] = ['proprio', 'altrui'];

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `METHOD /path`, the path as the OpenAPI document writes it. */
export type Rotta = `${Metodo} /${string}`;

/** The input a route needs to get past validation, so that only authorisation can refuse it. */
export interface Ingresso {
  readonly query?: Readonly<Record<string, string>>;
  /** A JSON body; `id` is the record's. */
  readonly corpo?: (id: number) => unknown;
  /** A multipart body instead: these text fields, then a PDF in `file`. */
  readonly multipart?: Readonly<Record<string, string>>;
}

/** One operation on records with a state: who may, from which states, and where it leads. */
export interface Operazione<Stato extends string> extends Ingresso {
  readonly nome: string;
  readonly rotte: readonly Rotta[];
  readonly chi: readonly Role[];
  readonly da: readonly Stato[];
  /** The state after it; absent: unchanged; null: the record is gone. */
  readonly a?: Stato | null;
  /** What the record needs besides the guards every fixture satisfies. */
  readonly prepara?: 'parereAtteso' | 'esitoNegativo' | 'beneficiarioAttivo';
  /** `{utente}`: the instructor assigned to the record, or one not yet assigned. */
  readonly utente?: 'assegnato' | 'nuovo';
}

/** A family of routes refused or allowed by role alone, checked on a record that does not exist (or none). */
export interface Famiglia extends Ingresso {
  readonly nome: string;
  readonly rotte: readonly Rotta[];
  readonly chi: readonly Role[];
  /** 'elenco': no record in the path, the allowed roles get 200. 'record': they get 404 for a missing one. */
  readonly ambito: 'elenco' | 'record';
  /** The path's record is a programme: also read it, own and another's, in this state (allowed: 200). */
  readonly leggiProgrammaIn?: string;
}

/** The records of one application a route may name in its path, query or body. */
export interface Pratica {
  readonly idBando: number;
  readonly idDomanda: number;
  readonly idProponente: number;
  readonly idBeneficiario: number;
  readonly idSede: number;
  readonly idAllegatoDomanda: number;
  readonly idAllegatoBeneficiario: number;
  readonly idNota: number;
  readonly idAllegatoIstruttoria: number;
  readonly parametri: { readonly domanda: Punteggio; readonly beneficiario: Punteggio };
}
export interface Punteggio {
  readonly idParametro: number;
  readonly idPunteggio: number;
}

/** One operation on an application: who, from which states, where it leads, and what it sends. */
export interface OperazioneDomanda<Stato extends string> {
  readonly nome: string;
  readonly rotte: readonly Rotta[];
  readonly chi: readonly Role[];
  readonly da: readonly Stato[];
  /** The state after it; absent: unchanged; null: the application is gone. */
  readonly a?: Stato | null;
  /** Only the instructor who has the application in charge: another one is refused, 403. */
  readonly soloInCarico?: boolean;
  /** Every parameter of the call scored (what concluding an evaluation needs). */
  readonly prepara?: 'punteggiDati';
  /** A read that opens only from `da`: before, it is not allowed yet (403), not a conflict of state. */
  readonly fuoriStato?: 403;
  readonly query?: (pratica: Pratica) => Readonly<Record<string, string>>;
  readonly corpo?: (pratica: Pratica) => unknown;
  /** A multipart body with a PDF in `file`. */
  readonly file?: true;
}
