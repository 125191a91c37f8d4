import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { TempiHttp } from '../config';

/** A client that stalls mid-upload holds a connection only so long; Node answers 408 past the request time. */
export function opzioniDeiTempi(
  tempi: TempiHttp,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'forceCloseConnections'> {
  return {
    requestTimeout: tempi.richiestaMs,
    connectionTimeout: tempi.inattivitaMs,
    // Kept-alive connections with no request are closed at once on stop; the others get the grace period below.
    forceCloseConnections: 'idle',
  };
}

/**
 * A stop waits for the requests in progress for at most `graziaMs`, then closes their connections: an upload stalled
 * mid-body would otherwise hold SIGTERM until its client gives up. The interrupted upload removes its temporary file.
 */
export function chiudiEntro(app: FastifyInstance, graziaMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    timer = setTimeout(() => app.server.closeAllConnections(), graziaMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
