import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/src/app';
import { loadConfig, type Config } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/database';
import { openSeededDatabase, openTestDatabase } from './test-database';
import { createTestIssuer, type TestIssuer } from './tokens';

/** Settings of a test: quiet, and pointing at no built interface and no project config file unless told. */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  const nowhere = join(tmpdir(), `assente-${randomUUID()}`);
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', ...env }),
    distDir: nowhere,
    frontendConfigFile: join(nowhere, 'config.json'),
    ...overrides,
  };
}

export { openSeededDatabase, openTestDatabase };

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly issuer: TestIssuer;
}

export interface TestAppOptions extends Partial<BuildAppOptions> {
  /** Routes of the test's own, added before the app is ready (to exercise what no real route does yet). */
  readonly extraRoutes?: (app: FastifyInstance) => void;
}

/** The real app on the given database, verifying tokens with a key pair of the test's own. */
export async function startTestApp(
  database: Database,
  { extraRoutes, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const config = options.config ?? testConfig();
  const issuer = await createTestIssuer(config);
  const app = await buildApp({ config, database, verifyKey: issuer.publicKey, ...options });
  extraRoutes?.(app);
  await app.ready();
  return { app, config, issuer };
}
