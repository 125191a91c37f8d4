import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FrontendConfig } from './frontend-config';
import { PAGINA_VERIFICA_SESSIONE } from './verifica-sessione';

/** Where the single-page app lives; the same as `base` in vite.config.ts. */
export const BASE_PATH = '/contratti-filiera-fe';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = "L'interfaccia web non è ancora stata compilata: eseguire «npm run build».";

export interface FrontendOptions {
  readonly distDir: string;
  readonly config: FrontendConfig;
}

/**
 * The built app under the base path, its `config/config.json`, the silent sign-in's page and the SPA fallback to
 * `index.html`.
 */
export async function registerFrontend(app: FastifyInstance, { distDir, config }: FrontendOptions): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  await app.register(
    async (frontend) => {
      frontend.get('/config/config.json', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(config),
      );
      frontend.get('/silent-check-sso.html', { schema: { hide: true } }, (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGINA_VERIFICA_SESSIONE),
      );
      await frontend.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        // The interface may be built while the server runs (`npm run build`); the fallback reports it while missing.
        suppressWarning: true,
        setHeaders: (reply, path) => setCacheControl(reply, relative(distDir, path)),
      });
      frontend.setNotFoundHandler((request, reply) => {
        // The interface may be built after the server started: it is looked for on every fallback.
        if (!existsSync(join(distDir, 'index.html'))) return reply.code(503).send({ message: NOT_BUILT });
        // A missing hashed asset is a real 404: answering the page instead would only hide a stale deployment.
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(`${BASE_PATH}/assets/`);
        if (!isPage) return reply.code(404).send({ message: 'Risorsa non trovata' });
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
    },
    { prefix: BASE_PATH },
  );
}

/** Vite puts content-hashed files under `assets/`; everything else (index.html, service-worker.js) is revalidated. */
function setCacheControl(reply: FastifyReply, pathInDist: string): void {
  reply.header('cache-control', pathInDist.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache');
}
