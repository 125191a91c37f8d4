import type { Role } from '../../../contract/roles';
import type { Principal } from '../auth/principal';
import { forbidden } from '../http/errors';

/** Who acts, as the histories record them: a person with the role the rule lets them act with, or the server. */
export interface Attore {
  readonly username: string;
  /** The person's full name, as the token gives it; the histories show it. */
  readonly nominativo: string;
  readonly ruolo: string;
  readonly codRegione?: string;
}

/** 403 unless one of the person's roles is among `ruoli`; answers the person acting with the first such role. */
export function attoreDi(principal: Principal, ruoli: readonly Role[]): Attore & { readonly ruolo: Role } {
  const ruolo = principal.roles.find((role) => ruoli.includes(role));
  if (!ruolo) throw forbidden();
  return { username: principal.username, nominativo: principal.name, ruolo, codRegione: principal.codRegione };
}

/**
 * The person already let through by the route's permission check, acting with the first of their roles among
 * `ruoli` (their first role otherwise).
 */
export function attore(principal: Principal, ruoli: readonly Role[]): Attore {
  const ruolo = principal.roles.find((role) => ruoli.includes(role)) ?? principal.roles[0] ?? '';
  return { username: principal.username, nominativo: principal.name, ruolo, codRegione: principal.codRegione };
}

/** Who a history line names: the demo data's lines give only the username, and the reading finds the name. */
export type Autore = Omit<Attore, 'nominativo'> & { readonly nominativo?: string };
