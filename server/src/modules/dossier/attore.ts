import type { Role } from '../../../../contract/roles';
import type { Principal } from '../../auth/principal';

/** Who did something, as the histories record it. */
export interface Attore {
  readonly username: string;
  readonly ruolo: string;
  /** The person's full name, as the token gives it; the histories show it. */
  readonly nominativo?: string;
}

/** The person with the first of their roles among those the policy lets act. */
export function attore(principal: Principal, ruoli: readonly Role[]): Attore {
  const ruolo = principal.roles.find((role) => ruoli.includes(role)) ?? principal.roles[0] ?? '';
  return { username: principal.username, ruolo, nominativo: principal.name };
}
