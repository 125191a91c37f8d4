import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import {
  fogliDiStileVuoti,
  pacchettiDaImpacchettare,
  unaCopiaPerPacchetto,
} from './test/unit/support/dipendenze-impacchettate.ts';
import { SU_POSTGRESQL } from './test/server/support/su-postgresql.ts';
import { ICONS_AS_ES_MODULES, MUI_SYSTEM_AS_ES_MODULES, reactQueryInTransizione } from './vite.config.ts';

/**
 * Vitest's default is one worker fewer than the cores: one on the two-core CI machine, which left a core idle for most
 * of `npm test` (docs/performance.md, «the CI's duration»). Unit and server files run two at a time (each server file
 * has its own PGlite, or its own schema on PostgreSQL); the browser files still run one after the other, after them.
 */
const BOTH_CORES = 2;

export default defineConfig({
  plugins: [reactQueryInTransizione(), react()],
  test: {
    projects: [
      {
        extends: true,
        plugins: [unaCopiaPerPacchetto],
        // The ES modules, as the browser's build takes them: MUI's folders name theirs under `module`.
        resolve: {
          alias: [ICONS_AS_ES_MODULES, MUI_SYSTEM_AS_ES_MODULES],
          mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'],
        },
        test: {
          name: 'unit',
          environment: 'jsdom',
          maxWorkers: BOTH_CORES,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: pacchettiDaImpacchettare(),
                rolldownOptions: { plugins: [fogliDiStileVuoti] },
              },
            },
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          maxWorkers: BOTH_CORES,
          // The contract test reads the browser's resource registry, whose routes reach react-admin's views.
          server: { deps: { inline: ['ra-ui-materialui', 'react-admin'] } },
          // On PostgreSQL, the files whose answer can differ there (su-postgresql.ts, docs/tests.md);
          // SUITE_POSTGRESQL=intera runs every one.
          include:
            process.env.DATABASE_URL && process.env.SUITE_POSTGRESQL !== 'intera'
              ? [...Object.keys(SU_POSTGRESQL), '*.postgres.test.ts'].map((nome) => `test/server/${nome}`)
              : ['test/server/**/*.test.ts'],
          globalSetup: ['test/server/support/database-modello.ts'],
          // A worker keeps its modules from one server file to the next: importing Fastify, drizzle and
          // oidc-provider again for each file was half the suite's CPU. Server files mock nothing and close what
          // they open, so they pass in any order (checked with `--sequence.shuffle.files`).
          isolate: false,
          // Two server processes share only a real PostgreSQL (DATABASE_URL): `*.postgres.test.ts` runs in that suite,
          // `*.pglite.test.ts` in the default one: the same proof in one process, and what only the embedded database
          // has (its archives, the embedded portal killed), which the PostgreSQL suite would only repeat. Neither is
          // ever skipped.
          exclude: [
            ...configDefaults.exclude,
            process.env.DATABASE_URL ? 'test/server/**/*.pglite.test.ts' : 'test/server/**/*.postgres.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          setupFiles: ['test/browser/setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
