import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt, type BuildLog } from '../../scripts/frontend-build';

let root: string;
const dist = () => join(root, 'dist');
const messages: string[] = [];
const log: BuildLog = { info: (message) => void messages.push(message) };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'progetto-'));
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'package.json'), '{ "type": "module" }');
  await writeFile(join(root, 'vite.config.ts'), "export default { base: '/contratti-filiera-fe/' };\n");
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html lang="it"><body><script type="module" src="/src/main.js"></script></body></html>',
  );
  await writeFile(join(root, 'src', 'main.js'), "document.body.textContent = 'prima versione';\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('ensureFrontendBuilt', () => {
  it('builds when there is no dist/index.html', async () => {
    await ensureFrontendBuilt(root, dist(), log);
    const html = await readFile(join(dist(), 'index.html'), 'utf8');
    expect(html).toMatch(/src="\/contratti-filiera-fe\/assets\/index-[\w-]+\.js"/);
  });

  it('leaves an up-to-date build alone', async () => {
    const before = (await stat(join(dist(), 'index.html'))).mtimeMs;
    messages.length = 0;
    await ensureFrontendBuilt(root, dist(), log);
    expect((await stat(join(dist(), 'index.html'))).mtimeMs).toBe(before);
    expect(messages).toEqual([]);
  });

  it('rebuilds when a source file is newer than the build', async () => {
    const source = join(root, 'src', 'main.js');
    await writeFile(source, "document.body.textContent = 'seconda versione';\n");
    const later = new Date(Date.now() + 60_000);
    await utimes(source, later, later);
    await ensureFrontendBuilt(root, dist(), log);
    const html = await readFile(join(dist(), 'index.html'), 'utf8');
    const script = /src="\/contratti-filiera-fe\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    expect(await readFile(join(dist(), script), 'utf8')).toContain('seconda versione');
  });

  it('builds for production whatever NODE_ENV the caller runs under, and leaves it as it was', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const source = join(root, 'src', 'main.js');
    await writeFile(
      source,
      "document.body.textContent = process.env.NODE_ENV === 'production' ? 'produzione' : 'sviluppo';\n",
    );
    const later = new Date(Date.now() + 90_000);
    await utimes(source, later, later);
    await ensureFrontendBuilt(root, dist(), log);
    const html = await readFile(join(dist(), 'index.html'), 'utf8');
    const script = /src="\/contratti-filiera-fe\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const bundle = await readFile(join(dist(), script), 'utf8');
    expect(bundle).toContain('produzione');
    expect(bundle).not.toContain('sviluppo');
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('fails when the sources do not build, so `npm ci` and `npm start` stop there', async () => {
    await writeFile(join(root, 'src', 'main.js'), 'import { nulla } from "./non-esiste.js"; nulla();\n');
    const later = new Date(Date.now() + 120_000);
    await utimes(join(root, 'src', 'main.js'), later, later);
    await expect(ensureFrontendBuilt(root, dist(), log)).rejects.toThrow(/non-esiste/);
  });
});
