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
  /** The clock of the verified tokens' memory (tests move it). */
  readonly adesso?: () => number;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

const ALGORITHMS = ['RS256', 'PS256', 'ES256'];
const PROVIDER_UNREACHABLE = 'Il servizio di autenticazione non è raggiungibile. Riprova più tardi.';

/**
 * A verified token is remembered, by its exact text, for at most this long and never past its expiry: a browser sends
 * the same token with every request, and checking its RS256 signature again was the largest cost of an API request
 * (docs/performance.md). Only a key withdrawn from the provider is noticed later, by this much: less than the ten
 * minutes jose already keeps a fetched key set.
 */
export const MEMORIA_TOKEN_MS = 60_000;
const MEMORIA_TOKEN_VOCI = 1_000;

export function createTokenVerifier({ issuer, audience, key, adesso = Date.now }: TokenVerifierOptions): TokenVerifier {
  return ricordaVerificati(verificaFirma(issuer, audience, key, adesso), adesso);
}

function ricordaVerificati(verifica: TokenVerifier, adesso: () => number): TokenVerifier {
  const verificati = new Map<string, { readonly payload: JWTPayload; readonly finoA: number }>();
  return async (token) => {
    const ricordato = verificati.get(token);
    if (ricordato && adesso() < ricordato.finoA) return ricordato.payload;
    verificati.delete(token);
    const payload = Object.freeze(await verifica(token));
    // The oldest goes first when full: a Map iterates in insertion order.
    if (verificati.size >= MEMORIA_TOKEN_VOCI) verificati.delete(verificati.keys().next().value as string);
    verificati.set(token, { payload, finoA: Math.min(adesso() + MEMORIA_TOKEN_MS, (payload.exp ?? 0) * 1000) });
    return payload;
  };
}

function verificaFirma(
  issuer: string,
  audience: string,
  key: VerifyKey | undefined,
  adesso: () => number,
): TokenVerifier {
  const resolvedKey = key ?? discoveredKeySet(issuer);
  return async (token) => {
    const options = {
      issuer,
      audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(adesso()),
    };
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
