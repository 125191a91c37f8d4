import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { EsitoAccesso } from '../metriche/metriche';

/**
 * The embedded OpenID Connect provider as the app sees it (`createEmbeddedIdentity(config)` in `../oidc`):
 * it mounts its own routes under `/oidc` and hands over the key that verifies the tokens it signs.
 */
/** Told how each sign-in on the provider's form ended, for the metrics. */
export interface AscoltoAccessi {
  contaAccesso(esito: EsitoAccesso): void;
}

export interface IdentityProvider {
  mount(app: FastifyInstance, ascolto?: AscoltoAccessi): Promise<void>;
  readonly getKey: JWTVerifyGetKey;
  close(): Promise<void>;
}
