import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Helmet with a policy the vite-built app lives with: no inline script, inline styles for emotion, the silent
 * re-authentication iframe of the same origin. An external provider and service addresses are allowed by origin.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const identityOrigins = config.oidc.external ? [new URL(config.oidc.issuer).origin] : [];
  const serviceOrigins = [config.programmiUrl, config.distrettiCiboUrl]
    .filter(Boolean)
    .map((url) => new URL(url).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: unique(["'self'", ...identityOrigins, ...serviceOrigins]),
        frameSrc: unique(["'self'", ...identityOrigins]),
        frameAncestors: ["'self'"],
        formAction: unique(["'self'", ...identityOrigins]),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
}

const unique = (values: string[]) => [...new Set(values)];
