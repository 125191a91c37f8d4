import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';

/**
 * The embedded OpenID Connect provider as the app sees it (`createEmbeddedIdentity(config)` in `../oidc`):
 * it mounts its own routes under `/oidc` and hands over the key that verifies the tokens it signs.
 */
export interface IdentityProvider {
  mount(app: FastifyInstance): Promise<void>;
  readonly getKey: JWTVerifyGetKey;
  close(): Promise<void>;
}
