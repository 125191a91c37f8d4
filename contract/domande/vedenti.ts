import type { Role } from '../roles';

/**
 * Who sees which applications (docs/domande.md); the SQL of each scope is `server/src/modules/domanda/visibility.ts`.
 * The ISMEA roles have no part in food-district calls.
 */
export const VISIBILITA_DOMANDE = {
  MBAC_PROPONENTE: 'propriCuaa',
  MBAC_ISTRUTTORE: 'domandeInoltrate',
  MBAC_COMMISSIONE: 'domandeInValutazione',
  MBAC_MINISTERO: 'tutti',
  MBAC_REGIONE: 'sediInRegione',
} as const;

/** The roles that see some applications. */
export const VEDENTI_DOMANDE = Object.keys(VISIBILITA_DOMANDE) as Role[];
