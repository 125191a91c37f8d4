import type { Role } from '../../../contract/roles';

/** The roles by their names, written out here so that the oracle shares nothing with the policy. */
export const PROPONENTE: Role = 'MBAC_PROPONENTE';
export const REGIONE: Role = 'MBAC_REGIONE';
export const COOR: Role = 'MBAC_COOR_ISMEA';
export const ISTR: Role = 'MBAC_ISTR_ISMEA';
export const VALI: Role = 'MBAC_VALI_ISMEA';
export const MINISTERO: Role = 'MBAC_MINISTERO';
export const ISTRUTTORE_DC: Role = 'MBAC_ISTRUTTORE';
export const COMMISSIONE: Role = 'MBAC_COMMISSIONE';
export const BANCA: Role = 'MBAC_BANCA';

export const TUTTI: readonly Role[] = [
  PROPONENTE,
  REGIONE,
  COOR,
  ISTR,
  VALI,
  MINISTERO,
  ISTRUTTORE_DC,
  COMMISSIONE,
  BANCA,
];
export const STAFF: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];
/** Who sees some programmes: everyone but the food-district roles. */
export const VEDENTI_PROGRAMMI: readonly Role[] = [PROPONENTE, REGIONE, ...STAFF, BANCA];

/** A demo user of each role (README); 'proprio' records are theirs. */
export const UTENTE: Readonly<Record<Role, string>> = {
  MBAC_PROPONENTE: 'proponente1',
  MBAC_REGIONE: 'regione.lazio',
  MBAC_COOR_ISMEA: 'coordinatore',
  MBAC_ISTR_ISMEA: 'istruttore1',
  MBAC_VALI_ISMEA: 'validatore',
  MBAC_MINISTERO: 'ministero',
  MBAC_ISTRUTTORE: 'istruttore.dc',
  MBAC_COMMISSIONE: 'commissione',
  MBAC_BANCA: 'banca',
};
