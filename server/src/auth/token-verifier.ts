import type { KeyObject } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError, MESSAGGI } from '../http/errors';

/** A fixed key (tests, a pinned key) or a key getter (the embedded provider, a remote JWKS). */
export type VerifyKey = CryptoKey | KeyObject | JWK | Uint8Array | JWTVerifyGetKey;

export interface TokenVerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  /** Without it the keys are those of the issuer's `jwks_uri`, read from its OpenID Connect discovery document. */
  readonly key?: VerifyKey;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const PROVIDER_UNREACHABLE = 'Il servizio di autenticazione non è raggiungibile. Riprova più tardi.';

export function createTokenVerifier({ issuer, audience, key }: TokenVerifierOptions): TokenVerifier {
  const resolvedKey = key ?? discoveredKeySet(issuer);
  const options = { issuer, audience, algorithms: ALGORITHMS, requiredClaims: ['sub', 'exp'] };
  return async (token) => {
    try {
      const { payload } =
        typeof resolvedKey === 'function'
          ? await jwtVerify(token, resolvedKey, options)
          : await jwtVerify(token, resolvedKey, options);
      return payload;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new HttpError(401, MESSAGGI.tokenNonValido);
      }
      throw new HttpError(503, PROVIDER_UNREACHABLE);
    }
  };
}

/** Reads the discovery document on first use; a failed attempt is retried by the next request. */
function discoveredKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    keySet ??= discover(issuer).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}

async function discover(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5_000) });
  const document = response.ok ? ((await response.json()) as { jwks_uri?: unknown }) : {};
  if (typeof document.jwks_uri !== 'string') throw new HttpError(503, PROVIDER_UNREACHABLE);
  return createRemoteJWKSet(new URL(document.jwks_uri));
}
