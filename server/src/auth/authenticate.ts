import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGGI } from '../http/errors';
import { principalFromClaims, type Principal, type PrincipalOptions } from './principal';
import type { TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on every API route; null elsewhere. */
    principal: Principal | null;
  }
}

/** onRequest hook of the API routes: a valid bearer token or 401. */
export function createAuthenticate(verify: TokenVerifier, options: PrincipalOptions) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, MESSAGGI.autenticazioneRichiesta);
    }
    try {
      request.principal = principalFromClaims(await verify(token), options);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw error;
    }
  };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, MESSAGGI.autenticazioneRichiesta);
  return request.principal;
}
