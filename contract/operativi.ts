/**
 * The operators' addresses, outside the legacy services (docs/produzione.md): whether the process is alive, whether
 * it can serve (database and file store reachable), and its Prometheus metrics.
 */
export const PERCORSI_OPERATIVI = {
  vivo: '/health',
  pronto: '/ready',
  metriche: '/metrics',
} as const;
