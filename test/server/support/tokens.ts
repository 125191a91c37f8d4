import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { Role } from '../../../contract/roles';
import type { Config } from '../../../server/src/config';

export interface MintOptions {
  readonly issuer?: string;
  readonly audience?: string;
  /** Seconds from now; negative for a token already expired. */
  readonly expiresIn?: number;
  readonly algorithm?: string;
  readonly kid?: string;
}

/** A signing key of the test's own, standing in for the identity provider. */
export interface TestIssuer {
  readonly publicKey: CryptoKey;
  readonly publicJwk: Record<string, unknown>;
  mint(claims?: JWTPayload, options?: MintOptions): Promise<string>;
  /** A token as the provider gives it to a user holding these roles. */
  forRoles(roles: readonly (Role | string)[], claims?: JWTPayload): Promise<string>;
}

export async function createTestIssuer(
  config: Config,
  algorithm = 'RS256',
  kid = 'chiave-di-prova',
): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair(algorithm, { extractable: true });
  const mint = async (claims: JWTPayload = {}, options: MintOptions = {}) =>
    new SignJWT({ sub: 'utente-di-prova', preferred_username: 'utente.prova', name: 'Utente Prova', ...claims })
      .setProtectedHeader({ alg: options.algorithm ?? algorithm, kid: options.kid ?? kid, typ: 'at+jwt' })
      .setIssuer(options.issuer ?? config.oidc.issuer)
      .setAudience(options.audience ?? config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300))
      .sign(privateKey);
  return {
    publicKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' },
    mint,
    forRoles: (roles, claims = {}) =>
      mint({ resource_access: { [config.oidc.clientId]: { roles: [...roles] } }, ...claims }),
  };
}
