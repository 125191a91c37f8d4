/** Roles carried in `resource_access.<clientId>.roles` of the access token (docs/architecture.md). */
export const ROLES = [
  'MBAC_COOR_ISMEA',
  'MBAC_ISTR_ISMEA',
  'MBAC_VALI_ISMEA',
  'MBAC_MINISTERO',
  'MBAC_PROPONENTE',
  'MBAC_REGIONE',
  'MBAC_ISTRUTTORE',
  'MBAC_COMMISSIONE',
  'MBAC_BANCA',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  MBAC_COOR_ISMEA: 'Coordinatore ISMEA',
  MBAC_ISTR_ISMEA: 'Istruttore ISMEA',
  MBAC_VALI_ISMEA: 'Validatore ISMEA',
  MBAC_MINISTERO: 'Ministero',
  MBAC_PROPONENTE: 'Proponente',
  MBAC_REGIONE: 'Regione',
  MBAC_ISTRUTTORE: 'Istruttore distretti del cibo',
  MBAC_COMMISSIONE: 'Commissione di valutazione',
  MBAC_BANCA: 'Banca autorizzata',
};

/** The roles by name, and the server acting on its own (a term that expires), for the histories' role column. */
export const RUOLI_CON_NOME: readonly { readonly id: string; readonly name: string }[] = [
  ...ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role] })),
  { id: 'SISTEMA', name: 'Sistema' },
];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Short names for the policy declarations, which read better with them. */
export const COOR: Role = 'MBAC_COOR_ISMEA';
export const ISTR: Role = 'MBAC_ISTR_ISMEA';
export const VALI: Role = 'MBAC_VALI_ISMEA';
export const MINISTERO: Role = 'MBAC_MINISTERO';
export const PROPONENTE: Role = 'MBAC_PROPONENTE';
export const REGIONE: Role = 'MBAC_REGIONE';
export const ISTRUTTORE: Role = 'MBAC_ISTRUTTORE';
export const COMMISSIONE: Role = 'MBAC_COMMISSIONE';
