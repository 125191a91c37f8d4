import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the route schemas, and Swagger UI served from the package (no CDN). */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Contratti di filiera e distretti del cibo – API',
        description:
          'Servizi legacy del portale (/api e /apigen). Ogni chiamata richiede un token di accesso OpenID Connect.',
        version,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
