/**
 * The two national registers the review consults (docs/verifiche-registri.md), one adapter each: the local tables of
 * migration 011, or the real service over HTTP when its address is configured.
 */
export type NomeRegistro = 'DEGGENDORF' | 'RNA';

/** A Commission recovery order of illegal state aid against the firm. */
export interface OrdineRecupero {
  readonly riferimento: string;
  readonly decisione: string;
  readonly dataDecisione: string;
  readonly importoDaRecuperare: number;
  readonly restituito: boolean;
  readonly dataRestituzione: string | null;
}

export type TipoAiuto = 'DE_MINIMIS' | 'ESENZIONE' | 'NOTIFICATO';

/** An aid already granted to the firm, as the RNA records it: its gross grant equivalent in euro. */
export interface AiutoConcesso {
  readonly cor: string;
  readonly misura: string;
  readonly tipo: TipoAiuto;
  readonly concedente: string;
  readonly dataConcessione: string;
  readonly importoEsl: number;
}

export interface RegistroDeggendorf {
  /** Where the answers come from, kept with every evidence. */
  readonly fonte: string;
  ordiniDi(codiceFiscale: string): Promise<OrdineRecupero[]>;
}

export interface RegistroRna {
  readonly fonte: string;
  /** The aid granted to the firm from the day `dal` (YYYY-MM-DD) on. */
  aiutiDi(codiceFiscale: string, dal: string): Promise<AiutoConcesso[]>;
}

export interface Registri {
  readonly deggendorf: RegistroDeggendorf;
  readonly rna: RegistroRna;
}

/** The register could not answer (unreachable, error status, malformed answer): the check is not verifiable. */
export class RegistroNonDisponibile extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistroNonDisponibile';
  }
}
