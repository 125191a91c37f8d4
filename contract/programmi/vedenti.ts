import type { Role } from '../roles';

/** Who sees which programmes; the SQL of each scope is `server/src/modules/programma/visibility.ts`. */
export const VISIBILITA_PROGRAMMI = {
  MBAC_PROPONENTE: 'propriCuaa',
  MBAC_REGIONE: 'propriaRegione',
  MBAC_COOR_ISMEA: 'bandiProgramma',
  MBAC_ISTR_ISMEA: 'assegnati',
  MBAC_VALI_ISMEA: 'daValidazione',
  MBAC_MINISTERO: 'tutti',
  MBAC_BANCA: 'propriaBanca',
} as const;

/** The roles that see some programmes. */
export const VEDENTI_PROGRAMMI = Object.keys(VISIBILITA_PROGRAMMI) as Role[];
