import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importARuntime } from './support/import-a-runtime';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const CONTRACT = readdirSync(`${ROOT}contract`, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `contract/${file}`);

describe('a production install (npm ci --omit=dev)', () => {
  const server = importARuntime(ROOT, ['server/src/main.ts', ...CONTRACT]);

  it('runs the server and the contract without any devDependency, vite included', () => {
    expect(server.pacchetti.filter((nome) => nome in pkg.devDependencies)).toEqual([]);
  });

  it('has every package the server loads among the dependencies', () => {
    expect(server.pacchetti.filter((nome) => !(nome in pkg.dependencies))).toEqual([]);
  });

  it('is checked on the whole server: the walk reaches the static app, the lazily loaded provider and Fastify', () => {
    expect(server.file).toEqual(
      expect.arrayContaining(['server/src/web/static-app.ts', 'server/src/oidc/index.ts', 'contract/policy.ts']),
    );
    expect(server.pacchetti).toEqual(expect.arrayContaining(['fastify', '@fastify/static', 'oidc-provider']));
  });

  it('would be caught importing vite: the rebuild script, which does, is found to', () => {
    expect(importARuntime(ROOT, ['scripts/frontend-build.ts']).pacchetti).toContain('vite');
    expect(pkg.devDependencies).toHaveProperty('vite');
  });

  it('installs and starts through tsx, a dependency; the interface is built by the scripts, before the server', () => {
    expect(pkg.dependencies).toHaveProperty('tsx');
    expect(pkg.scripts.prepare).toBe('tsx scripts/build-stale-frontend.ts');
    expect(pkg.scripts.start).toBe('tsx scripts/build-stale-frontend.ts && tsx server/src/main.ts');
  });
});
