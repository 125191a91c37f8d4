import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          // These packages import MUI's directories, which Node's ESM resolution refuses unless vite transforms them.
          server: { deps: { inline: ['@pagopa/mui-italia', 'ra-ui-materialui', 'react-admin'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // The contract test reads the browser's resource registry, whose routes reach react-admin's views.
          server: { deps: { inline: ['ra-ui-materialui', 'react-admin'] } },
          include: ['test/server/**/*.test.ts'],
          // Two server processes share only a real PostgreSQL (DATABASE_URL): `*.postgres.test.ts` runs in that suite,
          // `*.pglite.test.ts` (the same proof, in one process) in the default one. Neither is ever skipped.
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
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
